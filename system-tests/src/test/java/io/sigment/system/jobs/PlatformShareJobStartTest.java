package io.sigment.system.jobs;

import static io.sigment.system.testing.AnalysisAgent.analyze;
import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.Setting;
import io.sigment.local.LocalStack;
import io.sigment.system.testing.AnalysisAgent;
import io.sigment.system.testing.TestStack;
import java.time.Duration;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Issue 18 item 3 for paid work, as issue 26 made it truthful: the scrapes of a workspace's analyses spend its share
 * of the day's scraping-provider budget; past it, that workspace's next analysis still starts (no day-long "Sigment
 * is busy") and says it waits behind other workspaces' jobs when the platform is contended; on an idle platform it
 * runs and completes. Another workspace's analysis starts as usual.
 */
@Tag("stack")
class PlatformShareJobStartTest {
    private static final Duration LONG = Duration.ofMinutes(3);
    private static LocalStack stack;

    @BeforeAll
    static void start() {
        // 1% of 1,000 runs: 10 provider runs a workspace, fewer than one analysis of three creators spends.
        stack = TestStack.startOwn(
                config -> config.with(Setting.SCRAPER_DAILY_RUNS, 1000).with(Setting.WORKSPACE_PLATFORM_SHARE, 1));
    }

    @AfterAll
    static void stop() {
        stack.close();
    }

    @Test
    void a_workspace_past_its_share_still_starts_waits_behind_others_and_runs_when_the_platform_is_free() {
        var spender = AnalysisAgent.withCredits(stack, 100);
        var first = spender.ok("analyze_creators", analyze("instagram", EmulatedCreators.instagram(stack, 0, 3), 15));
        assertThat(first.containsKey("note")).isFalse();
        var done = spender.waitUntilDone(first.getString("job_id"), LONG);
        assertThat(done.getString("status")).as(done.encodePrettily()).isEqualTo("completed");

        var second = spender.ok("analyze_creators", analyze("instagram", EmulatedCreators.instagram(stack, 3, 3), 15));
        assertThat(second.getString("status")).isEqualTo("running");
        assertThat(second.getString("note"))
                .contains("used its share of today's platform budget")
                .contains("waits behind other workspaces' jobs")
                .doesNotContain("Sigment is busy");
        assertThat(spender.credits().getInteger("held")).isEqualTo(15);
        var secondDone = spender.waitUntilDone(second.getString("job_id"), LONG);
        assertThat(secondDone.getString("status"))
                .as("the platform is idle: it runs")
                .isEqualTo("completed");

        var other = AnalysisAgent.withCredits(stack, 100);
        var started = other.ok("analyze_creators", analyze("instagram", EmulatedCreators.instagram(stack, 6, 3), 15));
        assertThat(started.getString("status")).isEqualTo("running");
        assertThat(started.containsKey("note")).isFalse();
        assertThat(other.credits().getInteger("held")).isEqualTo(15);
    }
}
