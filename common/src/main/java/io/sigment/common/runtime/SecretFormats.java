package io.sigment.common.runtime;

import io.sigment.common.Config;
import io.sigment.common.Setting;
import java.net.URI;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The shape a production value must have: each secret its provider's prefix and a minimum length, each public
 * address https. A value of the wrong shape is a typo or a test value that would fail later, at the first payment
 * or the first webhook; each problem names the setting and what it expects.
 */
final class SecretFormats {
    static final int MIN_WEBHOOK_SECRET_CHARS = 32;
    static final int MIN_STRIPE_KEY_CHARS = 32;
    static final int MIN_OWN_SECRET_CHARS = 32;
    static final int MIN_PROVIDER_TOKEN_CHARS = 20;
    private static final List<String> STRIPE_KEY_PREFIXES = List.of("sk_live_", "sk_test_", "rk_live_", "rk_test_");

    private SecretFormats() {}

    static void stripe(Config config, List<String> problems) {
        given(config, Setting.STRIPE_SECRET_KEY).ifPresent(key -> {
            if (STRIPE_KEY_PREFIXES.stream().noneMatch(key::startsWith) || key.length() < MIN_STRIPE_KEY_CHARS) {
                problems.add(Setting.STRIPE_SECRET_KEY.env()
                        + ": expected a Stripe secret or restricted key (sk_live_..., "
                        + "sk_test_..., rk_live_... or rk_test_..., at least " + MIN_STRIPE_KEY_CHARS + " characters)");
            }
        });
        given(config, Setting.STRIPE_WEBHOOK_SECRET).ifPresent(secret -> {
            if (!secret.startsWith("whsec_") || secret.length() < MIN_WEBHOOK_SECRET_CHARS) {
                problems.add(Setting.STRIPE_WEBHOOK_SECRET.env() + ": expected the webhook endpoint's signing secret "
                        + "(whsec_..., at least " + MIN_WEBHOOK_SECRET_CHARS + " characters)");
            }
        });
    }

    static void introspection(Config config, List<String> problems) {
        if (config.optional(Setting.INTROSPECTION_CLIENT_ID).isEmpty()) return;
        minimum(config, Setting.INTROSPECTION_CLIENT_SECRET, MIN_OWN_SECRET_CHARS, "random characters", problems);
    }

    static void shareTokens(Config config, List<String> problems) {
        minimum(config, Setting.SHARE_TOKEN_SECRET, MIN_OWN_SECRET_CHARS, "random characters", problems);
    }

    static void personKeys(Config config, List<String> problems) {
        for (var setting :
                List.of(Setting.PERSON_KEY_SECRET, Setting.PERSON_KEY_SECRET_PREVIOUS, Setting.PERSON_DENY_SECRET)) {
            minimum(config, setting, MIN_OWN_SECRET_CHARS, "random characters", problems);
        }
    }

    static void providerTokens(Config config, List<String> problems) {
        minimum(config, Setting.YOUTUBE_API_KEY, MIN_PROVIDER_TOKEN_CHARS, "characters (a Google API key)", problems);
        minimum(
                config,
                Setting.SCRAPER_API_TOKEN,
                MIN_PROVIDER_TOKEN_CHARS,
                "characters (the provider's API token)",
                problems);
    }

    /** {@code setting}, when set, must be an absolute https URL with a host. */
    static void https(Config config, Setting setting, List<String> problems) {
        given(config, setting).ifPresent(url -> {
            if (!isHttps(url)) {
                problems.add(setting.env() + ": expected an https:// URL with a host (agents, browsers and the payment "
                        + "provider are sent to it), not " + url);
            }
        });
    }

    private static boolean isHttps(String url) {
        try {
            var uri = new URI(url);
            return "https"
                            .equals(
                                    uri.getScheme() == null
                                            ? null
                                            : uri.getScheme().toLowerCase(Locale.ROOT))
                    && uri.getHost() != null
                    && !uri.getHost().isBlank();
        } catch (java.net.URISyntaxException e) {
            return false;
        }
    }

    /** A value set on purpose: not empty, not the development default, not the placeholder reported already. */
    private static Optional<String> given(Config config, Setting setting) {
        return config.optional(setting)
                .filter(value -> !value.equals(setting.defaultValue()))
                .filter(value -> !value.toUpperCase(Locale.ROOT).contains(ProductionConfig.PLACEHOLDER));
    }

    private static void minimum(Config config, Setting setting, int chars, String what, List<String> problems) {
        given(config, setting).ifPresent(value -> {
            if (value.strip().length() < chars) {
                problems.add(setting.env() + ": expected at least " + chars + " " + what + ", got "
                        + value.strip().length());
            }
        });
    }
}
