package io.sigment.common.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.Config;
import io.sigment.common.Setting;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A service process outside {@code local} names every development fallback it would use, unless it is a demo. */
class ProductionConfigTest {
    private static final List<String> ALL = List.of("gateway", "accounts", "jobs", "scraper", "analytics", "lists");

    @Test
    void defaults_are_development_fallbacks_each_named_by_its_setting() {
        var problems = ProductionConfig.problems(Config.of(Map.of()).with(Setting.SANDBOX_PAYMENTS, true), ALL);
        assertThat(problems)
                .extracting(p -> p.substring(0, p.indexOf(' ')).replace(":", ""))
                .containsExactlyInAnyOrder(
                        "SIGMENT_YOUTUBE_API_BASE",
                        "SIGMENT_SCRAPER_API_BASE",
                        "SIGMENT_YOUTUBE_API_KEY",
                        "SIGMENT_SCRAPER_API_TOKEN",
                        "SIGMENT_SANDBOX_PAYMENTS",
                        "SIGMENT_PUBLIC_BASE_URL",
                        "SIGMENT_SHARE_TOKEN_SECRET",
                        "SIGMENT_MAIL_SMTP_URL",
                        "SIGMENT_MAIL_FROM",
                        "SIGMENT_PERSON_KEY_SECRET",
                        "SIGMENT_PERSON_DENY_SECRET");
        assertThat(ProductionConfig.problems(Config.of(Map.of()), List.of("jobs", "analytics")))
                .isEmpty();
        assertThat(ProductionConfig.problems(
                        Config.of(Map.of()).with(Setting.SHARE_TOKEN_SECRET, "s".repeat(32)), List.of("lists")))
                .isEmpty();
    }

    @Test
    void placeholder_secrets_of_the_example_and_loopback_metadata_documents_are_refused() {
        var example = Config.of(Map.of())
                .with(Setting.PUBLIC_BASE_URL, "https://sigment.example.com")
                .with(Setting.STRIPE_SECRET_KEY, "sk_live_CHANGE-ME")
                .with(Setting.STRIPE_WEBHOOK_SECRET, "whsec_CHANGE-ME")
                .with(Setting.SHARE_TOKEN_SECRET, "CHANGE-ME-at-least-32-random-characters")
                .with(Setting.CIMD_ALLOW_LOOPBACK, true)
                .with(Setting.MAIL_SMTP_URL, "smtp://sigment:CHANGE-ME@smtp.example.com:587")
                .with(Setting.MAIL_FROM, "Sigment <no-reply@sigment.example.com>");
        assertThat(ProductionConfig.problems(example, List.of("gateway", "accounts", "lists")))
                .extracting(p -> p.substring(0, p.indexOf(' ')).replace(":", ""))
                .containsExactlyInAnyOrder(
                        "SIGMENT_STRIPE_SECRET_KEY",
                        "SIGMENT_STRIPE_WEBHOOK_SECRET",
                        "SIGMENT_SHARE_TOKEN_SECRET",
                        "SIGMENT_CIMD_ALLOW_LOOPBACK",
                        "SIGMENT_MAIL_SMTP_URL");
        assertThat(ProductionConfig.problems(example.with(Setting.DEMO, true), ALL))
                .isEmpty();
    }

    @Test
    void a_stripe_key_without_its_webhook_secret_is_a_problem_and_a_demo_has_none() {
        var stripe = Config.of(Map.of())
                .with(Setting.STRIPE_SECRET_KEY, "sk_live_" + "x".repeat(24))
                .with(Setting.MAIL_SMTP_URL, "smtps://mail.example.com")
                .with(Setting.MAIL_FROM, "no-reply@example.com");
        assertThat(ProductionConfig.problems(stripe, List.of("accounts")))
                .containsExactly("SIGMENT_STRIPE_WEBHOOK_SECRET is not set: is needed to credit paid Stripe checkouts");
        assertThat(ProductionConfig.problems(Config.of(Map.of()).with(Setting.DEMO, true), ALL))
                .isEmpty();
    }

    @Test
    void an_accounts_process_without_a_mail_server_or_with_the_demo_sender_names_both() {
        assertThat(ProductionConfig.problems(Config.of(Map.of()), List.of("accounts")))
                .containsExactly(
                        "SIGMENT_MAIL_SMTP_URL is not set: no mail could be sent (address verification, invitations, password resets)",
                        "SIGMENT_MAIL_FROM is the demo's sender address: set the address Sigment's mail comes from");
    }

