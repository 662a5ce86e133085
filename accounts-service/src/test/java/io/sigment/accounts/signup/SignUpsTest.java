package io.sigment.accounts.signup;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.accounts.testing.AccountsTestService;
import io.sigment.accounts.testing.TestMailServer;
import io.sigment.common.Credentials;
import io.sigment.common.ToolError;
import io.vertx.core.json.JsonObject;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.Tuple;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Issue 39 item 2 through accounts-service's bus actions: a sign-up mails a single-use link that expires, the account
 * and its Free workspace exist only once it is confirmed with the chosen password, a taken address gets the same
 * answer (and a mail saying so), only hashes are stored, and addresses proven by a mailed link are marked verified.
 */
class SignUpsTest {
    private static final String PASSWORD = "a long enough password";
    private final AccountsTestService accounts = AccountsTestService.shared();

    @AfterEach
    void unpinClock() {
        accounts.clock.reset();
    }

    private static String newEmail() {
        return "new-" + UUID.randomUUID() + "@example.com";
    }

    private JsonObject request(String email, String password) {
        return accounts.ask(
                "request_sign_up", new JsonObject().put("email", email).put("password", password));
    }

    /** The token of the sign-up link in the {@code index}th message to {@code email}. */
    private String mailedToken(String email, int index) {
        var link = TestMailServer.link(accounts.mail.await(email, index + 1).get(index), "/app/sign-up/");
        return link.substring(link.lastIndexOf('/') + 1);
    }

    private JsonObject confirm(String token, String password) {
        return accounts.ask(
                "confirm_sign_up", new JsonObject().put("token", token).put("password", password));
    }

    private ToolError refusedConfirm(String token, String password) {
        return accounts.refused(
                "confirm_sign_up", new JsonObject().put("token", token).put("password", password));
    }

    private List<Row> rows(String sql, Tuple args) {
        var out = new ArrayList<Row>();
        accounts.pool.preparedQuery(sql).execute(args).await().forEach(out::add);
        return out;
    }

    @Test
    void the_mailed_link_confirmed_with_the_chosen_password_makes_a_verified_account_with_a_free_workspace_once() {
        var email = newEmail();
        assertThat(request(email, PASSWORD).encode()).isEqualTo("{}");
        assertThat(rows("SELECT 1 FROM accounts.users WHERE email = $1", Tuple.of(email)))
                .as("no account yet")
                .isEmpty();
        var mailed = accounts.mail.await(email, 1).get(0);
        assertThat(TestMailServer.header(mailed, "Subject")).contains("Confirm your email");
        var token = mailedToken(email, 0);
        assertThat(token).startsWith("sgn_");

        var pending = rows("SELECT * FROM accounts.sign_ups WHERE email = $1", Tuple.of(email));
        assertThat(pending).hasSize(1);
        assertThat(pending.get(0).getString("password_hash"))
                .startsWith("$argon2id$")
                .doesNotContain(PASSWORD);
        assertThat(pending.get(0).getBuffer("token_hash").getBytes()).isEqualTo(Credentials.sha256(token));
        for (int i = 0; i < pending.get(0).size(); i++) {
            assertThat(String.valueOf(pending.get(0).getValue(i)))
                    .as("no column holds the token")
                    .doesNotContain(token);
        }

        assertThat(refusedConfirm(token, "not the chosen password").getMessage())
                .contains("not the password chosen when signing up");
        var created = confirm(token, PASSWORD);
        assertThat(created.getString("email")).isEqualTo(email);
        assertThat(created.getString("role")).isEqualTo("owner");
        var user = rows("SELECT user_id, email_verified_at FROM accounts.users WHERE email = $1", Tuple.of(email));
        assertThat(user).hasSize(1);
        assertThat(user.get(0).getString("user_id")).isEqualTo(created.getString("user_id"));
        assertThat(user.get(0).getOffsetDateTime("email_verified_at")).isNotNull();
        var workspace = rows(
                "SELECT w.plan_id, m.role FROM accounts.workspaces w JOIN accounts.memberships m "
                        + "USING (workspace_id) WHERE m.user_id = $1",
                Tuple.of(created.getString("user_id")));
        assertThat(workspace).hasSize(1);
        assertThat(workspace.get(0).getString("plan_id")).isEqualTo("free");
        assertThat(workspace.get(0).getString("role")).isEqualTo("owner");

        assertThat(refusedConfirm(token, PASSWORD).getMessage()).contains("this link was already used");
        assertThat(rows("SELECT 1 FROM accounts.users WHERE email = $1", Tuple.of(email)))
                .hasSize(1);
    }

