package io.sigment.web.mailbox;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * What the demo's mailbox pages ({@code mailbox/*.jte}, served by the {@code local} launcher on 127.0.0.1) show: the
 * list of every message the demo deployment sent, and one message's headers and plain text with its links clickable.
 */
public final class MailboxViews {
    /** The mailbox pages' rules after the app's own. */
    public static final String STYLE = "pre{white-space:pre-wrap;word-break:break-word;background:#f6f8fa;padding:12px;"
            + "border-radius:6px}td{vertical-align:top}";

    private static final Pattern LINK = Pattern.compile("https?://\\S+");

    private MailboxViews() {}

    /** A message's line in the list: {@code received} as "2030-01-02 03:04:05" (UTC). */
    public record Row(int number, String received, String to, String subject) {}

    /** The list, newest first. */
    public record Mailbox(List<Row> messages) {}

    /** A piece of a message's plain text: a link, or the text between links. */
    public record Part(String text, boolean link) {}

    /** One message; {@code hasHtml}: it has an HTML version, at {@code /messages/<number>/html}. */
    public record Message(
            int number, String subject, String to, String from, String messageId, List<Part> text, boolean hasHtml) {}

    /** {@code text} cut into its links ({@code http(s)://} up to the next space) and the text around them. */
    public static List<Part> parts(String text) {
        var parts = new ArrayList<Part>();
        var links = LINK.matcher(text);
        int at = 0;
        while (links.find()) {
            if (links.start() > at) parts.add(new Part(text.substring(at, links.start()), false));
            parts.add(new Part(links.group(), true));
            at = links.end();
        }
        if (at < text.length()) parts.add(new Part(text.substring(at), false));
        return List.copyOf(parts);
    }
}
