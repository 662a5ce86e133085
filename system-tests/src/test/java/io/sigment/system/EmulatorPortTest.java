package io.sigment.system;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.Config;
import io.sigment.common.Setting;
import io.sigment.local.LocalProcesses;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** {@code --processes} with {@code SIGMENT_EMULATOR_PORT=0}: the launcher picks the port the emulator process gets. */
@Tag("stack")
class EmulatorPortTest {
    @Test
    void port_zero_becomes_a_free_port_before_the_emulator_process_starts() {
        var config = Config.of(Map.of()).with(Setting.EMULATOR_PORT, 0);
        int port = LocalProcesses.withEmulatorPort(config).integer(Setting.EMULATOR_PORT);
        assertThat(port).isBetween(1, 65535);
    }

    @Test
    void a_port_given_or_an_emulator_not_needed_is_left_as_it_is() {
        var given = Config.of(Map.of()).with(Setting.EMULATOR_PORT, 18_123);
        assertThat(LocalProcesses.withEmulatorPort(given).integer(Setting.EMULATOR_PORT))
                .isEqualTo(18_123);
        var real = Config.of(Map.of())
                .with(Setting.EMULATOR_PORT, 0)
                .with(Setting.YOUTUBE_API_BASE, "https://youtube.googleapis.com")
                .with(Setting.SCRAPER_API_BASE, "https://api.apify.com")
                .with(Setting.CONNECTED_API_BASE, "https://graph.facebook.com");
        assertThat(LocalProcesses.withEmulatorPort(real).integer(Setting.EMULATOR_PORT))
                .isZero();
    }
}
