package io.sigment.accounts.mail;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.sigment.accounts.testing.AccountsTestService;
import io.sigment.accounts.testing.TestMailServer;
import io.sigment.common.ToolError;
import io.sigment.common.db.StoredTime;
import io.sigment.common.testing.Eventually;
import io.vertx.core.Future;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.locks.LockSupport;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Issue 39 item 1: mail is durable work of accounts-service, sent through a real SMTP server. A row is written in
 * its cause's transaction (a rollback sends nothing), claimed under a lease by one of the service's two instances,
 * sent once with a Message-ID that a retry keeps; a claimer that dies leaves the row to another once its lease ends;
 * send limits hold per address and per account under parallel requests.
 */
class OutboxTest {
    private final AccountsTestService accounts = AccountsTestService.shared();
    private final OutboxStore store = new OutboxStore(accounts.pool);
    private final MailTemplates templates = new MailTemplates();

    @AfterEach
    void unpinClockAndServer() {
        accounts.clock.reset();
        accounts.mail.start();
    }

    private static String address() {
        return "person-" + UUID.randomUUID().toString().substring(0, 8) + "@example.com";
    }

    private MailMessage invitation(String to, String accountId) {
        return templates.render(
                MailKind.INVITATION,
                to,
                accountId,
                Map.of(
                        "inviter",
                        "Ann <Owner> & Co",
                        "workspace",
                        "Growth \"team\"",
                        "link",
                        "https://sigment.example.com/app/invitations/inv_x?a=1&b=2",
                        "expires",
                        "2026-12-05 10:00"));
    }

    private String enqueue(Outbox outbox, MailMessage message) {
        return store.inTransaction(tx -> outbox.enqueue(tx, message)).await();
    }

    private Outbox outbox(int perRecipient, int perAccount) {
        return new Outbox(store, accounts.clock, perRecipient, perAccount);
    }

    private Map<String, Object> row(String mailId) {
        var row = accounts.pool
                .preparedQuery("SELECT attempts, sent_at, last_error, body_text, lease_until "
                        + "FROM accounts.mail_outbox WHERE mail_id = $1")
                .execute(io.vertx.sqlclient.Tuple.of(mailId))
                .await()
                .iterator()
                .next();
        var values = new java.util.HashMap<String, Object>();
        values.put("attempts", row.getInteger("attempts"));
        values.put("sent", row.getOffsetDateTime("sent_at") != null);
        values.put("last_error", row.getString("last_error"));
        values.put("body_text", row.getString("body_text"));
        return values;
    }

    private void awaitRow(String mailId, java.util.function.Predicate<Map<String, Object>> condition) {
        Eventually.await("row " + mailId, Duration.ofSeconds(20), Duration.ofMillis(50), () -> row(mailId), condition);
    }

    @Test
    void a_queued_message_is_sent_once_as_text_and_escaped_html_with_its_message_id_and_its_body_is_then_emptied() {
        var to = address();
        var mailId = enqueue(outbox(5, 30), invitation(to, null));
        var received = accounts.mail.await(to, 1);
        assertThat(received).hasSize(1);
        var message = received.get(0);
        assertThat(TestMailServer.header(message, "Message-ID")).isEqualTo("<" + mailId + "@localhost>");
        assertThat(TestMailServer.header(message, "Subject"))
                .isEqualTo("Ann <Owner> & Co invites you to Growth \"team\" on Sigment");
        assertThat(TestMailServer.part(message, "text/plain"))
                .contains("https://sigment.example.com/app/invitations/inv_x?a=1&b=2");
        assertThat(TestMailServer.part(message, "text/html"))
                .contains("Ann &lt;Owner&gt; &amp; Co")
                .contains("<b>Growth &quot;team&quot;</b>")
                .contains("href=\"https://sigment.example.com/app/invitations/inv_x?a=1&amp;b=2\"")
                .doesNotContain("<Owner>");
        awaitRow(mailId, row -> (boolean) row.get("sent"));
        assertThat(row(mailId)).containsEntry("attempts", 1).containsEntry("body_text", "");
    }

    @Test
    void a_message_queued_in_a_transaction_that_rolls_back_is_never_sent() {
        var to = address();
        assertThatThrownBy(() -> store.inTransaction(tx -> outbox(5, 30)
                                .enqueue(tx, invitation(to, null))
                                .compose(id -> Future.failedFuture(new IllegalStateException("the cause failed"))))
                        .await())
                .hasMessage("the cause failed");
        assertThat(accounts.pool
                        .preparedQuery("SELECT 1 FROM accounts.mail_outbox WHERE recipient = $1")
                        .execute(io.vertx.sqlclient.Tuple.of(to))
                        .await()
                        .size())
                .isZero();
    }

