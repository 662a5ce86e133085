package io.sigment.system.app;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.system.testing.TestAccounts;
import java.io.IOException;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;

/**
 * Issue 39 item 3 in headless Chromium at phone and desktop sizes: a person who forgot their password asks for a link
 * from the sign-in page, opens the mail in the local mailbox, sets a new password and signs in with it; a person locked
 * out by wrong passwords opens the unlock mail, confirms, and signs in. Screenshots: target/browser-screenshots/app.
 */
@Tag("browser")
class SignInLinksInBrowserTest extends AppBrowserTest {
    private static void signIn(String email, String password) {
        var browser = chromium.driver();
        browser.findElement(By.id("email")).clear();
        browser.findElement(By.id("email")).sendKeys(email);
        browser.findElement(By.id("password")).sendKeys(password);
        app.press(browser.findElement(By.id("sign-in")));
    }

    @Test
    void a_forgotten_password_is_reset_through_the_mailed_link_and_the_new_one_signs_in() throws IOException {
        var browser = chromium.driver();
        for (var size : AppBrowser.SIZES) {
            var user = TestAccounts.newUser(stack);
            var email = TestAccounts.email(user);
            var old = TestAccounts.password(stack, user);
            var password = "reset in the browser " + size[0];
            chromium.viewport(size[0], size[1]);
            browser.manage().deleteAllCookies();
            var before = stack.mail().orElseThrow().to(email).size();
            chromium.open(stack.config().publicBaseUrl() + "/app/sign-in");
            app.press(browser.findElement(By.id("forgot-password")));
            app.waitFor(d -> d.getCurrentUrl().endsWith("/app/forgot-password"));
            browser.findElement(By.id("email")).sendKeys(email);
            app.screenshot("reset-" + size[0] + "-01-forgot");
            app.assertFitsWithoutScripts(size[0]);
            app.press(browser.findElement(By.id("send-reset")));
            app.waitFor(d -> !d.findElements(By.id("reset-sent")).isEmpty());
            assertThat(text("reset-sent")).contains("Check your mail").contains(email);
            app.screenshot("reset-" + size[0] + "-02-check-your-mail");

            chromium.open(openMail(email, before + 1, "/app/reset-password/pwr_", "reset-" + size[0] + "-03-mail"));
            assertThat(browser.findElement(By.tagName("h1")).getText()).isEqualTo("Choose a new password");
            browser.findElement(By.id("password")).sendKeys(password);
            app.screenshot("reset-" + size[0] + "-04-new-password");
            app.assertFitsWithoutScripts(size[0]);
            app.press(browser.findElement(By.id("set-password")));
            app.waitFor(d -> d.getCurrentUrl().endsWith("/app/sign-in?done=reset"));
            assertThat(text("notice")).contains("Your new password is set");
            app.screenshot("reset-" + size[0] + "-05-sign-in-again");

            signIn(email, old);
            app.waitFor(d -> d.findElement(By.tagName("body")).getText().contains("Wrong email or password."));
            signIn(email, password);
            app.waitFor(d -> d.getCurrentUrl().endsWith("/app"));
            assertThat(text("credits")).isNotBlank();
            app.screenshot("reset-" + size[0] + "-06-signed-in");
        }
    }

    @Test
    void a_person_locked_out_by_wrong_passwords_unlocks_through_the_mail_and_signs_in() throws IOException {
        var browser = chromium.driver();
        for (var size : AppBrowser.SIZES) {
            var user = TestAccounts.newUser(stack);
            var email = TestAccounts.email(user);
            var password = TestAccounts.password(stack, user);
            chromium.viewport(size[0], size[1]);
            browser.manage().deleteAllCookies();
            var before = stack.mail().orElseThrow().to(email).size();
            chromium.open(stack.config().publicBaseUrl() + "/app/sign-in");
            for (int i = 1; i <= 5; i++) {
                signIn(email, "wrong password " + i);
                app.waitFor(d -> d.findElement(By.tagName("body")).getText().contains("Wrong email or password."));
            }
            signIn(email, password);
            app.waitFor(d -> d.findElement(By.tagName("body")).getText().contains("Too many sign-in attempts"));
            app.screenshot("unlock-" + size[0] + "-01-locked");

            var link = openMail(email, before + 1, "/app/unlock/unl_", "unlock-" + size[0] + "-02-mail");
            chromium.open(link);
            assertThat(browser.findElement(By.tagName("h1")).getText()).isEqualTo("Unlock sign-in");
            app.screenshot("unlock-" + size[0] + "-03-confirm");
            app.assertFitsWithoutScripts(size[0]);
            app.press(browser.findElement(By.id("unlock")));
            app.waitFor(d -> d.getCurrentUrl().endsWith("/app/sign-in?done=unlock"));
            assertThat(text("notice")).contains("unlocked");
            signIn(email, password);
            app.waitFor(d -> d.getCurrentUrl().endsWith("/app"));
            app.screenshot("unlock-" + size[0] + "-04-signed-in");

            chromium.open(link);
            assertThat(browser.findElement(By.tagName("h1")).getText()).isEqualTo("Link already used");
        }
    }
}
