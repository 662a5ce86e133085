package io.sigment.local.mail;

import io.sigment.web.Templates;
import io.sigment.web.mailbox.MailboxViews;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpServer;
import io.vertx.core.http.HttpServerRequest;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The demo's mailbox on 127.0.0.1 only: {@code /} lists every message the demo deployment sent (newest first),
 * {@code /messages/<n>} shows one (headers and plain text, links clickable), {@code /messages/<n>/html} its HTML part
 * as the recipient's mail program would (no scripts run: the page's policy allows none).
 */
public final class MailboxPage {
    private MailboxPage() {}

    public static Future<HttpServer> start(Vertx vertx, Supplier<List<ReceivedMail>> messages, int port) {
        return vertx.createHttpServer()
                .requestHandler(request -> answer(request, messages.get()))
                .listen(port, "127.0.0.1");
    }

    private static void answer(HttpServerRequest request, List<ReceivedMail> messages) {
        var path = request.path();
        if (path.equals("/")) {
            send(request, 200, Templates.render("mailbox/list.jte", list(messages)));
            return;
        }
        var parts = path.split("/");
        if (parts.length >= 3 && parts[1].equals("messages") && parts[2].matches("\\d{1,9}")) {
            var number = Integer.parseInt(parts[2]);
            if (number >= 1 && number <= messages.size()) {
                var message = messages.get(number - 1);
                if (parts.length == 3) {
                    send(
                            request,
                            200,
                            Templates.render(
                                    "mailbox/message.jte",
                                    new MailboxViews.Message(
                                            message.number(),
                                            message.subject(),
                                            message.to(),
                                            message.from(),
                                            message.messageId(),
                                            MailboxViews.parts(message.text()),
                                            !message.html().isEmpty())));
                    return;
                }
                if (parts.length == 4 && parts[3].equals("html")) {
                    send(request, 200, message.html());
                    return;
                }
            }
        }
        send(request, 404, Templates.render("mailbox/not-found.jte", Map.of()));
    }

    /** Newest first. */
    private static MailboxViews.Mailbox list(List<ReceivedMail> messages) {
        var rows = new ArrayList<MailboxViews.Row>(messages.size());
        for (int i = messages.size() - 1; i >= 0; i--) {
            var message = messages.get(i);
            rows.add(new MailboxViews.Row(
                    message.number(),
                    message.received().toString().replace('T', ' ').substring(0, 19),
                    message.to(),
                    message.subject()));
        }
        return new MailboxViews.Mailbox(rows);
    }

    private static void send(HttpServerRequest request, int status, String html) {
        request.response()
                .setStatusCode(status)
                .putHeader("Content-Type", "text/html; charset=utf-8")
                .putHeader("Cache-Control", "no-store")
                .putHeader("Referrer-Policy", "no-referrer")
                .putHeader("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; img-src data:")
                .end(html);
    }
}
