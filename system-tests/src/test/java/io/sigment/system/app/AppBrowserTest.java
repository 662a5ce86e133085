package io.sigment.system.app;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.local.LocalStack;
import io.sigment.system.testing.HeadlessChromium;
import io.sigment.system.testing.TestStack;
import java.io.IOException;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.openqa.selenium.By;

/** The app's browser tests' common ground: one {@link AppBrowser} per class on the shared stack, closed after it. */
abstract class AppBrowserTest {
    static AppBrowser app;
    static HeadlessChromium chromium;
    static LocalStack stack;

    @BeforeAll
    static void startBrowser() {
        app = AppBrowser.start();
        chromium = app.chromium;
        stack = TestStack.shared();
    }

    @AfterAll
    static void closeBrowser() {
        if (app != null) app.close();
    }

    /** The text of the element with this id on the page open now. */
    static String text(String id) {
        return chromium.driver().findElement(By.id(id)).getText();
    }

    /**
     * Opens mail number {@code number} to {@code email} in the demo mailbox page (a screenshot named {@code shot}) and
     * answers the href of its link whose URL contains {@code path}, or null for a null {@code path}.
     */
    static String openMail(String email, int number, String path, String shot) throws IOException {
        var mail = stack.mail().orElseThrow();
        var received = mail.await(email, number).get(number - 1);
        chromium.open(mail.pageUrl() + "messages/" + received.number());
        app.waitFor(d -> !d.findElements(By.id("text")).isEmpty());
        assertThat(text("to")).isEqualTo(email);
        app.screenshot(shot);
        return path == null
                ? null
                : chromium.driver()
                        .findElement(By.cssSelector("#text a[href*='" + path + "']"))
                        .getAttribute("href");
    }
}
