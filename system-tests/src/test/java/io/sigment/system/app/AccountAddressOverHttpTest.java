package io.sigment.system.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.sigment.common.Credentials;
import io.sigment.local.LocalStack;
import io.sigment.system.testing.BrowserSession;
import io.sigment.system.testing.TestAccounts;
import io.sigment.system.testing.TestStack;
import io.vertx.core.buffer.Buffer;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.Tuple;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Issue 39 item 2 over HTTP on the local stack, mail read from its SMTP server: an account made before addresses were
 * verified is marked unverified and verifies through a resent single-use link (refused on the page past the mail
 * limit); a change of address keeps the old one until the new one's link is confirmed, then swaps them and tells the
 * old address, is cancellable, and re-checks uniqueness when the link is used; emails are unique ignoring case.
 */
@Tag("stack")
class AccountAddressOverHttpTest {
    /** The outbox's messages per address an hour ({@code SIGMENT_MAIL_PER_ADDRESS_PER_HOUR}'s default). */
    private static final int MAILS_PER_ADDRESS = 5;

    private final LocalStack stack = TestStack.shared();
    private final String base = stack.config().publicBaseUrl();

    private record Person(String userId, String email, String password, BrowserSession browser) {}

    private Person signedIn() {
        var user = TestAccounts.newUser(stack);
        var person = new Person(
                user.userId(), TestAccounts.email(user), TestAccounts.password(stack, user), new BrowserSession(base));
        assertThat(person.browser().signIn(person.email(), person.password()).status())
                .isEqualTo(303);
        return person;
    }

    private static BrowserSession.Page post(
            BrowserSession browser, String formPage, String path, Map<String, String> fields) {
        var all = new LinkedHashMap<>(browser.get(formPage).hiddenFields());
        all.putAll(fields);
        return browser.postForm(path, all);
    }

    /** The path of the address link in the {@code number}th mail to {@code email} (from 1). */
    private String mailedLink(String email, int number) {
        var link =
                stack.mail().orElseThrow().await(email, number).get(number - 1).link("/app/confirm-email/");
        return link.substring(base.length());
    }

    private int mailsTo(String email) {
        return stack.mail().orElseThrow().to(email).size();
    }

    private Row user(String userId) {
        var pool = TestStack.pool(stack);
        try {
            return pool.preparedQuery("SELECT email, email_verified_at FROM accounts.users WHERE user_id = $1")
                    .execute(Tuple.of(userId))
                    .await()
                    .iterator()
                    .next();
        } finally {
            pool.close();
        }
    }

    private void sql(String statement, Object... values) {
        var pool = TestStack.pool(stack);
        try {
            pool.preparedQuery(statement).execute(Tuple.wrap(values)).await();
        } finally {
            pool.close();
        }
    }

    private int signInStatus(String email, String password) {
        return new BrowserSession(base)
                .from("198.51.100." + (int) (Math.random() * 200 + 20))
                .signIn(email, password)
                .status();
    }

    @Test
    void an_unverified_account_is_marked_and_verified_by_a_resent_link_that_works_once() {
        var person = signedIn();
        var browser = person.browser();
        assertThat(browser.get("/app").body())
                .contains("id=\"unverified-mark\"")
                .contains("href=\"/app/account\"");
        var page = browser.get("/app/account");
        assertThat(page.status()).isEqualTo(200);
        assertThat(page.body())
                .contains(person.email())
                .contains(">unverified<")
                .contains("id=\"resend-verification\"");
        assertThat(browser.postForm("/app/account/verification", Map.of()).status())
                .as("no CSRF token")
                .isEqualTo(403);

        var before = mailsTo(person.email());
        var sent = post(browser, "/app/account", "/app/account/verification", Map.of());
        assertThat(sent.status()).isEqualTo(303);
        assertThat(browser.get(sent.location()).body()).contains("A verification link is on its way");
        var path = mailedLink(person.email(), before + 1);
        var token = path.substring(path.lastIndexOf('/') + 1);
        assertThat(token).startsWith("vfy_");
        var pool = TestStack.pool(stack);
        try {
            var stored = pool.preparedQuery(
                            "SELECT token_hash, extract(epoch FROM expires_at - created_at)::bigint AS ttl "
                                    + "FROM accounts.sign_in_links "
                                    + "WHERE user_id = $1 AND purpose = 'verify'")
                    .execute(Tuple.of(person.userId()))
                    .await()
                    .iterator()
                    .next();
            assertThat(stored.getBuffer("token_hash"))
                    .as("only the hash is kept")
                    .isEqualTo(Buffer.buffer(Credentials.sha256(token)));
            assertThat(stored.getLong("ttl")).as("24 hours").isEqualTo(86_400L);
        } finally {
            pool.close();
        }

        var anyone = new BrowserSession(base);
        var confirm = anyone.get(path);
        assertThat(confirm.status()).isEqualTo(200);
        assertThat(confirm.body()).contains("Confirm your email").contains(person.email());
        assertThat(user(person.userId()).getValue("email_verified_at"))
                .as("opening the link uses nothing")
                .isNull();
        assertThat(anyone.postForm(path, Map.of()).status()).as("no CSRF token").isEqualTo(403);
        var confirmed = post(anyone, path, path, Map.of());
        assertThat(confirmed.status()).isEqualTo(200);
        assertThat(confirmed.body()).contains("Address confirmed").contains("is verified");
        assertThat(user(person.userId()).getValue("email_verified_at")).isNotNull();

        assertThat(browser.get("/app").body()).doesNotContain("unverified-mark");
        assertThat(browser.get("/app/account").body()).contains(">verified<").doesNotContain("resend-verification");
        var again = anyone.get(path);
        assertThat(again.status()).isEqualTo(410);
        assertThat(again.body()).contains("already used");
        assertThat(anyone.get(path.substring(0, path.length() - 2) + "xx").status())
                .as("a tampered link")
                .isEqualTo(404);
        var verifiedAlready = post(browser, "/app/account", "/app/account/verification", Map.of());
        assertThat(verifiedAlready.status()).isEqualTo(400);
        assertThat(verifiedAlready.body()).contains("is verified already");
    }

