package io.sigment.system.security;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.system.testing.BrowserSession;
import io.sigment.system.testing.TestAccounts;
import io.sigment.system.testing.TestStack;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Issue 39 item 3 over HTTP on the local stack, mail read from its SMTP server: "forgot your password?" answers the
 * same for any address, mails a single-use link that sets a new password and signs every session out, and is limited
 * per client address; a first lock mails an unlock link whose page unlocks nothing until its button is pressed.
 */
@Tag("stack")
class PasswordResetAndUnlockTest {
    private static final String NEW = "a brand new password";

    private static BrowserSession browserAt(String address) {
        return new BrowserSession(TestStack.shared().gatewayUrl()).from(address);
    }

    private static BrowserSession.Page post(BrowserSession browser, String path, Map<String, String> fields) {
        var all = new LinkedHashMap<>(browser.get(path).hiddenFields());
        all.putAll(fields);
        return browser.postForm(path, all);
    }

    /** The path of the link to {@code path} in the {@code number}th mail to {@code email} (from 1). */
    private static String mailedPath(String email, int number, String path) {
        var stack = TestStack.shared();
        var link =
                stack.mail().orElseThrow().await(email, number).get(number - 1).link(path);
        return link.substring(stack.config().publicBaseUrl().length());
    }

    @Test
    void a_mailed_reset_link_sets_the_password_signs_every_session_out_and_works_once() {
        var stack = TestStack.shared();
        var user = TestAccounts.newUser(stack);
        var email = TestAccounts.email(user);
        var password = TestAccounts.password(stack, user);
        var laptop = browserAt("198.51.100.50");
        var phone = browserAt("203.0.113.50");
        assertThat(laptop.signIn(email, password).status()).isEqualTo(303);
        assertThat(phone.signIn(email, password).status()).isEqualTo(303);
        assertThat(laptop.get("/app").status()).isEqualTo(200);

        var anyone = browserAt("198.51.100.51");
        assertThat(anyone.get("/app/sign-in").body()).contains("href=\"/app/forgot-password\"");
        var before = stack.mail().orElseThrow().to(email).size();
        var known = post(anyone, "/app/forgot-password", Map.of("email", email));
        var unknownEmail = "nobody-" + UUID.randomUUID() + "@example.com";
        var unknown = post(anyone, "/app/forgot-password", Map.of("email", unknownEmail));
        assertThat(known.status()).isEqualTo(200);
        assertThat(unknown.status()).isEqualTo(200);
        assertThat(known.body().replace(email, "ADDRESS"))
                .as("the same answer whether or not an account has it")
                .isEqualTo(unknown.body().replace(unknownEmail, "ADDRESS"));
        assertThat(anyone.postForm("/app/forgot-password", Map.of("email", email))
                        .status())
                .as("no CSRF token")
                .isEqualTo(403);

        var path = mailedPath(email, before + 1, "/app/reset-password/");
        assertThat(stack.mail().orElseThrow().to(unknownEmail)).isEmpty();
        var form = anyone.get(path);
        assertThat(form.status()).isEqualTo(200);
        assertThat(form.body()).contains("Choose a new password").contains(email);
        assertThat(anyone.postForm(path, Map.of("password", NEW)).status())
                .as("no CSRF token")
                .isEqualTo(403);
        var tooShort = post(anyone, path, Map.of("password", "short"));
        assertThat(tooShort.status()).isEqualTo(400);
        assertThat(tooShort.body()).contains("10-200 characters");
        var set = post(anyone, path, Map.of("password", NEW));
        assertThat(set.status()).isEqualTo(303);
        assertThat(set.location()).isEqualTo("/app/sign-in?done=reset");
        assertThat(anyone.get(set.location()).body()).contains("Your new password is set");

        assertThat(laptop.get("/app").status()).as("signed out").isEqualTo(302);
        assertThat(phone.get("/app").status()).as("signed out").isEqualTo(302);
        var used = anyone.get(path);
        assertThat(used.status()).isEqualTo(410);
        assertThat(used.body()).contains("already used");
        assertThat(anyone.postForm(
                                path,
                                Map.of(
                                        "csrf",
                                        anyone.get("/app/sign-in")
                                                .hiddenFields()
                                                .get("csrf"),
                                        "password",
                                        "yet another password"))
                        .status())
                .as("a second use")
                .isEqualTo(410);
        assertThat(browserAt("198.51.100.52").signIn(email, password).status())
                .as("the old password")
                .isEqualTo(401);
        assertThat(browserAt("198.51.100.52").signIn(email, NEW).status()).isEqualTo(303);
    }

    @Test
    void reset_requests_are_limited_per_client_address() {
        var from = browserAt("2001:db8:39:77::1");
        for (int i = 0; i < 10; i++) {
            assertThat(post(from, "/app/forgot-password", Map.of("email", "nobody-" + i + "@example.com"))
                            .status())
                    .isEqualTo(200);
        }
        var limited = post(browserAt("2001:db8:39:77::2"), "/app/forgot-password", Map.of("email", "x@example.com"));
        assertThat(limited.status()).as("the same /64").isEqualTo(429);
        assertThat(limited.body()).contains("Too many reset requests from your network");
        assertThat(post(browserAt("2001:db8:39:78::1"), "/app/forgot-password", Map.of("email", "x@example.com"))
                        .status())
                .as("another /64")
                .isEqualTo(200);
    }

    @Test
    void a_first_lock_mails_an_unlock_link_that_unlocks_only_when_its_button_is_pressed_and_once() {
        var stack = TestStack.shared();
        var user = TestAccounts.newUser(stack);
        var email = TestAccounts.email(user);
        var password = TestAccounts.password(stack, user);
        var before = stack.mail().orElseThrow().to(email).size();
        for (int i = 1; i <= 5; i++)
            assertThat(browserAt("198.51.100.60").signIn(email, "wrong " + i).status())
                    .isEqualTo(401);
        assertThat(browserAt("198.51.100.60").signIn(email, password).status()).isEqualTo(429);

        var path = mailedPath(email, before + 1, "/app/unlock/");
        var anyone = browserAt("198.51.100.61");
        var page = anyone.get(path);
        assertThat(page.status()).isEqualTo(200);
        assertThat(page.body()).contains("Unlock sign-in").contains(email);
        assertThat(browserAt("198.51.100.60").signIn(email, password).status())
                .as("opening the link unlocks nothing")
                .isEqualTo(429);
        assertThat(anyone.postForm(path, Map.of()).status()).as("no CSRF token").isEqualTo(403);
        var unlocked = post(anyone, path, Map.of());
        assertThat(unlocked.status()).isEqualTo(303);
        assertThat(unlocked.location()).isEqualTo("/app/sign-in?done=unlock");
        assertThat(browserAt("198.51.100.60").signIn(email, password).status()).isEqualTo(303);
        assertThat(anyone.get(path).status()).as("used").isEqualTo(410);
    }
}