    @Test
    void each_secret_must_have_its_providers_format_and_the_public_url_https_each_refusal_naming_what_is_expected() {
        var wrong = Config.of(Map.of())
                .with(Setting.PUBLIC_BASE_URL, "http://sigment.example.com")
                .with(Setting.AUTH_URL, "ftp://auth.example.com")
                .with(Setting.STRIPE_SECRET_KEY, "pk_live_" + "a".repeat(40))
                .with(Setting.STRIPE_WEBHOOK_SECRET, "x")
                .with(Setting.SHARE_TOKEN_SECRET, "short")
                .with(Setting.INTROSPECTION_CLIENT_ID, "resource-server")
                .with(Setting.INTROSPECTION_CLIENT_SECRET, "secret")
                .with(Setting.YOUTUBE_API_BASE, "https://www.googleapis.com/youtube/v3")
                .with(Setting.SCRAPER_API_BASE, "https://api.apify.com")
                .with(Setting.YOUTUBE_API_KEY, "k")
                .with(Setting.SCRAPER_API_TOKEN, "t")
                .with(Setting.MAIL_SMTP_URL, "smtps://mail.example.com")
                .with(Setting.MAIL_FROM, "Sigment <no-reply@sigment.example.com>")
                .with(Setting.PERSON_KEY_SECRET, "p".repeat(31))
                .with(Setting.PERSON_DENY_SECRET, "d");
        assertThat(ProductionConfig.problems(wrong, ALL))
                .containsExactlyInAnyOrder(
                        "SIGMENT_PUBLIC_BASE_URL: expected an https:// URL with a host (agents, browsers and the payment provider "
                                + "are sent to it), not http://sigment.example.com",
                        "SIGMENT_AUTH_URL: expected an https:// URL with a host (agents, browsers and the payment provider "
                                + "are sent to it), not ftp://auth.example.com",
                        "SIGMENT_STRIPE_SECRET_KEY: expected a Stripe secret or restricted key (sk_live_..., sk_test_..., "
                                + "rk_live_... or rk_test_..., at least 32 characters)",
                        "SIGMENT_STRIPE_WEBHOOK_SECRET: expected the webhook endpoint's signing secret (whsec_..., at least 32 "
                                + "characters)",
                        "SIGMENT_SHARE_TOKEN_SECRET: expected at least 32 random characters, got 5",
                        "SIGMENT_INTROSPECTION_CLIENT_SECRET: expected at least 32 random characters, got 6",
                        "SIGMENT_YOUTUBE_API_KEY: expected at least 20 characters (a Google API key), got 1",
                        "SIGMENT_SCRAPER_API_TOKEN: expected at least 20 characters (the provider's API token), got 1",
                        "SIGMENT_PERSON_KEY_SECRET: expected at least 32 random characters, got 31",
                        "SIGMENT_PERSON_DENY_SECRET: expected at least 32 random characters, got 1");

        var right = wrong.with(Setting.PERSON_KEY_SECRET, "p".repeat(32))
                .with(Setting.PERSON_DENY_SECRET, "d".repeat(32))
                .with(Setting.PUBLIC_BASE_URL, "https://sigment.example.com")
                .with(Setting.AUTH_URL, "https://auth.example.com/realms/sigment")
                .with(Setting.STRIPE_WEBHOOK_SECRET, "whsec_" + "w".repeat(32))
                .with(Setting.SHARE_TOKEN_SECRET, "s".repeat(32))
                .with(Setting.INTROSPECTION_CLIENT_SECRET, "i".repeat(32))
                .with(Setting.YOUTUBE_API_KEY, "AIza" + "y".repeat(35))
                .with(Setting.SCRAPER_API_TOKEN, "apify_api_" + "a".repeat(36));
        for (var prefix : List.of("sk_live_", "sk_test_", "rk_live_", "rk_test_")) {
            assertThat(ProductionConfig.problems(right.with(Setting.STRIPE_SECRET_KEY, prefix + "k".repeat(24)), ALL))
                    .as(prefix)
                    .isEmpty();
        }
        assertThat(ProductionConfig.problems(wrong.with(Setting.DEMO, true), ALL))
                .isEmpty();
    }
}
