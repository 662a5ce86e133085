package io.sigment.common;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The configuration page is the documentation of every setting: it must stay what {@link Setting} generates. */
class ConfigurationPageTest {
    private static final Path PAGE = Path.of("..").resolve(ConfigurationPage.PATH);

    @Test
    void the_configuration_page_is_generated_from_the_settings() throws Exception {
        assertThat(Files.readString(PAGE))
                .as(
                        "docs/pages/configuration.md differs from io.sigment.common.Setting. Regenerate it from the repository's "
                                + "root: ./mvnw -o -q -pl common test-compile && java -cp common/target/classes:common/target/test-classes "
                                + "io.sigment.common.ConfigurationPage")
                .isEqualTo(ConfigurationPage.markdown());
    }

    @Test
    void the_page_lists_every_setting_with_its_default() throws Exception {
        var page = Files.readString(PAGE);
        for (var setting : Setting.values()) {
            var shownDefault = setting.defaultValue().isEmpty() ? "(empty)" : "`" + setting.defaultValue() + "`";
            assertThat(page).as(setting.env()).contains("| `" + setting.env() + "` | " + shownDefault + " | ");
        }
    }
}
