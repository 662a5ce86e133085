package io.sigment.local.mail;

import jakarta.mail.MessagingException;
import jakarta.mail.internet.MimeMessage;
import jakarta.mail.internet.MimeMultipart;
import java.io.IOException;
import java.time.Instant;
import java.util.Arrays;
import java.util.regex.Pattern;

/** One message the demo's SMTP server received, as its mailbox page shows it (number 1 is the first received). */
public record ReceivedMail(
        int number,
        Instant received,
        String to,
        String from,
        String subject,
        String messageId,
        String text,
        String html) {

    static ReceivedMail of(int number, MimeMessage message) {
        try {
            var dated = message.getReceivedDate() != null ? message.getReceivedDate() : message.getSentDate();
            var received = dated == null ? Instant.EPOCH : dated.toInstant();
            var to = String.join(
                    ", ",
                    Arrays.stream(message.getAllRecipients())
                            .map(Object::toString)
                            .toList());
            var ids = message.getHeader("Message-ID");
            return new ReceivedMail(
                    number,
                    received,
                    to,
                    String.join(
                            ", ",
                            Arrays.stream(message.getFrom())
                                    .map(Object::toString)
                                    .toList()),
                    message.getSubject(),
                    ids == null ? "" : ids[0],
                    part(message, "text/plain"),
                    part(message, "text/html"));
        } catch (MessagingException | IOException e) {
            throw new IllegalStateException("an unreadable message in the demo's mailbox", e);
        }
    }

    /** The first link in the plain text whose path starts with {@code path} (e.g. {@code /app/invitations/}). */
    public String link(String path) {
        var matcher = Pattern.compile("https?://[^\\s/]+" + Pattern.quote(path) + "\\S*")
                .matcher(text);
        if (!matcher.find()) throw new IllegalStateException("no link to " + path + " in:\n" + text);
        return matcher.group();
    }

    private static String part(MimeMessage message, String type) throws MessagingException, IOException {
        if (message.getContent() instanceof MimeMultipart multipart) {
            for (int i = 0; i < multipart.getCount(); i++) {
                var part = multipart.getBodyPart(i);
                if (part.isMimeType(type)) return String.valueOf(part.getContent());
            }
            return "";
        }
        return message.isMimeType(type) ? String.valueOf(message.getContent()) : "";
    }
}