    @Test
    void resending_past_the_mail_limit_is_refused_and_the_page_says_so() {
        var person = signedIn();
        var before = mailsTo(person.email());
        for (int i = before; i < MAILS_PER_ADDRESS; i++) {
            assertThat(post(person.browser(), "/app/account", "/app/account/verification", Map.of())
                            .status())
                    .isEqualTo(303);
        }
        var refused = post(person.browser(), "/app/account", "/app/account/verification", Map.of());
        assertThat(refused.status()).isEqualTo(429);
        assertThat(refused.body())
                .contains("Not sent: mail to " + person.email() + " is limited to " + MAILS_PER_ADDRESS
                        + " messages an hour. Try again in ");
        assertThat(stack.mail().orElseThrow().await(person.email(), MAILS_PER_ADDRESS))
                .hasSize(MAILS_PER_ADDRESS);
    }

    @Test
    void a_new_address_replaces_the_old_only_once_its_link_is_confirmed_and_the_old_one_is_told() {
        var person = signedIn();
        var browser = person.browser();
        var newEmail = "moved-" + UUID.randomUUID().toString().substring(0, 8) + "@example.com";
        var wrongPassword = post(
                browser,
                "/app/account",
                "/app/account/email",
                Map.of("email", newEmail, "password", "not my password"));
        assertThat(wrongPassword.status()).isEqualTo(400);
        assertThat(wrongPassword.body()).contains("Not your current password").contains("value=\"" + newEmail + "\"");
        assertThat(post(
                                browser,
                                "/app/account",
                                "/app/account/email",
                                Map.of("email", "nope", "password", person.password()))
                        .body())
                .contains("Not an email address");
        assertThat(post(
                                browser,
                                "/app/account",
                                "/app/account/email",
                                Map.of("email", person.email().toUpperCase(Locale.ROOT), "password", person.password()))
                        .body())
                .contains("is your address already");
        assertThat(mailsTo(newEmail)).isZero();

        var asked = post(
                browser,
                "/app/account",
                "/app/account/email",
                Map.of("email", newEmail, "password", person.password()));
        assertThat(asked.status()).isEqualTo(303);
        var account = browser.get(asked.location()).body();
        assertThat(account)
                .contains("A confirmation link is on its way")
                .contains("id=\"pending-email\">" + newEmail)
                .contains("id=\"cancel-change\"");
        assertThat(signInStatus(person.email(), person.password()))
                .as("the old address still signs in")
                .isEqualTo(303);
        assertThat(signInStatus(newEmail, person.password()))
                .as("the new one not yet")
                .isEqualTo(401);

        var path = mailedLink(newEmail, 1);
        assertThat(path).contains("/chg_");
        var anyone = new BrowserSession(base);
        assertThat(anyone.get(path).body()).contains("Confirm your new email").contains(newEmail);
        assertThat(user(person.userId()).getString("email")).isEqualTo(person.email());
        var oldMails = mailsTo(person.email());
        var confirmed = post(anyone, path, path, Map.of());
        assertThat(confirmed.status()).isEqualTo(200);
        assertThat(confirmed.body()).contains("Your sign-in email is now <b>" + newEmail + "</b>");
        assertThat(user(person.userId()).getString("email")).isEqualTo(newEmail);
        assertThat(user(person.userId()).getValue("email_verified_at"))
                .as("the new address is verified")
                .isNotNull();

        assertThat(signInStatus(person.email(), person.password()))
                .as("the old address")
                .isEqualTo(401);
        assertThat(signInStatus(newEmail, person.password())).isEqualTo(303);
        var notice =
                stack.mail().orElseThrow().await(person.email(), oldMails + 1).get(oldMails);
        assertThat(notice.subject()).isEqualTo("Your Sigment sign-in email was changed");
        assertThat(notice.text()).contains(person.email()).contains(newEmail);
        assertThat(browser.get("/app/account").body())
                .contains("id=\"current-email\">" + newEmail)
                .contains(">verified<")
                .doesNotContain("pending-email");
        assertThat(anyone.get(path).status()).as("used").isEqualTo(410);
    }

