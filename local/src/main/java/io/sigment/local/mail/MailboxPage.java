package io.sigment.local.mail;

import static io.sigment.gateway.http.HtmlPages.escape;

import io.sigment.gateway.http.HtmlPages;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpServer;
import io.vertx.core.http.HttpServerRequest;
import java.util.List;
import java.util.function.Supplier;

/**
 * The demo's mailbox on 127.0.0.1 only: {@code /} lists every message the demo deployment sent (newest first),
 * {@code /messages/<n>} shows one (headers and plain text, links clickable), {@code /messages/<n>/html} its HTML part
 * as the recipient's mail program would (no scripts run: the page's policy allows none).
 */
public final class MailboxPage {
  private static final String STYLE = "pre{white-space:pre-wrap;word-break:break-word;background:#f6f8fa;padding:12px;"
      + "border-radius:6px}td{vertical-align:top}";

  private MailboxPage() {
  }

  public static Future<HttpServer> start(Vertx vertx, Supplier<List<ReceivedMail>> messages, int port) {
    return vertx.createHttpServer().requestHandler(request -> answer(request, messages.get()))
        .listen(port, "127.0.0.1");
  }

  private static void answer(HttpServerRequest request, List<ReceivedMail> messages) {
    var path = request.path();
    if (path.equals("/")) {
      send(request, 200, HtmlPages.page("Demo mailbox", "", list(messages), STYLE, ""));
      return;
    }
    var parts = path.split("/");
    if (parts.length >= 3 && parts[1].equals("messages") && parts[2].matches("\\d{1,9}")) {
      var number = Integer.parseInt(parts[2]);
      if (number >= 1 && number <= messages.size()) {
        var message = messages.get(number - 1);
        if (parts.length == 3) {
          send(request, 200, HtmlPages.page(message.subject(), "", one(message), STYLE, ""));
          return;
        }
        if (parts.length == 4 && parts[3].equals("html")) {
          send(request, 200, message.html());
          return;
        }
      }
    }
    send(request, 404, HtmlPages.page("Not found", "", "<p>No such message. <a href=\"/\">The mailbox</a></p>", STYLE,
        ""));
  }

  private static String list(List<ReceivedMail> messages) {
    var body = new StringBuilder("<h1>Demo mailbox</h1><p class=\"muted\">Every message this demo deployment sent, to "
        + "any address, kept by its own SMTP server on this machine while it runs (nothing leaves it).</p>");
    if (messages.isEmpty()) return body.append("<p id=\"empty\">No mail yet.</p>").toString();
    body.append("<table id=\"messages\"><tr><th>Received (UTC)</th><th>To</th><th>Subject</th></tr>");
    for (int i = messages.size() - 1; i >= 0; i--) {
      var message = messages.get(i);
      body.append("<tr><td>").append(escape(message.received().toString().replace('T', ' ').substring(0, 19)))
          .append("</td><td style=\"word-break:break-all\">").append(escape(message.to())).append("</td><td>")
          .append("<a href=\"/messages/").append(message.number()).append("\">").append(escape(message.subject()))
          .append("</a></td></tr>");
    }
    return body.append("</table>").toString();
  }

  private static String one(ReceivedMail message) {
    var text = escape(message.text()).replaceAll("(https?://[^\\s<]+)", "<a href=\"$1\">$1</a>");
    return "<p><a href=\"/\">All mail</a></p><h1 id=\"subject\">" + escape(message.subject()) + "</h1><table>"
        + "<tr><th>To</th><td id=\"to\">" + escape(message.to()) + "</td></tr>"
        + "<tr><th>From</th><td>" + escape(message.from()) + "</td></tr>"
        + "<tr><th>Message-ID</th><td style=\"word-break:break-all\">" + escape(message.messageId()) + "</td></tr>"
        + "</table><pre id=\"text\">" + text + "</pre>"
        + (message.html().isEmpty() ? "" : "<p><a href=\"/messages/" + message.number() + "/html\" id=\"html\">"
            + "The HTML version</a></p>");
  }

  private static void send(HttpServerRequest request, int status, String html) {
    request.response().setStatusCode(status).putHeader("Content-Type", "text/html; charset=utf-8")
        .putHeader("Cache-Control", "no-store").putHeader("Referrer-Policy", "no-referrer")
        .putHeader("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; img-src data:")
        .end(html);
  }
}
