package io.sigment.system.app;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.local.LocalStack;
import io.sigment.system.testing.BrowserSession;
import io.sigment.system.testing.TestAccounts;
import io.sigment.system.testing.TestStack;
import io.vertx.sqlclient.Tuple;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Issue 39 item 2 over HTTP, as a browser meets it: "Create an account" on the sign-in page, the link mailed by the
 * stack's SMTP server, the account and its Free workspace made only when the link is confirmed, then signed in; the
 * link works once; an address that has an account gets the very same page (and a mail saying so).
 */
@Tag("stack")
class SignUpOverHttpTest {
    private static final String PASSWORD = "a long enough password";
    /** The gateway's sign-up forms per client address an hour ({@code SignUpPage.REQUESTS_PER_ADDRESS}). */
    private static final int FORMS_PER_ADDRESS = 20;

    private final LocalStack stack = TestStack.shared();
    private final String base = stack.config().publicBaseUrl();

    private static BrowserSession.Page signUp(BrowserSession browser, String email) {
        var form = browser.get("/app/sign-up");
        assertThat(form.status()).isEqualTo(200);
        return browser.postForm(
                "/app/sign-up", Map.of("csrf", form.hiddenFields().get("csrf"), "email", email, "password", PASSWORD));
    }

    private long accountsWith(String email) {
        var pool = TestStack.pool(stack);
        try {
            return pool.preparedQuery("SELECT count(*) FROM accounts.users WHERE lower(email) = lower($1)")
                    .execute(Tuple.of(email))
                    .await()
                    .iterator()
                    .next()
                    .getLong(0);
        } finally {
            pool.close();
        }
    }

    @Test
    void a_person_signs_up_opens_the_mailed_link_and_is_signed_in_to_a_free_workspace_once() {
        var browser = new BrowserSession(base);
        assertThat(browser.get("/app/sign-in").body())
                .contains("href=\"/app/sign-up\"")
                .contains("Create an account");
        var email = "new-" + UUID.randomUUID() + "@example.com";
        var sent = signUp(browser, email);
        assertThat(sent.status()).as(sent.body()).isEqualTo(200);
        assertThat(sent.body()).contains("Check your mail");
        assertThat(accountsWith(email))
                .as("no account before the link is opened")
                .isZero();

        var link = stack.mail()
                .orElseThrow()
                .await(email, 1)
                .get(0)
                .link("/app/sign-up/")
                .substring(base.length());
        var confirmPage = browser.get(link);
        assertThat(confirmPage.status()).isEqualTo(200);
        assertThat(accountsWith(email))
                .as("opening the link changes nothing by itself")
                .isZero();
        var wrong = browser.postForm(
                link, Map.of("csrf", confirmPage.hiddenFields().get("csrf"), "password", "not mine!!"));
        assertThat(wrong.status()).isEqualTo(400);
        assertThat(wrong.body()).contains("not the password chosen when signing up");
        var confirmed =
                browser.postForm(link, Map.of("csrf", confirmPage.hiddenFields().get("csrf"), "password", PASSWORD));
        assertThat(confirmed.status()).as(confirmed.body()).isEqualTo(303);
        assertThat(confirmed.location()).isEqualTo("/app");
        var app = browser.get("/app");
        assertThat(app.status()).isEqualTo(200);
        assertThat(app.body()).contains(email).contains("Personal workspace").contains("Free");
        assertThat(accountsWith(email)).isEqualTo(1);

        var again = new BrowserSession(base);
        var page = again.get(link);
        var reused = again.postForm(link, Map.of("csrf", page.hiddenFields().get("csrf"), "password", PASSWORD));
        assertThat(reused.status()).isEqualTo(400);
        assertThat(reused.body()).contains("this link was already used");
        assertThat(accountsWith(email)).isEqualTo(1);
    }

    @Test
    void an_address_that_has_an_account_gets_the_same_page_and_a_mail_saying_so() {
        var user = TestAccounts.newUser(stack);
        var taken = TestAccounts.email(user);
        var mail = stack.mail().orElseThrow();
        var before = mail.to(taken).size();
        var free = "new-" + UUID.randomUUID() + "@example.com";
        var takenPage = signUp(new BrowserSession(base), taken);
        var freePage = signUp(new BrowserSession(base), free);
        assertThat(takenPage.status()).isEqualTo(freePage.status()).isEqualTo(200);
        assertThat(takenPage.body().replace(taken, "EMAIL").replaceAll("name=\"csrf\" value=\"[^\"]*\"", ""))
                .isEqualTo(freePage.body().replace(free, "EMAIL").replaceAll("name=\"csrf\" value=\"[^\"]*\"", ""));
        var note = mail.await(taken, before + 1).get(before);
        assertThat(note.link("/app/sign-in")).isNotNull();
        assertThat(accountsWith(taken)).isEqualTo(1);
    }

    @Test
    void sign_up_forms_are_limited_per_client_address() {
        var browser = new BrowserSession(base).from("198.51.100." + (1 + (int) (Math.random() * 200)));
        BrowserSession.Page last = null;
        for (int i = 0; i <= FORMS_PER_ADDRESS; i++) {
            last = signUp(browser, "limited-" + i + "-" + UUID.randomUUID() + "@example.com");
        }
        assertThat(last.status()).isEqualTo(429);
        assertThat(last.body()).contains("Too many sign-up attempts");
    }
}
