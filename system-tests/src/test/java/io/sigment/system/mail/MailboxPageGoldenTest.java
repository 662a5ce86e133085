package io.sigment.system.mail;

import static io.sigment.system.pages.GoldenPages.assertGolden;
import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.local.mail.MailboxPage;
import io.sigment.local.mail.ReceivedMail;
import io.vertx.core.Vertx;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** The demo mailbox's pages for two fixed messages are their golden HTML (issue 41 item 4), escaping included. */
@Tag("stack")
class MailboxPageGoldenTest {
    private final Vertx vertx = Vertx.vertx();
    private final HttpClient http = HttpClient.newHttpClient();

    @AfterEach
    void close() {
        vertx.close().await();
    }

    private String page(int port, String path, int status) throws Exception {
        var response = http.send(
                HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
                        .build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(response.statusCode()).as(path).isEqualTo(status);
        return response.body();
    }

    @Test
    void the_list_a_message_and_a_missing_one() throws Exception {
        var messages = List.of(
                new ReceivedMail(
                        1,
                        Instant.parse("2030-01-02T03:04:05Z"),
                        "ann@example.com",
                        "Sigment <no-reply@example.com>",
                        "Confirm <your> \"address\"",
                        "<abc.123@example.com>",
                        "Open https://sigment.example/app/confirm-email/abc?x=1&y=2 within 24 hours.\n<b>not bold</b>",
                        "<p>Open <a href=\"https://sigment.example/\">the link</a></p>"),
                new ReceivedMail(
                        2,
                        Instant.parse("2030-01-02T03:05:06Z"),
                        "bob@example.com",
                        "Sigment <no-reply@example.com>",
                        "Reset your password",
                        "",
                        "No link here.",
                        ""));
        var port = MailboxPage.start(vertx, () -> messages, 0).await().actualPort();
        assertGolden("mailbox/list", page(port, "/", 200));
        assertGolden("mailbox/message", page(port, "/messages/1", 200));
        assertGolden("mailbox/message-text-only", page(port, "/messages/2", 200));
        assertGolden("mailbox/not-found", page(port, "/messages/3", 404));
        var empty = MailboxPage.start(vertx, List::of, 0).await().actualPort();
        assertGolden("mailbox/empty", page(empty, "/", 200));
    }
}
