package io.sigment.system.app;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.system.testing.TestAccounts;
import java.io.IOException;
import java.util.UUID;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;

/**
 * Issue 39 item 2 in headless Chromium at phone and desktop sizes: a person whose account predates verified addresses
 * sees it marked unverified, has a link mailed from their account page, opens it from the local mailbox and confirms;
 * a person changes their address, sees the change pending, confirms it from the new address's mail, and the old
 * address gets a notice. Screenshots: target/browser-screenshots/app (address-*).
 */
@Tag("browser")
class AccountAddressInBrowserTest extends AppBrowserTest {
    @Test
    void an_unverified_person_has_a_link_mailed_from_the_account_page_and_confirms_it() throws IOException {
        var browser = chromium.driver();
        for (var size : AppBrowser.SIZES) {
            var user = TestAccounts.newUser(stack);
            var email = TestAccounts.email(user);
            app.signIn(stack, user, size[0], size[1]);
            assertThat(text("unverified-mark")).isEqualTo("unverified");
            app.screenshot("address-verify-" + size[0] + "-01-dashboard-unverified");
            app.press(browser.findElement(By.id("account-link")));
            app.waitFor(d -> d.getCurrentUrl().endsWith("/app/account"));
            assertThat(text("email-status")).isEqualTo("unverified");
            app.assertFitsWithoutScripts(size[0]);
            app.screenshot("address-verify-" + size[0] + "-02-account-page");

            var before = stack.mail().orElseThrow().to(email).size();
            app.press(browser.findElement(By.id("resend-verification")));
            app.waitFor(d -> !d.findElements(By.id("notice")).isEmpty());
            assertThat(text("notice")).contains("A verification link is on its way");
            app.screenshot("address-verify-" + size[0] + "-03-link-mailed");

            chromium.open(
                    openMail(email, before + 1, "/app/confirm-email/vfy_", "address-verify-" + size[0] + "-04-mail"));
            assertThat(browser.findElement(By.tagName("h1")).getText()).isEqualTo("Confirm your email");
            app.assertFitsWithoutScripts(size[0]);
            app.screenshot("address-verify-" + size[0] + "-05-confirm");
            app.press(browser.findElement(By.id("confirm-email")));
            app.waitFor(d -> !d.findElements(By.id("address-confirmed")).isEmpty());
            assertThat(text("address-confirmed")).contains(email).contains("is verified");
            app.screenshot("address-verify-" + size[0] + "-06-confirmed");

            chromium.open(stack.config().publicBaseUrl() + "/app/account");
            assertThat(text("email-status")).isEqualTo("verified");
            assertThat(browser.findElements(By.id("unverified-mark"))).isEmpty();
            app.screenshot("address-verify-" + size[0] + "-07-account-verified");
        }
    }

    @Test
    void a_person_changes_their_address_which_waits_for_the_new_one_and_tells_the_old_one() throws IOException {
        var browser = chromium.driver();
        for (var size : AppBrowser.SIZES) {
            var user = TestAccounts.newUser(stack);
            var old = TestAccounts.email(user);
            var password = TestAccounts.password(stack, user);
            var moved = "moved-" + UUID.randomUUID().toString().substring(0, 8) + "@example.com";
            app.signIn(stack, user, size[0], size[1]);
            chromium.open(stack.config().publicBaseUrl() + "/app/account");
            browser.findElement(By.id("new-email")).sendKeys(moved);
            browser.findElement(By.id("current-password")).sendKeys(password);
            app.screenshot("address-change-" + size[0] + "-01-form");
            app.press(browser.findElement(By.id("change-email")));
            app.waitFor(d -> !d.findElements(By.id("pending-email")).isEmpty());
            assertThat(text("pending-email")).isEqualTo(moved);
            assertThat(text("current-email")).isEqualTo(old);
            app.assertFitsWithoutScripts(size[0]);
            app.screenshot("address-change-" + size[0] + "-02-pending");

            var oldMails = stack.mail().orElseThrow().to(old).size();
            chromium.open(openMail(moved, 1, "/app/confirm-email/chg_", "address-change-" + size[0] + "-03-mail"));
            assertThat(browser.findElement(By.tagName("h1")).getText()).isEqualTo("Confirm your new email");
            app.screenshot("address-change-" + size[0] + "-04-confirm");
            app.press(browser.findElement(By.id("confirm-email")));
            app.waitFor(d -> !d.findElements(By.id("address-confirmed")).isEmpty());
            assertThat(text("address-confirmed")).contains("Your sign-in email is now " + moved);
            app.screenshot("address-change-" + size[0] + "-05-confirmed");

            openMail(old, oldMails + 1, null, "address-change-" + size[0] + "-06-notice-to-old");
            assertThat(text("text")).contains(old).contains(moved);
            chromium.open(stack.config().publicBaseUrl() + "/app/account");
            assertThat(text("current-email")).isEqualTo(moved);
            assertThat(text("email-status")).isEqualTo("verified");
            assertThat(browser.findElements(By.id("pending-email"))).isEmpty();
            app.screenshot("address-change-" + size[0] + "-07-account");
        }
    }
}
