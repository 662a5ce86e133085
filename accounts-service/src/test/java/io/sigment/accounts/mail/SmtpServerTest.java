package io.sigment.accounts.mail;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.sigment.common.Config;
import io.sigment.common.Setting;
import io.vertx.ext.mail.LoginOption;
import io.vertx.ext.mail.StartTLSOptions;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** {@code SIGMENT_MAIL_SMTP_URL} and {@code SIGMENT_MAIL_FROM}: TLS as the scheme says, credentials, clear refusals. */
class SmtpServerTest {
    private static Config mail(String url, String from) {
        return Config.of(Map.of()).with(Setting.MAIL_SMTP_URL, url).with(Setting.MAIL_FROM, from);
    }

    @Test
    void smtp_requires_starttls_smtps_is_tls_and_credentials_are_url_decoded() {
        var starttls = SmtpServer.from(mail(
                        "smtp://user%40example.com:p%2Fss%3Aword@smtp.example.com",
                        "Sigment <no-reply@sigment.example.com>"))
                .orElseThrow();
        assertThat(starttls.mailConfig().getStarttls()).isEqualTo(StartTLSOptions.REQUIRED);
        assertThat(starttls.mailConfig().isSsl()).isFalse();
        assertThat(starttls.mailConfig().getPort()).isEqualTo(587);
        assertThat(starttls.mailConfig().getLogin()).isEqualTo(LoginOption.REQUIRED);
        assertThat(starttls.mailConfig().getUsername()).isEqualTo("user@example.com");
        assertThat(starttls.mailConfig().getPassword()).isEqualTo("p/ss:word");
        assertThat(starttls.mailConfig().getHostnameVerificationAlgorithm()).isEqualTo("HTTPS");
        assertThat(starttls.messageId("mail_abc")).isEqualTo("<mail_abc@sigment.example.com>");

        var tls = SmtpServer.from(mail("smtps://mail.example.com:2465", "no-reply@example.com"))
                .orElseThrow();
        assertThat(tls.mailConfig().isSsl()).isTrue();
        assertThat(tls.mailConfig().getPort()).isEqualTo(2465);
        assertThat(tls.mailConfig().getLogin()).isEqualTo(LoginOption.DISABLED);

        var plain = SmtpServer.from(mail("smtp+plain://127.0.0.1:2525", "no-reply@example.com"))
                .orElseThrow();
        assertThat(plain.mailConfig().getStarttls()).isEqualTo(StartTLSOptions.DISABLED);
        assertThat(SmtpServer.from(Config.of(Map.of()))).isEmpty();
    }

    @Test
    void a_wrong_url_or_sender_stops_the_start_naming_the_setting_without_showing_the_password() {
        assertThatThrownBy(() -> SmtpServer.from(mail("smtp+plain://smtp.example.com:25", "a@b.c")))
                .hasMessageStartingWith(
                        "SIGMENT_MAIL_SMTP_URL='smtp+plain://smtp.example.com:25' is wrong: smtp+plain (no "
                                + "encryption) is only for a server on this machine's loopback");
        assertThatThrownBy(() -> SmtpServer.from(mail("http://user:secret@smtp.example.com", "a@b.c")))
                .hasMessage(
                        "SIGMENT_MAIL_SMTP_URL='http://***@smtp.example.com' is wrong: the scheme must be smtp (STARTTLS), "
                                + "smtps (TLS) or smtp+plain (loopback only)")
                .message()
                .doesNotContain("secret");
        assertThatThrownBy(() -> SmtpServer.from(mail("smtp://user@smtp.example.com", "a@b.c")))
                .hasMessageContaining("give the user and the password as user:password@host");
        assertThatThrownBy(() -> SmtpServer.from(mail("smtp://smtp.example.com", "Sigment")))
                .hasMessage("SIGMENT_MAIL_FROM='Sigment' is not a sender address: give 'Name <address@domain>' or "
                        + "'address@domain'");
    }
}
