package io.sigment.common;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The README's configuration table is the documentation of every setting: keep it complete and exact. */
class ReadmeDocumentsSettingsTest {

  @Test
  void the_readme_lists_every_setting_with_its_default() throws Exception {
    var readme = Files.readString(Path.of("..", "README.md"));
    for (var setting : Setting.values()) {
      var shownDefault = setting.defaultValue().isEmpty() ? "(empty)" : "`" + setting.defaultValue() + "`";
      assertThat(readme).as(setting.env())
          .contains("| `" + setting.env() + "` | " + shownDefault + " | ");
    }
  }
}
