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
    assertThat(problems).extracting(p -> p.substring(0, p.indexOf(' ')).replace(":", "")).containsExactlyInAnyOrder(
        "SIGMENT_YOUTUBE_API_BASE", "SIGMENT_SCRAPER_API_BASE", "SIGMENT_YOUTUBE_API_KEY", "SIGMENT_SCRAPER_API_TOKEN",
        "SIGMENT_SANDBOX_PAYMENTS", "SIGMENT_PUBLIC_BASE_URL", "SIGMENT_SHARE_TOKEN_SECRET",
        "SIGMENT_PERSON_KEY_SECRET", "SIGMENT_PERSON_DENY_SECRET");
    assertThat(ProductionConfig.problems(Config.of(Map.of()), List.of("jobs", "analytics"))).isEmpty();
    assertThat(ProductionConfig.problems(Config.of(Map.of()).with(Setting.SHARE_TOKEN_SECRET, "s".repeat(32)),
        List.of("lists"))).isEmpty();
  }

  @Test
  void placeholder_secrets_of_the_example_and_loopback_metadata_documents_are_refused() {
    var example = Config.of(Map.of())
        .with(Setting.PUBLIC_BASE_URL, "https://sigment.example.com")
        .with(Setting.STRIPE_SECRET_KEY, "sk_live_CHANGE-ME")
        .with(Setting.STRIPE_WEBHOOK_SECRET, "whsec_CHANGE-ME")
        .with(Setting.SHARE_TOKEN_SECRET, "CHANGE-ME-at-least-32-random-characters")
        .with(Setting.CIMD_ALLOW_LOOPBACK, true);
    assertThat(ProductionConfig.problems(example, List.of("gateway", "accounts", "lists")))
        .extracting(p -> p.substring(0, p.indexOf(' ')).replace(":", "")).containsExactlyInAnyOrder(
            "SIGMENT_STRIPE_SECRET_KEY", "SIGMENT_STRIPE_WEBHOOK_SECRET", "SIGMENT_SHARE_TOKEN_SECRET",
            "SIGMENT_CIMD_ALLOW_LOOPBACK");
    assertThat(ProductionConfig.problems(example.with(Setting.DEMO, true), ALL)).isEmpty();
  }

  @Test
  void a_stripe_key_without_its_webhook_secret_is_a_problem_and_a_demo_has_none() {
    var stripe = Config.of(Map.of()).with(Setting.STRIPE_SECRET_KEY, "sk_live_x");
    assertThat(ProductionConfig.problems(stripe, List.of("accounts")))
        .containsExactly("SIGMENT_STRIPE_WEBHOOK_SECRET is not set: is needed to credit paid Stripe checkouts");
    assertThat(ProductionConfig.problems(Config.of(Map.of()).with(Setting.DEMO, true), ALL)).isEmpty();
  }
}
