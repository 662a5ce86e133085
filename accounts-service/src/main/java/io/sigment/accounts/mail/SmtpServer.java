package io.sigment.accounts.mail;

import io.sigment.common.Config;
import io.sigment.common.Setting;
import io.vertx.ext.mail.LoginOption;
import io.vertx.ext.mail.MailConfig;
import io.vertx.ext.mail.StartTLSOptions;
import java.net.InetAddress;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URLDecoder;
import java.net.UnknownHostException;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

/**
 * The SMTP server of {@code SIGMENT_MAIL_SMTP_URL} and the sender of {@code SIGMENT_MAIL_FROM}, checked when accounts
 * starts: {@code smtp://} requires STARTTLS, {@code smtps://} is TLS from the first byte, {@code smtp+plain://} is
 * unencrypted and only to a loopback address. A wrong value stops the process with a message naming the setting.
 */
public record SmtpServer(MailConfig mailConfig, String from, String domain) {
    private static final int CONNECT_TIMEOUT_MS = 10_000;
    private static final int IDLE_TIMEOUT_SECONDS = 30;

    /** The configured server, or empty when {@code SIGMENT_MAIL_SMTP_URL} is not set (a demo without mail). */
    public static Optional<SmtpServer> from(Config config) {
        var url = config.optional(Setting.MAIL_SMTP_URL);
        if (url.isEmpty()) return Optional.empty();
        var from = config.get(Setting.MAIL_FROM).strip();
        return Optional.of(new SmtpServer(mailConfig(url.get()), from, domainOf(from)));
    }

    /** The Message-ID of the outbox row {@code mailId}: the same at every attempt, so a resend is the same message. */
    public String messageId(String mailId) {
        return "<" + mailId + "@" + domain + ">";
    }

    static MailConfig mailConfig(String url) {
        URI uri;
        try {
            uri = new URI(url);
        } catch (URISyntaxException e) {
            throw wrong(url, "not a URL (" + e.getReason() + ")");
        }
        var scheme = uri.getScheme() == null ? "" : uri.getScheme();
        var host = uri.getHost();
        if (host == null || host.isEmpty()) throw wrong(url, "it names no host");
        var config = new MailConfig()
                .setHostname(host)
                .setConnectTimeout(CONNECT_TIMEOUT_MS)
                .setIdleTimeout(IDLE_TIMEOUT_SECONDS)
                .setHostnameVerificationAlgorithm("HTTPS")
                .setKeepAlive(false);
        switch (scheme) {
            case "smtp" ->
                config.setStarttls(StartTLSOptions.REQUIRED).setSsl(false).setPort(port(uri, 587));
            case "smtps" ->
                config.setStarttls(StartTLSOptions.DISABLED).setSsl(true).setPort(port(uri, 465));
            case "smtp+plain" -> {
                if (!loopback(host)) {
                    throw wrong(
                            url,
                            "smtp+plain (no encryption) is only for a server on this machine's loopback; use smtp:// "
                                    + "(STARTTLS) or smtps:// (TLS)");
                }
                config.setStarttls(StartTLSOptions.DISABLED).setSsl(false).setPort(port(uri, 25));
            }
            default ->
                throw wrong(url, "the scheme must be smtp (STARTTLS), smtps (TLS) or smtp+plain (loopback only)");
        }
        var userInfo = uri.getRawUserInfo();
        if (userInfo == null || userInfo.isEmpty()) return config.setLogin(LoginOption.DISABLED);
        var colon = userInfo.indexOf(':');
        if (colon < 0) throw wrong(url, "give the user and the password as user:password@host");
        return config.setLogin(LoginOption.REQUIRED)
                .setUsername(decode(userInfo.substring(0, colon)))
                .setPassword(decode(userInfo.substring(colon + 1)));
    }

    static String domainOf(String from) {
        var address = from.contains("<") && from.endsWith(">")
                ? from.substring(from.lastIndexOf('<') + 1, from.length() - 1)
                : from;
        var at = address.lastIndexOf('@');
        if (at <= 0 || at == address.length() - 1 || address.chars().anyMatch(c -> c <= ' ' || c == '<' || c == '>')) {
            throw new IllegalArgumentException(Setting.MAIL_FROM.env() + "='" + from + "' is not a sender address: "
                    + "give 'Name <address@domain>' or 'address@domain'");
        }
        return address.substring(at + 1);
    }

    private static int port(URI uri, int standard) {
        return uri.getPort() < 0 ? standard : uri.getPort();
    }

    private static boolean loopback(String host) {
        if (host.equals("localhost")) return true;
        try {
            var literal = host.startsWith("[") ? host.substring(1, host.length() - 1) : host;
            return literal.chars().allMatch(c -> Character.digit(c, 16) >= 0 || c == '.' || c == ':')
                    && InetAddress.getByName(literal).isLoopbackAddress();
        } catch (UnknownHostException e) {
            return false;
        }
    }

    private static String decode(String part) {
        return URLDecoder.decode(part, StandardCharsets.UTF_8);
    }

    /** The value is hidden: it may hold the server's password. */
    private static IllegalArgumentException wrong(String url, String why) {
        var shown = url.replaceAll("//[^@/]*@", "//***@");
        return new IllegalArgumentException(Setting.MAIL_SMTP_URL.env() + "='" + shown + "' is wrong: " + why);
    }
}
