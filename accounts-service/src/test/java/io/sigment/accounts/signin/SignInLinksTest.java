package io.sigment.accounts.signin;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.accounts.testing.AccountsTestService;
import io.sigment.accounts.testing.TestMailServer;
import io.sigment.accounts.testing.TestWorkspace;
import io.sigment.common.Credentials;
import io.sigment.common.ToolError;
import io.sigment.common.testing.Eventually;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonObject;
import io.vertx.sqlclient.Tuple;
import jakarta.mail.internet.MimeMessage;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Issue 39 item 3 through accounts-service's bus actions: "forgot your password?" mails a single-use link (hashed at
 * rest, expiring) only to an address an account has, answering the same either way and at most three an hour per
 * account; using it sets the password, ends the account's sessions and clears its sign-in locks. A source's first
 * lock mails an unlock link that clears the locks, once.
 */
class SignInLinksTest {
    private static final String OLD = "old password 1";
    private static final String NEW = "new password 22";
    private final AccountsTestService accounts = AccountsTestService.shared();

    @AfterEach
    void unpinClock() {
        accounts.clock.reset();
    }

    private TestWorkspace person(String password) {
        var person = accounts.newWorkspace("free");
        new SessionsStore(accounts.pool)
                .setPasswordHash(person.userId(), Passwords.hash(password))
                .await();
        return person;
    }

    private static String email(TestWorkspace person) {
        return person.userId() + "@test.sigment";
    }

    private JsonObject signIn(TestWorkspace person, String password, String client) {
        return accounts.ask(
                "sign_in",
                new JsonObject()
                        .put("email", email(person))
                        .put("password", password)
                        .put("client", client)
                        .put("device_sha256", ""));
    }

    private boolean sessionActive(String sessionToken) {
        return accounts.ask("app_session", new JsonObject().put("session_sha256", Credentials.sha256Hex(sessionToken)))
                .getBoolean("active");
    }

    /** Asks for a reset of {@code person} and answers the token of the link mailed to them. */
    private String mailedResetToken(TestWorkspace person) {
        var before = resetMails(person).size();
        assertThat(accounts.ask("request_password_reset", new JsonObject().put("email", email(person))))
                .isEqualTo(new JsonObject());
        Eventually.await(
                "a reset mail to " + email(person),
                Duration.ofSeconds(20),
                Duration.ofMillis(50),
                () -> resetMails(person).size() > before);
        var link = TestMailServer.link(resetMails(person).get(before), "/app/reset-password/");
        return link.substring(link.lastIndexOf('/') + 1);
    }

    private List<MimeMessage> resetMails(TestWorkspace person) {
        return accounts.mail.to(email(person)).stream()
                .filter(message -> "Reset your Sigment password".equals(TestMailServer.header(message, "Subject")))
                .toList();
    }

    private JsonObject show(String token) {
        return accounts.ask("show_sign_in_link", new JsonObject().put("token", token));
    }

    private ToolError resetRefused(String token, String password) {
        return accounts.refused(
                "reset_password", new JsonObject().put("token", token).put("password", password));
    }

    private long queuedTo(String email) {
        return accounts.pool
                .preparedQuery("SELECT count(*) AS n FROM accounts.mail_outbox WHERE lower(recipient) = lower($1)")
                .execute(Tuple.of(email))
                .await()
                .iterator()
                .next()
                .getLong("n");
    }

    /** Five wrong passwords from {@code client}: its sixth attempt is locked. */
    private void lockOut(TestWorkspace person, String client) {
        for (int i = 0; i < 5; i++)
            assertThat(signIn(person, "wrong password " + i, client).getBoolean("signed_in"))
                    .isFalse();
        assertThat(signIn(person, OLD, client).getLong("locked_seconds")).isPositive();
    }

