package io.sigment.gateway.docs;

import io.sigment.common.Config;
import io.sigment.common.Setting;
import java.util.Map;

/** Values the hand-written pages refer to as {@code {{name}}}: this deployment's addresses and its settings. */
final class SiteVariables {
  private SiteVariables() {
  }

  static Map<String, String> of(Config config) {
    return Map.of("base_url", config.publicBaseUrl(), "settings_table", settingsTable());
  }

  /** Every setting with its default and meaning, from {@link Setting} itself. */
  static String settingsTable() {
    var table = new StringBuilder("| Variable | Default | What it sets |\n|---|---|---|\n");
    for (var setting : Setting.values()) {
      table.append("| `").append(setting.env()).append("` | ")
          .append(setting.defaultValue().isEmpty() ? "(empty)" : "`" + setting.defaultValue() + "`").append(" | ")
          .append(setting.description().replace("|", "\\|")).append(" |\n");
    }
    return table.toString();
  }
}
