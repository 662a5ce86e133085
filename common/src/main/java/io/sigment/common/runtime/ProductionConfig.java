package io.sigment.common.runtime;

import io.sigment.common.Config;
import io.sigment.common.Setting;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * What a service process outside {@code local} would quietly fall back to: the platform emulator's address or
 * credentials, sandbox payments (free credits), a localhost public URL, a share-token secret of its own making,
 * a placeholder value copied from the example Secret, loopback metadata documents, a secret not of its provider's
 * format or too short, a public address that is not https ({@link SecretFormats}). Each is a problem naming the setting
 * to
 * fix; {@link ServiceMain} refuses to start while there is one, unless {@code SIGMENT_DEMO=true} says the
 * deployment is a demo on purpose.
 */
public final class ProductionConfig {
    /** What the example Secret ({@code k8s/examples/sigment-secrets.yaml}) puts where a real value belongs. */
    static final String PLACEHOLDER = "CHANGE-ME";

    private ProductionConfig() {}

    /** One line per problem, {@code SIGMENT_X: why}, for the services named in {@code modules}; empty when fine. */
    public static List<String> problems(Config config, Collection<String> modules) {
        var problems = new ArrayList<String>();
        if (config.bool(Setting.DEMO)) return problems;
        for (var setting : Setting.values()) {
            var value = config.optional(setting).orElse("");
            if (value.toUpperCase(java.util.Locale.ROOT).contains(PLACEHOLDER)) {
                problems.add(setting.env() + " is a placeholder (" + PLACEHOLDER
                        + "), as in k8s/examples: set the real value");
            }
        }
        SecretFormats.https(config, Setting.PUBLIC_BASE_URL, problems);
        if (modules.contains("scraper")) {
            unset(
                    config,
                    Setting.YOUTUBE_API_BASE,
                    "would call the local platform emulator instead of YouTube",
                    problems);
            unset(
                    config,
                    Setting.SCRAPER_API_BASE,
                    "would call the local platform emulator instead of the scraping provider",
                    problems);
            defaulted(config, Setting.YOUTUBE_API_KEY, "is the emulator's key", problems);
            defaulted(config, Setting.SCRAPER_API_TOKEN, "is the emulator's token", problems);
            unset(
                    config,
                    Setting.PERSON_KEY_SECRET,
                    "engagers would be keyed under a secret written in the source code",
                    problems);
            unset(
                    config,
                    Setting.PERSON_DENY_SECRET,
                    "the deny list would be keyed under a secret written in the source " + "code",
                    problems);
            SecretFormats.providerTokens(config, problems);
            SecretFormats.personKeys(config, problems);
        }
        if (modules.contains("accounts")) {
            if (config.bool(Setting.SANDBOX_PAYMENTS)) {
                problems.add(Setting.SANDBOX_PAYMENTS.env() + ": sandbox payments hand out credits for free");
            }
            unset(
                    config,
                    Setting.MAIL_SMTP_URL,
                    "no mail could be sent (address verification, invitations, password " + "resets)",
                    problems);
            defaulted(
                    config,
                    Setting.MAIL_FROM,
                    "is the demo's sender address: set the address Sigment's mail comes from",
                    problems);
            if (config.optional(Setting.STRIPE_SECRET_KEY).isPresent()) {
                unset(config, Setting.STRIPE_WEBHOOK_SECRET, "is needed to credit paid Stripe checkouts", problems);
            }
            SecretFormats.stripe(config, problems);
        }
        if (modules.contains("accounts") && config.bool(Setting.CIMD_ALLOW_LOOPBACK)) {
            problems.add(Setting.CIMD_ALLOW_LOOPBACK.env() + ": OAuth client metadata documents could be fetched from "
                    + "this machine's own addresses over plain HTTP (for tests only)");
        }
        if (modules.contains("lists")) {
            unset(
                    config,
                    Setting.SHARE_TOKEN_SECRET,
                    "share links could not show their URL again after a restart",
                    problems);
            SecretFormats.shareTokens(config, problems);
        }
        if (modules.contains("gateway")) {
            unset(config, Setting.PUBLIC_BASE_URL, "agents and checkout links would be sent to localhost", problems);
            SecretFormats.introspection(config, problems);
            SecretFormats.https(config, Setting.AUTH_URL, problems);
            SecretFormats.https(config, Setting.DOCS_URL, problems);
        }
        return problems;
    }

    private static void unset(Config config, Setting setting, String why, List<String> problems) {
        if (config.optional(setting).isEmpty()) problems.add(setting.env() + " is not set: " + why);
    }

    private static void defaulted(Config config, Setting setting, String why, List<String> problems) {
        if (config.get(setting).equals(setting.defaultValue())) problems.add(setting.env() + " " + why);
    }
}
