package io.sigment.system.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.UUID;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;

/**
 * Issue 39 item 2 in headless Chromium at phone and desktop sizes, on pages without a script: from the sign-in page a
 * person creates an account, reads the link in the demo mailbox page, confirms with their password and lands signed
 * in, in their Free workspace. Screenshots: target/browser-screenshots/app/sign-up-*.
 */
@Tag("browser")
class SignUpInBrowserTest extends AppBrowserTest {
    @Test
    void a_person_signs_up_opens_the_mailed_link_and_is_signed_in() throws IOException {
        var base = stack.config().publicBaseUrl();
        var browser = chromium.driver();
        for (var size : AppBrowser.SIZES) {
            var email = "signup-" + size[0] + "-" + UUID.randomUUID() + "@example.com";
            var password = "my own long password";
            chromium.viewport(size[0], size[1]);
            browser.manage().deleteAllCookies();
            chromium.open(base + "/app/sign-in");
            app.press(browser.findElement(By.id("create-account")));
            app.waitFor(d -> d.getCurrentUrl().endsWith("/app/sign-up"));
            app.assertFitsWithoutScripts(size[0]);
            browser.findElement(By.id("email")).sendKeys(email);
            browser.findElement(By.id("password")).sendKeys(password);
            app.screenshot("sign-up-" + size[0] + "-01-form");
            app.press(browser.findElement(By.id("sign-up")));
            app.waitFor(d -> !d.findElements(By.id("sign-up-sent")).isEmpty());
            assertThat(text("sign-up-sent")).contains("Check your mail").contains(email);
            app.screenshot("sign-up-" + size[0] + "-02-check-your-mail");

            var mail = stack.mail().orElseThrow();
            mail.await(email, 1);
            chromium.open(mail.pageUrl());
            app.press(browser.findElements(By.partialLinkText("Confirm your email")).stream()
                    .filter(link -> link.findElement(By.xpath("./ancestor::tr"))
                            .getText()
                            .contains(email))
                    .findFirst()
                    .orElseThrow());
            app.waitFor(d -> !d.findElements(By.id("text")).isEmpty());
            assertThat(text("to")).isEqualTo(email);
            app.screenshot("sign-up-" + size[0] + "-03-mailbox");
            var link = browser.findElement(By.cssSelector("#text a[href*='/app/sign-up/sgn_']"))
                    .getAttribute("href");

            chromium.open(link);
            assertThat(text("confirm-sign-up")).contains("Confirm your account");
            app.assertFitsWithoutScripts(size[0]);
            browser.findElement(By.id("password")).sendKeys(password);
            app.screenshot("sign-up-" + size[0] + "-04-confirm");
            app.press(browser.findElement(By.id("confirm")));
            app.waitFor(d -> d.getCurrentUrl().endsWith("/app"));
            assertThat(browser.getPageSource()).contains(email);
            assertThat(text("credits")).contains("Personal workspace").contains("Free plan");
            app.screenshot("sign-up-" + size[0] + "-05-signed-in");
        }
    }
}
