package io.sigment.system.app;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.local.LocalStack;
import io.sigment.system.testing.HeadlessChromium;
import io.sigment.system.testing.TestAccounts;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.function.Function;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.TimeoutException;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.WebDriverWait;

/** A person using the app in headless Chromium at one viewport size: sign in, press buttons, wait, check the fit. */
final class AppBrowser implements AutoCloseable {
    static final int[][] SIZES = {{375, 812}, {1280, 900}};
    static final Path SHOTS = Path.of("target", "browser-screenshots", "app");

    final HeadlessChromium chromium;

    private AppBrowser(HeadlessChromium chromium) {
        this.chromium = chromium;
    }

    /** Starts Chromium (the test class is skipped, saying why, where it is not installed). */
    static AppBrowser start() {
        return new AppBrowser(HeadlessChromium.start());
    }

    /** A full-page screenshot under target/browser-screenshots/app. */
    void screenshot(String name) throws IOException {
        chromium.screenshot(SHOTS, name);
    }

    @Override
    public void close() {
        chromium.close();
    }

    /** Signs {@code user} in afresh (no cookies) at {@code width} × {@code height}, landing on /app. */
    void signIn(LocalStack stack, TestAccounts.TestUser user, int width, int height) {
        chromium.viewport(width, height);
        var browser = chromium.driver();
        browser.manage().deleteAllCookies();
        chromium.open(stack.config().publicBaseUrl() + "/app/sign-in");
        browser.findElement(By.id("email")).sendKeys(TestAccounts.email(user));
        browser.findElement(By.id("password")).sendKeys(TestAccounts.password(stack, user));
        press(browser.findElement(By.id("sign-in")));
        waitFor(d -> d.getCurrentUrl().endsWith("/app"));
    }

    /** Clicks through the DOM: under the phone viewport's emulation a pointer click can land off the element. */
    void press(WebElement button) {
        ((JavascriptExecutor) chromium.driver()).executeScript("arguments[0].click()", button);
    }

    void waitFor(Function<WebDriver, Boolean> condition) {
        try {
            new WebDriverWait(chromium.driver(), Duration.ofSeconds(20)).until(condition::apply);
        } catch (TimeoutException e) {
            throw new AssertionError(
                    "timed out on " + chromium.driver().getCurrentUrl() + ":\n"
                            + chromium.driver().findElement(By.tagName("body")).getText(),
                    e);
        }
    }

    /** The page has no script and does not scroll sideways at {@code width}. */
    void assertFitsWithoutScripts(int width) {
        var page = (JavascriptExecutor) chromium.driver();
        assertThat(page.executeScript("return document.scripts.length")).isEqualTo(0L);
        assertThat(((Number) page.executeScript("return document.documentElement.scrollWidth")).intValue())
                .as("no sideways scrolling")
                .isLessThanOrEqualTo(width);
    }
}