    @Test
    void a_reset_link_sets_the_password_ends_every_session_clears_the_locks_and_works_once() {
        var person = person(OLD);
        var session = signIn(person, OLD, "203.0.113.1").getString("session_token");
        assertThat(sessionActive(session)).isTrue();
        lockOut(person, "198.51.100.7");

        var token = mailedResetToken(person);
        assertThat(token).startsWith("pwr_");
        assertThat(show(token))
                .isEqualTo(new JsonObject()
                        .put("status", "open")
                        .put("purpose", "reset")
                        .put("email", email(person)));
        var stored = accounts.pool
                .preparedQuery(
                        "SELECT token_hash FROM accounts.sign_in_links WHERE user_id = $1 " + "AND purpose = 'reset'")
                .execute(Tuple.of(person.userId()))
                .await()
                .iterator()
                .next();
        assertThat(stored.getBuffer("token_hash")).isEqualTo(Buffer.buffer(Credentials.sha256(token)));

        var tooShort = resetRefused(token, "short");
        assertThat(tooShort.kind()).isEqualTo(ToolError.Kind.INVALID_ARGUMENTS);
        assertThat(tooShort.getMessage()).contains("password: 10-200 characters");
        assertThat(show(token).getString("status")).isEqualTo("open");

        assertThat(accounts.ask(
                                "reset_password",
                                new JsonObject().put("token", token).put("password", NEW))
                        .getBoolean("reset"))
                .isTrue();
        assertThat(sessionActive(session)).isFalse();
        assertThat(signIn(person, NEW, "198.51.100.7").getBoolean("signed_in")).isTrue();
        assertThat(signIn(person, OLD, "203.0.113.1").getBoolean("signed_in")).isFalse();

        assertThat(resetRefused(token, "another password 3").getMessage())
                .contains("this link was already used; each link works once");
        assertThat(show(token).getString("status")).isEqualTo("used");
        assertThat(signIn(person, "another password 3", "203.0.113.1").getBoolean("signed_in"))
                .isFalse();
    }

    @Test
    void an_unknown_address_gets_the_same_answer_and_no_mail() {
        var nobody = "nobody-" + System.nanoTime() + "@test.sigment";
        assertThat(accounts.ask("request_password_reset", new JsonObject().put("email", nobody)))
                .isEqualTo(new JsonObject());
        assertThat(queuedTo(nobody)).isZero();
    }

    @Test
    void an_account_gets_three_reset_mails_an_hour_then_the_same_answer_and_none() {
        var person = person(OLD);
        for (int i = 0; i < SignInLinks.RESETS_PER_HOUR; i++) mailedResetToken(person);
        assertThat(accounts.ask(
                        "request_password_reset",
                        new JsonObject().put("email", email(person).toUpperCase())))
                .isEqualTo(new JsonObject());
        assertThat(queuedTo(email(person))).isEqualTo(SignInLinks.RESETS_PER_HOUR);
        accounts.clock.advance(Duration.ofMinutes(61));
        mailedResetToken(person);
    }

    @Test
    void a_reset_link_expires_after_an_hour_and_a_newer_one_still_works() {
        var person = person(OLD);
        var old = mailedResetToken(person);
        accounts.clock.advance(Duration.ofMinutes(61));
        assertThat(show(old).getString("status")).isEqualTo("expired");
        assertThat(resetRefused(old, NEW).getMessage()).contains("this link expired");
        var fresh = mailedResetToken(person);
        accounts.ask("reset_password", new JsonObject().put("token", fresh).put("password", NEW));
        assertThat(signIn(person, NEW, "203.0.113.9").getBoolean("signed_in")).isTrue();
    }

    @Test
    void a_first_lock_mails_an_unlock_link_that_clears_every_lock_once_and_is_no_reset_link() {
        var person = person(OLD);
        lockOut(person, "198.51.100.8");
        var message = accounts.mail.await(email(person), 1).get(0);
        assertThat(TestMailServer.header(message, "Subject")).isEqualTo("Sign-in to your Sigment account was locked");
        assertThat(TestMailServer.part(message, "text/plain")).contains("from the address 198.51.100.8");
        var link = TestMailServer.link(message, "/app/unlock/");
        var token = link.substring(link.lastIndexOf('/') + 1);
        assertThat(show(token).getString("purpose")).isEqualTo("unlock");
        assertThat(resetRefused(token, NEW).getMessage()).contains("this is not a Sigment sign-in link");

        assertThat(accounts.ask("unlock_sign_in", new JsonObject().put("token", token))
                        .getBoolean("unlocked"))
                .isTrue();
        assertThat(signIn(person, OLD, "198.51.100.8").getBoolean("signed_in")).isTrue();
        assertThat(accounts.refused("unlock_sign_in", new JsonObject().put("token", token))
                        .getMessage())
                .contains("already used");
        assertThat(accounts.refused("unlock_sign_in", new JsonObject().put("token", "unl_made-up"))
                        .getMessage())
                .contains("not a Sigment sign-in link");
    }

    @Test
    void locks_from_many_addresses_mail_one_unlock_link_an_hour_and_leave_room_for_a_reset() {
        var person = person(OLD);
        for (int address = 1; address <= 6; address++) lockOut(person, "192.0.2." + address);
        assertThat(queuedTo(email(person))).isEqualTo(1);
        mailedResetToken(person);
        accounts.clock.advance(Duration.ofMinutes(61));
        lockOut(person, "192.0.2.99");
        assertThat(queuedTo(email(person))).isEqualTo(3);
    }
}