    @Test
    void a_claimed_but_unsent_row_whose_lease_expires_is_sent_by_another_claimer() {
        var to = address();
        // A claimer that takes the row in the transaction that queues it and then dies (never sends, never marks).
        var claimed = store.inTransaction(tx -> outbox(5, 30)
                        .enqueue(tx, invitation(to, null))
                        .compose(id -> {
                            var now = StoredTime.now(accounts.clock);
                            return tx.claim("sender_dead", now, now.plus(OutboxWorker.LEASE), 100);
                        }))
                .await();
        var mailId = claimed.stream()
                .filter(c -> c.recipient().equals(to))
                .findFirst()
                .orElseThrow()
                .mailId();
        LockSupport.parkNanos(Duration.ofSeconds(3).toNanos());
        assertThat(accounts.mail.to(to))
                .as("the lease holds: the live senders leave it alone")
                .isEmpty();

        accounts.clock.advance(OutboxWorker.LEASE.plusSeconds(1));
        var received = accounts.mail.await(to, 1);
        assertThat(TestMailServer.header(received.get(0), "Message-ID")).isEqualTo("<" + mailId + "@localhost>");
        awaitRow(mailId, row -> (boolean) row.get("sent"));
        assertThat(row(mailId)).containsEntry("attempts", 2);
        LockSupport.parkNanos(Duration.ofSeconds(2).toNanos());
        assertThat(accounts.mail.to(to)).as("sent once").hasSize(1);
    }

    @Test
    void a_send_the_server_refuses_is_retried_after_its_backoff_with_the_same_message_id() {
        var to = address();
        accounts.mail.stop();
        var mailId = enqueue(outbox(5, 30), invitation(to, null));
        awaitRow(mailId, row -> row.get("last_error") != null);
        assertThat(row(mailId)).containsEntry("attempts", 1).containsEntry("sent", false);
        accounts.mail.start();
        LockSupport.parkNanos(Duration.ofSeconds(2).toNanos());
        assertThat(accounts.mail.to(to)).as("not before its backoff").isEmpty();

        accounts.clock.advance(OutboxWorker.backoff(1).plusSeconds(1));
        var received = accounts.mail.await(to, 1);
        assertThat(TestMailServer.header(received.get(0), "Message-ID")).isEqualTo("<" + mailId + "@localhost>");
        awaitRow(mailId, row -> (boolean) row.get("sent"));
        assertThat(row(mailId)).containsEntry("attempts", 2);
    }

    @Test
    void retries_back_off_from_30_seconds_doubling_to_at_most_an_hour() {
        assertThat(List.of(1, 2, 3, 7, 8, 12).stream()
                        .map(OutboxWorker::backoff)
                        .toList())
                .containsExactly(
                        Duration.ofSeconds(30),
                        Duration.ofMinutes(1),
                        Duration.ofMinutes(2),
                        Duration.ofMinutes(32),
                        Duration.ofHours(1),
                        Duration.ofHours(1));
    }

    @Test
    void ten_parallel_messages_to_one_address_queue_exactly_its_hourly_limit_and_the_rest_are_told_when_to_retry() {
        var to = address();
        var outbox = outbox(5, 100);
        var results = IntStream.range(0, 10)
                .mapToObj(i -> store.inTransaction(tx -> outbox.enqueue(tx, invitation(to, null))))
                .toList();
        Future.join(results).otherwiseEmpty().await();
        assertThat(results.stream().filter(Future::succeeded)).hasSize(5);
        var refused = (ToolError) results.stream()
                .filter(Future::failed)
                .findFirst()
                .orElseThrow()
                .cause();
        assertThat(refused.kind()).isEqualTo(ToolError.Kind.RATE_LIMITED);
        assertThat(refused.getMessage())
                .startsWith("Rate limit reached: mail to " + to + " is limited to 5 messages an hour. Retry after ");
        accounts.clock.advance(Outbox.WINDOW.plusSeconds(1));
        assertThat(enqueue(outbox, invitation(to, null))).as("an hour later").startsWith("mail_");
    }

    @Test
    void one_account_causes_at_most_its_hourly_limit_of_messages_to_any_addresses() {
        var owner = accounts.newWorkspace("team");
        var outbox = outbox(5, 3);
        for (int i = 0; i < 3; i++) enqueue(outbox, invitation(address(), owner.userId()));
        assertThatThrownBy(() -> enqueue(outbox, invitation(address(), owner.userId())))
                .isInstanceOfSatisfying(
                        ToolError.class,
                        e -> assertThat(e.getMessage())
                                .startsWith(
                                        "Rate limit reached: one account may cause 3 messages an hour. Retry after "));
        assertThat(enqueue(outbox, invitation(address(), null)))
                .as("others are not held back")
                .startsWith("mail_");
    }

    @Test
    void an_accounts_service_given_a_wrong_mail_server_does_not_start_and_says_why() {
        var config = io.sigment.common.testing.TestConfig.node()
                .with(io.sigment.common.Setting.MAIL_SMTP_URL, "smtp+plain://smtp.example.com:25");
        assertThatThrownBy(() -> accounts.serviceNode
                        .deployVerticle(new io.sigment.accounts.AccountsVerticle(config))
                        .await())
                .hasMessageStartingWith("SIGMENT_MAIL_SMTP_URL='smtp+plain://smtp.example.com:25' is wrong: ");
    }
}
