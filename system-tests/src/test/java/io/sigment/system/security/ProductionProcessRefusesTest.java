package io.sigment.system.security;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.testing.ChildJvm;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Issue 18 item 4 as a process, not only as a list of problems: a service process outside {@code local} that would
 * fall back to the emulator or to sandbox payments exits before it joins anything (never ready), with a log line
 * naming each setting to fix.
 */
@Tag("stack")
class ProductionProcessRefusesTest {
    private static final Duration EXIT = Duration.ofSeconds(60);

    @Test
    void a_scraper_process_with_emulator_fallbacks_exits_naming_each_setting() {
        try (var scraper = ChildJvm.start(
                "io.sigment.scraper.Main",
                Map.of(
                        "SIGMENT_DEMO",
                        "false",
                        "SIGMENT_PROCESS_NAME",
                        "scraper",
                        "SIGMENT_PG_URL",
                        "postgresql://nobody@127.0.0.1:1/none"))) {
            assertThat(scraper.awaitExit(EXIT)).isEqualTo(1);
            assertThat(scraper.output())
                    .contains("refusing to start with a development fallback")
                    .contains("SIGMENT_YOUTUBE_API_BASE is not set")
                    .contains("SIGMENT_SCRAPER_API_BASE is not set")
                    .contains("SIGMENT_YOUTUBE_API_KEY is the emulator's key")
                    .contains("SIGMENT_SCRAPER_API_TOKEN is the emulator's token");
        }
    }

    @Test
    void an_accounts_process_with_sandbox_payments_exits_naming_the_setting() {
        try (var accounts = ChildJvm.start(
                "io.sigment.accounts.Main",
                Map.of(
                        "SIGMENT_DEMO",
                        "false",
                        "SIGMENT_SANDBOX_PAYMENTS",
                        "true",
                        "SIGMENT_PROCESS_NAME",
                        "accounts",
                        "SIGMENT_PG_URL",
                        "postgresql://nobody@127.0.0.1:1/none"))) {
            assertThat(accounts.awaitExit(EXIT)).isEqualTo(1);
            assertThat(accounts.output())
                    .contains("refusing to start with a development fallback")
                    .contains("SIGMENT_SANDBOX_PAYMENTS: sandbox payments hand out credits for free");
        }
    }
}
