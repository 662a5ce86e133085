package io.sigment.system.k8s;

import static io.sigment.system.k8s.KubernetesManifestsTest.container;
import static io.sigment.system.k8s.KubernetesManifestsTest.name;
import static io.sigment.system.k8s.Manifests.all;
import static io.sigment.system.k8s.Manifests.component;
import static io.sigment.system.k8s.Manifests.environment;
import static org.assertj.core.api.Assertions.assertThat;

import io.fabric8.kubernetes.api.model.apps.Deployment;
import io.sigment.common.Config;
import io.sigment.common.Setting;
import io.sigment.common.runtime.ProductionConfig;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The prod overlay with the documented Secret gives every service what it needs to start (no development
 * fallback); no overlay switches sandbox payments on.
 */
@Tag("kubernetes")
class ProductionSettingsTest {

    @Test
    void every_prod_service_starts_with_the_overlay_and_the_documented_secret() {
        var resources = Manifests.build("overlays/prod");
        for (var deployment : all(resources, Deployment.class)) {
            var env = filledIn(environment(container(deployment), resources));
            assertThat(env).as(name(deployment)).doesNotContainKey(Setting.DEMO.env());
            assertThat(ProductionConfig.problems(Config.of(env), List.of(component(deployment))))
                    .as(name(deployment))
                    .isEmpty();
        }
    }

    /** The Secret's values as an operator fills them in: each in its provider's format. */
    private static java.util.Map<String, String> filledIn(java.util.Map<String, String> env) {
        var real = java.util.Map.of(
                Setting.STRIPE_SECRET_KEY.env(), "sk_live_" + "k".repeat(99),
                Setting.STRIPE_WEBHOOK_SECRET.env(), "whsec_" + "w".repeat(32),
                Setting.YOUTUBE_API_KEY.env(), "AIza" + "y".repeat(35),
                Setting.SCRAPER_API_TOKEN.env(), "apify_api_" + "a".repeat(36),
                Setting.SHARE_TOKEN_SECRET.env(), "s".repeat(64),
                Setting.PERSON_KEY_SECRET.env(), "p".repeat(64),
                Setting.PERSON_DENY_SECRET.env(), "d".repeat(64));
        var filled = new java.util.HashMap<>(env);
        filled.replaceAll((key, value) -> value.startsWith("secret:") ? real.getOrDefault(key, value) : value);
        return filled;
    }

    @Test
    void without_the_secret_the_prod_scraper_and_accounts_name_what_is_missing() {
        var resources = Manifests.build("overlays/prod");
        var scraper = all(resources, Deployment.class).stream()
                .filter(d -> component(d).equals("scraper"))
                .findFirst()
                .orElseThrow();
        var env = new java.util.HashMap<>(environment(container(scraper), resources));
        env.remove(Setting.YOUTUBE_API_KEY.env());
        env.put(Setting.SANDBOX_PAYMENTS.env(), "true");
        assertThat(ProductionConfig.problems(Config.of(env), List.of("scraper", "accounts")))
                .anySatisfy(problem -> assertThat(problem).startsWith("SIGMENT_YOUTUBE_API_KEY "))
                .anySatisfy(problem -> assertThat(problem).startsWith("SIGMENT_SANDBOX_PAYMENTS: "));
    }

    @ParameterizedTest
    @ValueSource(strings = {"base", "overlays/dev", "overlays/prod"})
    void no_overlay_runs_sandbox_payments(String dir) {
        var resources = Manifests.build(dir);
        for (var deployment : all(resources, Deployment.class)) {
            assertThat(environment(container(deployment), resources))
                    .as(name(deployment))
                    .doesNotContainKey(Setting.SANDBOX_PAYMENTS.env());
        }
    }
}