    @Test
    void a_pending_change_is_cancelled_and_a_newer_one_replaces_the_older_link() {
        var person = signedIn();
        var first = "first-" + UUID.randomUUID().toString().substring(0, 8) + "@example.com";
        var second = "second-" + UUID.randomUUID().toString().substring(0, 8) + "@example.com";
        post(
                person.browser(),
                "/app/account",
                "/app/account/email",
                Map.of("email", first, "password", person.password()));
        var firstLink = mailedLink(first, 1);
        post(
                person.browser(),
                "/app/account",
                "/app/account/email",
                Map.of("email", second, "password", person.password()));
        var secondLink = mailedLink(second, 1);
        assertThat(new BrowserSession(base).get(firstLink).status())
                .as("replaced by the newer change")
                .isEqualTo(410);
        assertThat(person.browser().get("/app/account").body()).contains("id=\"pending-email\">" + second);

        var cancelled = post(person.browser(), "/app/account", "/app/account/email/cancel", Map.of());
        assertThat(cancelled.status()).isEqualTo(303);
        assertThat(person.browser().get(cancelled.location()).body())
                .contains("The change of address is cancelled")
                .doesNotContain("pending-email");
        var anyone = new BrowserSession(base);
        assertThat(anyone.get(secondLink).status()).isEqualTo(410);
        assertThat(post(anyone, "/app/sign-in", secondLink, Map.of()).status()).isEqualTo(410);
        assertThat(user(person.userId()).getString("email")).isEqualTo(person.email());
    }

    @Test
    void the_new_address_is_checked_again_when_its_link_is_used_ignoring_case() {
        var person = signedIn();
        var other = TestAccounts.newUser(stack);
        var wanted = "wanted-" + UUID.randomUUID().toString().substring(0, 8) + "@example.com";
        post(
                person.browser(),
                "/app/account",
                "/app/account/email",
                Map.of("email", wanted, "password", person.password()));
        var path = mailedLink(wanted, 1);
        sql("UPDATE accounts.users SET email = $2 WHERE user_id = $1", other.userId(), wanted.toUpperCase(Locale.ROOT));

        var anyone = new BrowserSession(base);
        var refused = post(anyone, path, path, Map.of());
        assertThat(refused.status()).isEqualTo(409);
        assertThat(refused.body()).contains("Another account uses " + wanted);
        assertThat(user(person.userId()).getString("email")).isEqualTo(person.email());

        var taken = post(
                person.browser(),
                "/app/account",
                "/app/account/email",
                Map.of("email", wanted, "password", person.password()));
        assertThat(taken.status()).isEqualTo(400);
        assertThat(taken.body()).contains("Another account uses " + wanted);
    }

    @Test
    void emails_are_unique_ignoring_case_and_sign_in_and_sign_up_ignore_case() {
        var person = signedIn();
        var upper = person.email().toUpperCase(Locale.ROOT);
        assertThat(signInStatus(upper, person.password())).isEqualTo(303);
        var pool = TestStack.pool(stack);
        try {
            assertThatThrownBy(() -> pool.preparedQuery(
                                    "INSERT INTO accounts.users (user_id, email, name) VALUES ($1, $2, " + "'Clash')")
                            .execute(Tuple.of(
                                    "usr_clash" + UUID.randomUUID().toString().substring(0, 8), upper))
                            .await())
                    .hasMessageContaining("users_email_lower_key");
            assertThat(pool.preparedQuery("SELECT count(*) FROM accounts.users WHERE lower(email) = lower($1)")
                            .execute(Tuple.of(upper))
                            .await()
                            .iterator()
                            .next()
                            .getLong(0))
                    .isEqualTo(1);
        } finally {
            pool.close();
        }

        var browser = new BrowserSession(base).from("198.51.100.233");
        var before = mailsTo(upper);
        var signUp = post(
                browser, "/app/sign-up", "/app/sign-up", Map.of("email", upper, "password", "a long enough password"));
        assertThat(signUp.status()).isEqualTo(200);
        var mails = stack.mail().orElseThrow().await(upper, before + 1);
        assertThat(mails.get(before).subject()).isEqualTo("You already have a Sigment account");
    }
}
