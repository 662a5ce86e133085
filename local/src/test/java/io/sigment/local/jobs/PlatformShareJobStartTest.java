package io.sigment.local.jobs;

import static io.sigment.local.jobs.AnalysisAgent.analyze;
import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.Setting;
import io.sigment.local.LocalStack;
import io.sigment.local.testing.TestStack;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.time.Duration;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Issue 18 item 3 for paid work: the scrapes of a workspace's analyses spend its share of the day's scraping-provider
 * budget; once it is spent, that workspace's next analysis or discovery on the platform is "Sigment is busy" naming
 * when the share resets, with nothing held, while another workspace's analysis still starts.
 */
class PlatformShareJobStartTest {
  private static final Duration LONG = Duration.ofMinutes(3);
  private static LocalStack stack;

  @BeforeAll
  static void start() {
    // 10% of 100 runs: 10 provider runs a workspace, fewer than one analysis of three creators spends.
    stack = TestStack.startOwn(config -> config.with(Setting.SCRAPER_DAILY_RUNS, 100)
        .with(Setting.WORKSPACE_PLATFORM_SHARE, 10));
  }

  @AfterAll
  static void stop() {
    stack.close();
  }

  @Test
  void a_workspace_past_its_share_is_busy_until_the_reset_and_another_workspace_still_starts() {
    var spender = AnalysisAgent.withCredits(stack, 100);
    var first = spender.ok("analyze_creators", analyze("instagram", EmulatedCreators.instagram(stack, 0, 3), 15));
    var done = spender.waitUntilDone(first.getString("job_id"), LONG);
    assertThat(done.getString("status")).as(done.encodePrettily()).isEqualTo("completed");
    var before = spender.credits();

    var refused = spender.error("analyze_creators", analyze("instagram", EmulatedCreators.instagram(stack, 3, 3), 15));
    assertThat(refused).startsWith("Sigment is busy: this workspace used its share of today's platform budget")
        .contains("The share of Instagram resets at ").contains("(midnight UTC)");
    assertThat(spender.error("discover_creators", new JsonObject().put("topic", "sourdough baking")
        .put("platforms", new JsonArray().add("instagram")).put("max_credits", 20)))
        .startsWith("Sigment is busy: this workspace used its share");
    assertThat(spender.credits()).as("nothing held or charged for the refusals").isEqualTo(before);
    assertThat(spender.credits().getInteger("held")).isZero();

    var other = AnalysisAgent.withCredits(stack, 100);
    var started = other.ok("analyze_creators", analyze("instagram", EmulatedCreators.instagram(stack, 6, 3), 15));
    assertThat(started.getString("status")).isEqualTo("running");
    assertThat(other.credits().getInteger("held")).isEqualTo(15);
  }
}
