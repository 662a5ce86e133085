package io.sigment.local.mail;

import com.icegreen.greenmail.util.GreenMail;
import com.icegreen.greenmail.util.ServerSetup;
import io.sigment.common.Config;
import io.sigment.common.Setting;
import io.sigment.local.FreePort;
import io.vertx.core.Vertx;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.locks.LockSupport;

/**
 * The demo's own mail: an SMTP server (GreenMail) on loopback that accepts every message to any address and keeps it
 * in memory while the stack runs, and its mailbox page ({@link MailboxPage}) on {@code SIGMENT_MAILBOX_PORT}. Started
 * by {@code ./sigment up} (and the tests' stacks) unless {@code SIGMENT_MAIL_SMTP_URL} names a server of their own;
 * production never runs it.
 */
public final class LocalMail implements AutoCloseable {
    private final GreenMail smtp;
    private final int smtpPort;
    private final Vertx vertx;
    private final int pagePort;

    private LocalMail(GreenMail smtp, int smtpPort, Vertx vertx, int pagePort) {
        this.smtp = smtp;
        this.smtpPort = smtpPort;
        this.vertx = vertx;
        this.pagePort = pagePort;
    }

    /** Starts it unless the deployment sends through a server of its own. */
    public static Optional<LocalMail> startIfNeeded(Config config) {
        if (config.optional(Setting.MAIL_SMTP_URL).isPresent()) return Optional.empty();
        var port = FreePort.any("the demo's SMTP server");
        var smtp = new GreenMail(new ServerSetup(port, "127.0.0.1", ServerSetup.PROTOCOL_SMTP));
        smtp.start();
        var vertx = Vertx.vertx();
        try {
            var server = MailboxPage.start(vertx, () -> messagesOf(smtp), config.integer(Setting.MAILBOX_PORT))
                    .await();
            return Optional.of(new LocalMail(smtp, port, vertx, server.actualPort()));
        } catch (RuntimeException e) {
            smtp.stop();
            vertx.close();
            throw e;
        }
    }

    /** What the stack's accounts-service sends through. */
    public Config applyTo(Config config) {
        return config.with(Setting.MAIL_SMTP_URL, "smtp+plain://127.0.0.1:" + smtpPort);
    }

    /** The mailbox page's address. */
    public String pageUrl() {
        return "http://127.0.0.1:" + pagePort + "/";
    }

    /** Every message received, oldest first. */
    public List<ReceivedMail> messages() {
        return messagesOf(smtp);
    }

    private static List<ReceivedMail> messagesOf(GreenMail smtp) {
        var received = smtp.getReceivedMessages();
        var messages = new ArrayList<ReceivedMail>(received.length);
        for (int i = 0; i < received.length; i++) messages.add(ReceivedMail.of(i + 1, received[i]));
        return messages;
    }

    /** The messages to {@code address}, oldest first. */
    public List<ReceivedMail> to(String address) {
        return messages().stream().filter(m -> m.to().equalsIgnoreCase(address)).toList();
    }

    /** Waits (up to 30 s) until {@code address} got {@code count} messages; answers them all. */
    public List<ReceivedMail> await(String address, int count) {
        var deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        while (true) {
            var got = to(address);
            if (got.size() >= count) return got;
            if (System.nanoTime() > deadline)
                throw new AssertionError(address + " got " + got.size() + " messages, not " + count);
            LockSupport.parkNanos(Duration.ofMillis(50).toNanos());
        }
    }

    @Override
    public void close() {
        smtp.stop();
        vertx.close().await();
    }
}
