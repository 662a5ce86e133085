package io.sigment.common.runtime;

import io.sigment.common.Config;
import io.sigment.common.Setting;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * What a service process outside {@code local} would quietly fall back to: the platform emulator's address or
 * credentials, sandbox payments (free credits), a localhost public URL. Each is a problem naming the setting to
 * fix; {@link ServiceMain} refuses to start while there is one, unless {@code SIGMENT_DEMO=true} says the
 * deployment is a demo on purpose.
 */
public final class ProductionConfig {
  private ProductionConfig() {
  }

  /** One line per problem, {@code SIGMENT_X: why}, for the services named in {@code modules}; empty when fine. */
  public static List<String> problems(Config config, Collection<String> modules) {
    var problems = new ArrayList<String>();
    if (Boolean.parseBoolean(config.get(Setting.DEMO))) return problems;
    if (modules.contains("scraper")) {
      unset(config, Setting.YOUTUBE_API_BASE, "would call the local platform emulator instead of YouTube", problems);
      unset(config, Setting.SCRAPER_API_BASE, "would call the local platform emulator instead of the scraping provider",
          problems);
      defaulted(config, Setting.YOUTUBE_API_KEY, "is the emulator's key", problems);
      defaulted(config, Setting.SCRAPER_API_TOKEN, "is the emulator's token", problems);
    }
    if (modules.contains("accounts")) {
      if (Boolean.parseBoolean(config.get(Setting.SANDBOX_PAYMENTS))) {
        problems.add(Setting.SANDBOX_PAYMENTS.env() + ": sandbox payments hand out credits for free");
      }
      if (config.optional(Setting.STRIPE_SECRET_KEY).isPresent()) {
        unset(config, Setting.STRIPE_WEBHOOK_SECRET, "is needed to credit paid Stripe checkouts", problems);
      }
    }
    if (modules.contains("gateway")) {
      unset(config, Setting.PUBLIC_BASE_URL, "agents and checkout links would be sent to localhost", problems);
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
