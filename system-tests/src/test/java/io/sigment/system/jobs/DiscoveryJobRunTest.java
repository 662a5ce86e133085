package io.sigment.system.jobs;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.local.LocalStack;
import io.sigment.system.testing.AnalysisAgent;
import io.sigment.system.testing.TestStack;
import io.vertx.core.json.JsonObject;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * {@code discover_creators} as a paid job through {@code POST /mcp} on the default emulated world: a discovery of
 * "home workouts" on Instagram completes, is charged 20 once, and shows subtopic groups in get_discovery; the same
 * topic again within 24 hours is free and reuses that result; a topic that finds nothing is not charged; the
 * agent's limits; isolation.
 */
@Tag("stack")
class DiscoveryJobRunTest {
    private static final Duration LONG = Duration.ofMinutes(5);
    private static final String TOPIC = "home workouts";
    private static LocalStack stack;
    private static AnalysisAgent agent;
    private static JsonObject first;
    private static JsonObject firstDone;

    @BeforeAll
    static void discover() {
        stack = TestStack.shared();
        agent = AnalysisAgent.withCredits(stack, 100);
        var quote = agent.ok("quote_cost", new JsonObject().put("action", "discovery"));
        assertThat(quote.getInteger("credits"))
                .as("the quote agrees with the charge")
                .isEqualTo(20);
        var started = System.nanoTime();
        first = agent.ok("discover_creators", discover(TOPIC, 20));
        firstDone = agent.waitUntilDone(first.getString("job_id"), LONG);
        System.out.printf(
                "discovery of \"%s\" on Instagram, start -> %s: %.1f s%n",
                TOPIC, firstDone.getString("status"), (System.nanoTime() - started) / 1e9);
    }

    static JsonObject discover(String topic, int maxCredits) {
        return new JsonObject()
                .put("topic", topic)
                .put("platforms", List.of("instagram"))
                .put("max_credits", maxCredits);
    }

    private static JsonObject discovery(String discoveryId) {
        return agent.ok(
                "get_discovery",
                new JsonObject().put("discovery_id", discoveryId).put("max_per_group", 20));
    }

    @Test
    void the_discovery_completes_charged_20_once_and_shows_its_subtopic_groups() {
        var discoveryId = first.getString("discovery_id");
        assertThat(first.getString("job_id")).isEqualTo("discovery:" + discoveryId);
        assertThat(first.getJsonObject("credits").getInteger("held")).isEqualTo(20);
        assertThat(firstDone.getString("status")).as(firstDone.encodePrettily()).isEqualTo("completed");
        assertThat(firstDone.getJsonObject("credits").getInteger("charged")).isEqualTo(20);
        var cost = firstDone.getJsonObject("platform_cost");
        assertThat(cost.getLong("provider_runs"))
                .as("search, profiles and both samples")
                .isPositive();
        assertThat(cost.getLong("provider_results")).isPositive();

        var charges = JobCredits.charges(agent, first.getString("job_id"));
        assertThat(charges).hasSize(1);
        assertThat(charges.get(0).getString("type")).isEqualTo("charge");
        assertThat(charges.get(0).getInteger("credits")).isEqualTo(-20);
        assertThat(charges.get(0).getString("for")).isEqualTo("discovery");

        var result = discovery(discoveryId);
        assertThat(result.getString("status")).isEqualTo("completed");
        assertThat(result.getJsonArray("groups")).isNotEmpty();
        assertThat(result.getInteger("creators_found")).isGreaterThan(0);
        assertThat(firstDone.getInteger("creators_found")).isEqualTo(result.getInteger("creators_found"));
        // the job's refine step sampled the creators of the strongest pairs deeper: those pairs lead
        var overlaps = result.getJsonArray("strongest_overlaps");
        assertThat(overlaps).isNotEmpty();
        assertThat(overlaps.getJsonObject(0).getInteger("posts_sampled")).isEqualTo(20);
    }

    @Test
    void the_same_topic_again_within_24_hours_is_free_and_shows_the_same_data() {
        var again = agent.ok("discover_creators", discover("Home-Workouts!", 0));
        assertThat(again.getJsonObject("credits").getInteger("held")).isZero();
        var done = agent.waitUntilDone(again.getString("job_id"), LONG);

        assertThat(done.getString("status")).as(done.encodePrettily()).isEqualTo("completed");
        assertThat(done.getJsonObject("credits").getInteger("charged")).isZero();
        assertThat(done.getString("reused_from")).isEqualTo(first.getString("discovery_id"));
        var reused = discovery(again.getString("discovery_id"));
        var original = discovery(first.getString("discovery_id"));
        assertThat(reused.getJsonArray("groups")).isEqualTo(original.getJsonArray("groups"));
        assertThat(reused.getJsonArray("strongest_overlaps")).isEqualTo(original.getJsonArray("strongest_overlaps"));
        assertThat(JobCredits.charges(agent, again.getString("job_id")).stream()
                        .mapToInt(e -> e.getInteger("credits"))
                        .sum())
                .isZero();
        assertThat(agent.credits().getInteger("held")).isZero();
    }

    @Test
    void a_new_topic_above_max_credits_is_not_started_and_holds_nothing() {
        assertThat(agent.error("discover_creators", discover("kettlebell training", 19)))
                .startsWith("Not started: this costs 20 credits, above max_credits=19");
        assertThat(agent.credits().getInteger("held")).isZero();
    }

    @Test
    void a_topic_that_finds_nothing_completes_with_no_groups_and_charges_nothing() {
        var other = AnalysisAgent.withCredits(stack, 50);
        var started = other.ok("discover_creators", discover("zqxv blorptang quux", 20));
        var done = other.waitUntilDone(started.getString("job_id"), LONG);

        assertThat(done.getString("status")).as(done.encodePrettily()).isEqualTo("completed");
        assertThat(done.getJsonObject("credits").getInteger("charged")).isZero();
        assertThat(done.getJsonObject("credits").getInteger("held")).isZero();
        assertThat(done.getString("message")).startsWith("No creators found for");
        var result = other.ok("get_discovery", new JsonObject().put("discovery_id", started.getString("discovery_id")));
        assertThat(result.getInteger("groups_found")).isZero();
        assertThat(other.credits().getInteger("balance")).isEqualTo(50);
        assertThat(other.credits().getInteger("held")).isZero();
    }

    @Test
    void another_accounts_discovery_is_not_found() {
        var stranger = AnalysisAgent.withCredits(stack, 0);
        assertThat(stranger.error("get_job", new JsonObject().put("job_id", first.getString("job_id"))))
                .startsWith("Not found, or this account has no access to it");
        assertThat(stranger.error(
                        "get_discovery", new JsonObject().put("discovery_id", first.getString("discovery_id"))))
                .startsWith("Not found, or this account has no access to it");
    }
}
