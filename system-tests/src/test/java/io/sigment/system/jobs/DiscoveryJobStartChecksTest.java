package io.sigment.system.jobs;

import static io.sigment.system.jobs.DiscoveryJobRunTest.discover;
import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.local.LocalStack;
import io.sigment.system.testing.AnalysisAgent;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * discover_creators refusals that need discoveries to stay active, on a stack with no scrape slot (every job stays
 * queued; {@link NoScrapeSlotStack}, shared with {@link JobStartChecksTest}): the same topic while one runs, and a 4th
 * active discovery; a queued discovery is listed.
 */
@Tag("stack")
class DiscoveryJobStartChecksTest {
    private static LocalStack stack;

    @BeforeAll
    static void start() {
        stack = NoScrapeSlotStack.shared();
    }

    @Test
    void the_same_topic_while_it_runs_is_already_in_progress_and_a_4th_active_discovery_is_refused() {
        var agent = AnalysisAgent.withCredits(stack, 200);
        var first = agent.ok("discover_creators", discover("yoga", 20));
        assertThat(first.getString("stage")).isEqualTo("queued");

        assertThat(agent.error("discover_creators", discover("  YOGA. ", 20)))
                .startsWith("Already in progress")
                .contains(first.getString("job_id"));
        agent.ok("discover_creators", discover("pilates", 20));
        agent.ok("discover_creators", discover("running", 20));
        assertThat(agent.credits().getInteger("held")).isEqualTo(60);

        assertThat(agent.error("discover_creators", discover("cycling", 20))).startsWith("Too many active jobs");
        assertThat(agent.credits().getInteger("held"))
                .as("a refusal holds nothing")
                .isEqualTo(60);
    }

    @Test
    void a_queued_discovery_is_listed_and_get_discovery_says_to_wait() {
        var agent = AnalysisAgent.withCredits(stack, 100);
        var started =
                agent.ok("discover_creators", discover("Home Workouts", 20).put("per_subtopic_limit", 5));
        assertThat(started.getString("stage")).isEqualTo("queued");
        var discoveryId = started.getString("discovery_id");

        var listed = agent.ok("list_discoveries", new JsonObject()).getJsonArray("discoveries");
        assertThat(listed).hasSize(1);
        var entry = listed.getJsonObject(0);
        assertThat(entry.getString("discovery_id")).isEqualTo(discoveryId);
        assertThat(entry.getString("topic")).isEqualTo("Home Workouts");
        assertThat(entry.getString("status")).isEqualTo("running");
        assertThat(entry.getJsonArray("platforms")).containsExactly("instagram");
        assertThat(entry.getInteger("creators_found")).isZero();

        var shown = agent.ok("get_discovery", new JsonObject().put("discovery_id", discoveryId));
        assertThat(shown.getString("status")).isEqualTo("running");
        assertThat(shown.getString("message"))
                .startsWith("Still running: call wait_for_job with job_id discovery:" + discoveryId);
        assertThat(shown.containsKey("groups")).isFalse();
    }

    @Test
    void arguments_out_of_range_are_refused() {
        var agent = AnalysisAgent.withCredits(stack, 100);
        assertThat(agent.error("discover_creators", discover("x", 20))).startsWith("Invalid arguments");
        assertThat(agent.error("discover_creators", discover("yoga", 20).put("per_subtopic_limit", 21)))
                .startsWith("Invalid arguments");
        assertThat(agent.credits().getInteger("held")).isZero();
    }
}
