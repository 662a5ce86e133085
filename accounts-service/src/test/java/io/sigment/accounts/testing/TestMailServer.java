package io.sigment.accounts.testing;

import com.icegreen.greenmail.util.GreenMail;
import com.icegreen.greenmail.util.ServerSetup;
import io.sigment.common.testing.Eventually;
import io.sigment.common.testing.FreePorts;
import jakarta.mail.MessagingException;
import jakarta.mail.internet.MimeMessage;
import jakarta.mail.internet.MimeMultipart;
import java.io.IOException;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Pattern;

/** A real SMTP server (GreenMail) on a free loopback port: what accounts-service sent, as a mail server got it. */
public final class TestMailServer {
    private final int port = FreePorts.next();
    private GreenMail server;

    public TestMailServer() {
        start();
    }

    /** What accounts sets as {@code SIGMENT_MAIL_SMTP_URL}. */
    public String url() {
        return "smtp+plain://127.0.0.1:" + port;
    }

    /** Starts answering again (nothing when it runs). */
    public synchronized void start() {
        if (server != null && server.isRunning()) return;
        server = new GreenMail(new ServerSetup(port, "127.0.0.1", ServerSetup.PROTOCOL_SMTP));
        server.start();
    }

    /** Stops answering (connections are refused) until {@link #start}; what it received is forgotten. */
    public synchronized void stop() {
        server.stop();
    }

    /** Every message received for {@code recipient}, oldest first. */
    public List<MimeMessage> to(String recipient) {
        return Arrays.stream(server.getReceivedMessages())
                .filter(message -> recipients(message).contains(recipient))
                .toList();
    }

    /** Waits (up to 20 s) until {@code recipient} got {@code count} messages; answers them all. */
    public List<MimeMessage> await(String recipient, int count) {
        var got = Eventually.poll(
                Duration.ofSeconds(20), Duration.ofMillis(50), () -> to(recipient), mails -> mails.size() >= count);
        if (got.size() < count) throw new AssertionError(recipient + " got " + got.size() + " messages, not " + count);
        return got;
    }

    /** The first link in the message's plain text to a path starting with {@code path}, e.g. {@code /app/invitations/}. */
    public static String link(MimeMessage message, String path) {
        var matcher =
                Pattern.compile("https?://\\S+" + Pattern.quote(path) + "\\S*").matcher(part(message, "text/plain"));
        if (!matcher.find()) throw new AssertionError("no link to " + path + " in:\n" + part(message, "text/plain"));
        return matcher.group();
    }

    /** The message's part of {@code type} ({@code text/plain}, {@code text/html}) as text. */
    public static String part(MimeMessage message, String type) {
        try {
            if (message.getContent() instanceof MimeMultipart multipart) {
                for (int i = 0; i < multipart.getCount(); i++) {
                    var part = multipart.getBodyPart(i);
                    if (part.isMimeType(type)) return String.valueOf(part.getContent());
                }
                throw new AssertionError("no " + type + " part");
            }
            return String.valueOf(message.getContent());
        } catch (MessagingException | IOException e) {
            throw new IllegalStateException(e);
        }
    }

    public static String header(MimeMessage message, String name) {
        try {
            var values = message.getHeader(name);
            return values == null ? null : values[0];
        } catch (MessagingException e) {
            throw new IllegalStateException(e);
        }
    }

    private static List<String> recipients(MimeMessage message) {
        try {
            return Arrays.stream(message.getAllRecipients())
                    .map(Object::toString)
                    .toList();
        } catch (MessagingException e) {
            throw new IllegalStateException(e);
        }
    }
}
