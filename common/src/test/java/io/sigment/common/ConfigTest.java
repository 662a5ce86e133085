package io.sigment.common;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ConfigTest {

    @Test
    void unset_settings_take_their_documented_defaults() {
        var config = Config.of(Map.of());
        assertThat(config.integer(Setting.HTTP_PORT)).isEqualTo(8080);
        assertThat(config.get(Setting.DATA_DIR)).isEqualTo(".sigment");
        assertThat(config.optional(Setting.PG_URL)).isEmpty();
        assertThat(config.mcpUrl()).isEqualTo("http://localhost:8080/mcp");
        assertThat(config.authUrl()).isEqualTo("http://localhost:8080");
        assertThat(config.docsUrl()).isEqualTo("http://localhost:8080/docs");
    }

    @Test
    void values_come_from_sigment_environment_variables_only() {
        var config = Config.of(Map.of(
                "SIGMENT_HTTP_PORT",
                "9000",
                "SIGMENT_PUBLIC_BASE_URL",
                "https://api.sigment.io/",
                "HTTP_PORT",
                "1",
                "SIGMENT_CLUSTER_MEMBERS",
                " 10.0.0.1:5701 , 10.0.0.2:5701 ,"));
        assertThat(config.integer(Setting.HTTP_PORT)).isEqualTo(9000);
        assertThat(config.mcpUrl()).isEqualTo("https://api.sigment.io/mcp");
        assertThat(config.list(Setting.CLUSTER_MEMBERS)).containsExactly("10.0.0.1:5701", "10.0.0.2:5701");
        assertThat(config.asEnv()).doesNotContainKey("HTTP_PORT");
    }

    @Test
    void a_malformed_number_names_the_variable() {
        var config = Config.of(Map.of("SIGMENT_HTTP_PORT", "eighty"));
        assertThatThrownBy(() -> config.integer(Setting.HTTP_PORT))
                .hasMessageContaining("SIGMENT_HTTP_PORT")
                .hasMessageContaining("eighty");
    }

    @Test
    void a_switch_is_exactly_true_or_false_and_anything_else_names_the_variable() {
        assertThat(Config.of(Map.of()).bool(Setting.DEMO)).isFalse();
        assertThat(Config.of(Map.of("SIGMENT_DEMO", "true")).bool(Setting.DEMO)).isTrue();
        assertThat(Config.of(Map.of("SIGMENT_DEMO", " false ")).bool(Setting.DEMO))
                .isFalse();
        for (var wrong : new String[] {"yes", "1", "TRUE", "on"}) {
            assertThatThrownBy(() -> Config.of(Map.of("SIGMENT_DEMO", wrong)).bool(Setting.DEMO))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("SIGMENT_DEMO must be true or false, got '" + wrong + "'");
        }
    }

    @Test
    void every_setting_is_a_documented_sigment_variable() {
        for (var setting : Setting.values()) {
            assertThat(setting.env()).startsWith("SIGMENT_");
            assertThat(setting.description()).isNotBlank();
        }
    }

    @Test
    void settings_properties_describes_only_settings_that_exist() {
        var envs = Arrays.stream(Setting.values()).map(Setting::env).toList();
        assertThat(SettingDescriptions.ALL.stringPropertyNames()).allMatch(envs::contains);
        assertThat(SettingDescriptions.ALL).hasSize(envs.size());
    }
}
