package io.sigment.system.jobs;

import static io.sigment.system.jobs.DiscoveryJobRunTest.discover;
import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.local.LocalStack;
import io.sigment.system.testing.AnalysisAgent;
import io.sigment.system.testing.TestStack;
import io.vertx.core.json.JsonObject;
import io.vertx.core.shareddata.Counter;
import java.time.Duration;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * Benchmark (prints figures, asserts only that the discoveries complete): one topic on one platform through
 * {@code POST /mcp} on the default emulated world, start to completed as an agent sees it with wait_for_job, and
 * the YouTube quota units a YouTube discovery spends (scraper-service's daily quota counter before and after:
 * search, channel lookups and the engagement sample). Instagram runs twice, in two workspaces: the first discovery
 * of the JVM pays for warming up. Figures in bench/results/ (bench/README.md). Not part of {@code ./mvnw verify} (the
 * name does not end in Test): {@code ./mvnw -B -pl system-tests -am -Dsurefire.failIfNoSpecifiedTests=false
 * -Dtest=DiscoveryBenchmark test}.
 */
class DiscoveryBenchmark {
    private static final String TOPIC = "home workouts";
    /** scraper-service's QuotaBudget counter, one per Pacific day. */
    private static final String QUOTA_COUNTER = "sigment.scraper.youtube-quota.";

    @Test
    void one_topic_on_one_platform_start_to_completed_and_youtube_quota_units() {
        var stack = TestStack.shared();
        System.out.println(
                "| run | platform | topic | start → completed | creators found | groups | YouTube quota units |");
        int run = 0;
        for (var platform : List.of("instagram", "instagram", "youtube")) {
            var agent = AnalysisAgent.withCredits(stack, 100);
            long quotaBefore = quotaUsed(stack);
            long started = System.nanoTime();
            var job = agent.ok("discover_creators", discover(TOPIC, 20).put("platforms", List.of(platform)));
            var done = agent.waitUntilDone(job.getString("job_id"), Duration.ofMinutes(10));
            double seconds = (System.nanoTime() - started) / 1e9;
            long quota = quotaUsed(stack) - quotaBefore;
            assertThat(done.getString("status")).as(platform).isEqualTo("completed");
            var discovery =
                    agent.ok("get_discovery", new JsonObject().put("discovery_id", job.getString("discovery_id")));
            assertThat(discovery.getInteger("creators_found"))
                    .as(platform + " creators")
                    .isPositive();
            System.out.printf(
                    Locale.ROOT,
                    "| %d | %s | %s | %.1f s | %d | %d | %s |%n",
                    ++run,
                    platform,
                    TOPIC,
                    seconds,
                    discovery.getInteger("creators_found"),
                    discovery.getInteger("groups_found"),
                    platform.equals("youtube") ? String.valueOf(quota) : "0 (" + quota + ")");
        }
    }

    private static long quotaUsed(LocalStack stack) {
        var day = LocalDate.now(ZoneId.of("America/Los_Angeles"));
        return stack.vertx()
                .sharedData()
                .getCounter(QUOTA_COUNTER + day)
                .compose(Counter::get)
                .await();
    }
}