    @Test
    void a_taken_address_gets_the_same_answer_and_a_mail_saying_the_account_exists() {
        var existing = accounts.newWorkspace("free");
        var email = existing.userId() + "@test.sigment";
        var before = accounts.mail.to(email).size();
        assertThat(request(email, PASSWORD)).isEqualTo(request(newEmail(), PASSWORD));
        var mailed = accounts.mail.await(email, before + 1).get(before);
        assertThat(TestMailServer.header(mailed, "Subject")).isEqualTo("You already have a Sigment account");
        assertThat(TestMailServer.part(mailed, "text/plain"))
                .contains("/app/sign-in")
                .doesNotContain("/app/sign-up/");
        assertThat(rows("SELECT 1 FROM accounts.sign_ups WHERE email = $1", Tuple.of(email)))
                .isEmpty();
    }

    @Test
    void a_link_expires_after_24_hours_and_a_second_link_for_an_address_that_signed_up_is_refused() {
        var email = newEmail();
        request(email, PASSWORD);
        request(email, PASSWORD);
        var first = mailedToken(email, 0);
        var second = mailedToken(email, 1);
        accounts.clock.advance(SignUps.LINK_TTL.plus(Duration.ofSeconds(1)));
        assertThat(refusedConfirm(first, PASSWORD).getMessage()).contains("this link expired; sign up again");
        accounts.clock.reset();
        confirm(first, PASSWORD);
        assertThat(refusedConfirm(second, PASSWORD).getMessage()).contains("an account with " + email + " exists");
        assertThat(refusedConfirm("sgn_not-a-token", PASSWORD).getMessage()).contains("not a sign-up link");
    }

    @Test
    void bad_input_is_refused_before_anything_is_mailed() {
        var email = newEmail();
        assertThat(accounts.refused(
                                "request_sign_up",
                                new JsonObject().put("email", "no-at-sign").put("password", PASSWORD))
                        .getMessage())
                .contains("email: not an email address");
        assertThat(accounts.refused(
                                "request_sign_up",
                                new JsonObject().put("email", email).put("password", "short"))
                        .getMessage())
                .contains("password: 10-200 characters");
        assertThat(accounts.mail.to(email)).isEmpty();
    }

    @Test
    void the_outbox_limits_sign_up_mail_to_one_address() {
        var email = newEmail();
        for (int i = 0; i < 5; i++) request(email, PASSWORD);
        var error = accounts.refused(
                "request_sign_up", new JsonObject().put("email", email).put("password", PASSWORD));
        assertThat(error.kind()).isEqualTo(ToolError.Kind.RATE_LIMITED);
        assertThat(rows("SELECT 1 FROM accounts.sign_ups WHERE email = $1", Tuple.of(email)))
                .as("the sixth is not made")
                .hasSize(5);
    }

    @Test
    void accounts_made_before_are_unverified_and_invited_sign_ups_and_acceptances_are_verified() {
        var owner = accounts.newWorkspace("team");
        assertThat(rows("SELECT email_verified_at FROM accounts.users WHERE user_id = $1", Tuple.of(owner.userId()))
                        .get(0)
                        .getOffsetDateTime("email_verified_at"))
                .isNull();
        var email = newEmail();
        var token = accounts.invite(owner, email).getString("mailed_token");
        accounts.ask(
                "sign_up_invited",
                new JsonObject().put("token", token).put("name", "Invited").put("password", PASSWORD));
        assertThat(rows("SELECT email_verified_at FROM accounts.users WHERE email = $1", Tuple.of(email))
                        .get(0)
                        .getOffsetDateTime("email_verified_at"))
                .isNotNull();

        var member = accounts.newWorkspace("free");
        var invited = accounts.invite(owner, member.userId() + "@test.sigment").getString("mailed_token");
        accounts.ask(
                "accept_invitation",
                new JsonObject().put("user_id", member.userId()).put("token", invited));
        assertThat(rows("SELECT email_verified_at FROM accounts.users WHERE user_id = $1", Tuple.of(member.userId()))
                        .get(0)
                        .getOffsetDateTime("email_verified_at"))
                .as("accepting a mailed invitation proves the address")
                .isNotNull();
    }
}
