package io.sigment.system.analytics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.sigment.analytics.engine.AnalysisOptions;
import io.sigment.analytics.engine.AudienceIndex;
import io.sigment.analytics.engine.CreatorSample;
import io.sigment.analytics.engine.OverlapEngine;
import io.sigment.analytics.samples.ScraperSamples;
import io.sigment.common.Ids;
import io.sigment.common.Platform;
import io.sigment.common.api.analytics.AnalyticsAction;
import io.sigment.common.api.jobs.JobId;
import io.sigment.common.api.scraper.ScrapeRequest;
import io.sigment.emulator.world.Creator;
import io.sigment.system.testing.AnalysisAgent;
import io.sigment.system.testing.HeldJobs;
import io.sigment.system.testing.TestStack;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * get_analysis_result and list_analyses through {@code POST /mcp} on snapshots of analyses the agent ran
 * (analyze_creators and run_analysis jobs on the emulated Instagram), and analytics' snapshot actions over the bus.
 */
@Tag("stack")
class AnalysisToolsTest {
    private static final String NOT_FOUND = "Not found, or this account has no access to it";
    private static List<Creator> chosen;
    private static List<String> handles;
    private static AnalysisAgent agent;
    private static String analysisId;
    private static AnalysisAgent.Analysis first;

    @BeforeAll
    static void oneAnalysedSnapshot() {
        // creators whose posts have at most as many engagers as an analysis scrapes: it sees them all
        chosen = EmulatorTruth.twoSubtopics(
                EmulatorTruth.engagedByAtMost(
                        TestStack.shared(),
                        EmulatorTruth.instagram(TestStack.shared()),
                        ScrapeRequest.DEFAULT_POSTS,
                        ScrapeRequest.DEFAULT_ENGAGERS),
                3);
        handles = chosen.stream().map(Creator::handle).toList();
        agent = new AnalysisAgent();
        first = agent.analyzeCreators(handles);
        analysisId = first.analysisId();
    }

    @Test
    void the_result_equals_the_engine_on_the_frozen_samples_and_the_emulators_ground_truth() {
        var result = agent.ok(
                "get_analysis_result",
                new JsonObject().put("platform", "instagram").put("analysis_id", analysisId));
        assertThat(result.getString("status")).isEqualTo("completed");
        assertThat(result.getString("snapshot_id")).isEqualTo(first.snapshotId());
        var overview = result.getJsonObject("overview");

        var samples = new ArrayList<CreatorSample>();
        handles.forEach(h -> samples.addAll(ScraperSamples.decode(agent.samples(h, first.jobId()))));
        var engine = new OverlapEngine(AudienceIndex.of(samples), AnalysisOptions.defaults(Platform.INSTAGRAM));
        var expected = engine.metrics(handles).overview();
        var truth = EmulatorTruth.of(TestStack.shared(), chosen, ScrapeRequest.DEFAULT_POSTS);

        assertThat(overview.getLong("unique_audience_sample"))
                .isEqualTo(expected.uniqueAudienceSample())
                .isEqualTo(truth.unique());
        assertThat(overview.getLong("core_audience_sample"))
                .isEqualTo(expected.coreAudienceSample())
                .isEqualTo(truth.core())
                .isPositive();
        assertThat(overview.getDouble("core_pct")).isCloseTo(expected.corePct(), within(1e-9));
        assertThat(overview.getDouble("estimated_audience_size"))
                .isCloseTo(expected.estimatedAudienceSize(), within(1e-6));
        assertThat(overview.getDouble("estimated_core_audience_size"))
                .isCloseTo(expected.estimatedCoreAudienceSize(), within(1e-6))
                .isPositive();
        var intervals = overview.getJsonObject("intervals");
        var audience = intervals.getJsonObject("estimated_audience_size");
        assertThat(audience.getDouble("low")).isLessThanOrEqualTo(audience.getDouble("high"));
        assertThat(intervals.containsKey("core_pct"))
                .as("no interval claims the audience's core % from the sample")
                .isFalse();
        assertThat(audience.getString("estimand")).startsWith("the sample's figure over resampled posts");
        assertThat(result.getString("method_version")).isEqualTo("audience-estimate-22");
        var estimate = overview.getJsonObject("audience_estimate");
        assertThat(estimate.getString("estimand")).contains("engaged with any of each creator's");
        assertThat(estimate.getJsonObject("core_pct").getDouble("low"))
                .isLessThanOrEqualTo(estimate.getJsonObject("core_pct").getDouble("high"));
        assertThat(result.getString("summary"))
                .startsWith("Targets are judged on the spec's figures, counted in the " + "sample: core % ")
                .contains("estimated audience core % about ", "In the sample");
        assertThat(result.getJsonArray("top_creators")
                        .getJsonObject(0)
                        .getJsonObject("estimated_engaged_audience")
                        .getDouble("value"))
                .isPositive();

        var totals = EmulatorTruth.postTotals(TestStack.shared(), chosen, ScrapeRequest.DEFAULT_POSTS);
        assertThat(samples.stream().flatMap(c -> c.posts().stream()))
                .as("every sampled post carries the platform's like and comment totals")
                .hasSize(totals.size())
                .allSatisfy(post -> assertThat(List.of(post.likes(), post.comments()))
                        .as(post.postId())
                        .isEqualTo(totals.get(post.postId())));

        assertThat(result.getJsonArray("top_creators")).hasSize(6);
        assertThat(result.getJsonObject("interest_graph").getJsonArray("strongest_overlaps"))
                .isNotEmpty();
        assertThat(result.getJsonObject("interest_graph").getJsonArray("clusters"))
                .isNotEmpty();
        assertThat(result.getJsonObject("recommended_selection")
                        .getJsonObject("selection")
                        .getJsonArray("members"))
                .isNotEmpty();
        assertThat(result.getJsonObject("campaign").getDouble("total_cost")).isPositive();
        assertThat(result.containsKey("targets_met")).isFalse();
        assertThat(first.job().getInteger("creators_analyzed")).isEqualTo(6);
        assertThat(first.job().getJsonObject("headline").getLong("core_audience_sample"))
                .isEqualTo(truth.core());
    }

    @Test
    void targets_give_targets_met_and_the_gaps_and_top_n_cuts_the_top_creators() {
        var args = new JsonObject()
                .put("platform", "instagram")
                .put("analysis_id", analysisId)
                .put("top_n", 2);
        var unreachable = agent.ok(
                "get_analysis_result", args.copy().put("min_core_pct", 100).put("min_core_reach", 0));
        var corePct = unreachable.getJsonObject("overview").getDouble("core_pct");
        assertThat(unreachable.getBoolean("targets_met")).isFalse();
        assertThat(unreachable.getJsonObject("gaps").getDouble("core_pct")).isCloseTo(100 - corePct, within(1e-9));
        assertThat(unreachable.getJsonArray("top_creators")).hasSize(2);

        assertThat(unreachable.getJsonObject("audience_targets").getDouble("chance_met"))
                .isBetween(0.0, 1.0);
        assertThat(unreachable.getString("summary")).contains("Targets: not met on the sample's core % and core reach");

        var met = agent.ok(
                "get_analysis_result", args.copy().put("min_core_pct", 0.0).put("min_core_reach", 1));
        assertThat(met.getBoolean("targets_met")).isTrue();
        assertThat(met.getJsonObject("audience_targets").getBoolean("met")).isTrue();
        assertThat(met.getJsonObject("gaps").getDouble("normalized_shortfall")).isZero();
    }

    @Test
    void another_account_a_wrong_platform_or_a_wrong_snapshot_is_not_found() {
        var stranger = new AnalysisAgent();
        var ours = new JsonObject().put("platform", "instagram").put("analysis_id", analysisId);
        assertThat(stranger.error("get_analysis_result", ours)).startsWith(NOT_FOUND);
        assertThat(stranger.error("get_analysis_result", ours.copy().put("snapshot_id", first.snapshotId())))
                .startsWith(NOT_FOUND);
        assertThat(agent.error("get_analysis_result", ours.copy().put("platform", "youtube")))
                .startsWith(NOT_FOUND);
        assertThat(agent.error("get_analysis_result", ours.copy().put("snapshot_id", "snp_nope")))
                .startsWith(NOT_FOUND);
        assertThat(stranger.ok("list_analyses", new JsonObject().put("platform", "instagram"))
                        .getJsonArray("analyses"))
                .isEmpty();
        var hijack = stranger.analytics(
                AnalyticsAction.PRICING_FACTS,
                new JsonObject().put("platform", "instagram").put("handles", new JsonArray(handles)));
        assertThat(hijack.getJsonArray("recently_analyzed_handles")).isEmpty();
    }

    @Test
    void a_snapshot_never_changes_after_a_rescrape_and_a_new_one_becomes_the_default() {
        var before = agent.ok(
                "get_analysis_result",
                new JsonObject()
                        .put("platform", "instagram")
                        .put("analysis_id", analysisId)
                        .put("snapshot_id", first.snapshotId()));
        var second = agent.rerun(analysisId);
        assertThat(second.analysisId()).isEqualTo(analysisId);
        assertThat(second.snapshotId()).isNotEqualTo(first.snapshotId());

        var again = agent.ok(
                "get_analysis_result",
                new JsonObject()
                        .put("platform", "instagram")
                        .put("analysis_id", analysisId)
                        .put("snapshot_id", first.snapshotId()));
        assertThat(again).isEqualTo(before);
        var latest = agent.ok(
                "get_analysis_result",
                new JsonObject().put("platform", "instagram").put("analysis_id", analysisId));
        assertThat(latest.getString("snapshot_id")).isEqualTo(second.snapshotId());
        assertThat(latest.getJsonObject("overview").getInteger("creators")).isEqualTo(handles.size());
        assertThat(agent.analytics(
                                AnalyticsAction.ANALYZE_SNAPSHOT,
                                new JsonObject()
                                        .put("snapshot_id", first.snapshotId())
                                        .put("scrape_id", second.jobId())
                                        .put("creators", new JsonArray()))
                        .getJsonObject("headline"))
                .as("a frozen snapshot is not analyzed again, whatever scrape is named")
                .isEqualTo(first.job().getJsonObject("headline"));
    }

    @Test
    void a_running_snapshot_answers_with_its_job_and_a_failed_one_with_its_error() {
        try (var held = new HeldJobs(TestStack.shared())) {
            var started = held.start(agent.user.apiKey(), agent.workspace());
            var id = started.getString("analysis_id");
            var running = agent.ok(
                    "get_analysis_result",
                    new JsonObject().put("platform", "instagram").put("analysis_id", id));
            assertThat(running.getString("status")).isEqualTo("running");
            assertThat(running.getString("job_id")).isEqualTo(started.getString("job_id"));
            assertThat(running.getString("message")).contains("wait_for_job", running.getString("job_id"));
        }

        var nobody = List.of("nobody_" + Ids.random(""), "nobody_" + Ids.random(""));
        var failing = agent.startAnalysis("instagram", nobody);
        var ended = agent.waitUntilDone(failing.getString("job_id"), Duration.ofMinutes(3));
        assertThat(ended.getString("status")).isEqualTo("failed");
        var id = failing.getString("analysis_id");
        var shown = agent.ok(
                "get_analysis_result",
                new JsonObject().put("platform", "instagram").put("analysis_id", id));
        assertThat(shown.getString("status")).isEqualTo("failed");
        assertThat(shown.getString("message")).contains("could be scraped", "run_analysis");
        var facts = agent.analytics(
                AnalyticsAction.PRICING_FACTS,
                new JsonObject().put("platform", "instagram").put("analysis_id", id));
        assertThat(facts.getBoolean("analysis_completed_before")).isFalse();
        assertThat(facts.getJsonArray("handles")).containsExactlyElementsOf(nobody);
    }

    @Test
    void open_snapshot_and_fail_snapshot_are_idempotent_for_a_resumed_job() {
        var id = Ids.random("an_");
        var snapshotId = Ids.random("sn_");
        var open = new JsonObject()
                .put("platform", "instagram")
                .put("analysis_id", id)
                .put("snapshot_id", snapshotId)
                .put("handles", new JsonArray(handles))
                .put("job_id", JobId.ofSnapshot(id, snapshotId).value());
        var opened = agent.analytics(AnalyticsAction.OPEN_SNAPSHOT, open);
        assertThat(opened.getString("status")).isEqualTo("running");
        assertThat(agent.analytics(AnalyticsAction.OPEN_SNAPSHOT, open)).isEqualTo(opened);
        agent.analytics(
                AnalyticsAction.FAIL_SNAPSHOT,
                new JsonObject().put("snapshot_id", snapshotId).put("error", "The scrape failed."));
        var failed = agent.analytics(
                AnalyticsAction.FAIL_SNAPSHOT,
                new JsonObject().put("snapshot_id", snapshotId).put("error", "x"));
        assertThat(failed.getString("status")).isEqualTo("failed");
        var shown = agent.ok(
                "get_analysis_result",
                new JsonObject().put("platform", "instagram").put("analysis_id", id));
        assertThat(shown.getString("message")).as("the first error stays").contains("The scrape failed.");
    }

    @Test
    void list_analyses_and_pricing_facts_know_what_was_analyzed() {
        var listed = agent.ok("list_analyses", new JsonObject().put("platform", "instagram"))
                .getJsonArray("analyses");
        var ours = listed.stream()
                .map(JsonObject.class::cast)
                .filter(a -> a.getString("analysis_id").equals(analysisId))
                .findFirst()
                .orElseThrow();
        assertThat(ours.getJsonArray("creators")).containsExactlyElementsOf(handles);
        assertThat(ours.getString("name"))
                .as("a readable name from the first creators")
                .startsWith("@" + handles.get(0) + ", @" + handles.get(1));
        assertThat(ours.getJsonObject("latest_snapshot").getString("status")).isIn("completed", "running");
        assertThat(agent.ok("list_analyses", new JsonObject().put("platform", "tiktok"))
                        .getJsonArray("analyses"))
                .isEmpty();

        var asked = new JsonArray().add("@" + handles.get(0).toUpperCase()).add("someone_never_analyzed");
        var recent = agent.analytics(
                AnalyticsAction.PRICING_FACTS,
                new JsonObject().put("platform", "instagram").put("handles", asked));
        assertThat(recent.getJsonArray("recently_analyzed_handles"))
                .containsExactly("@" + handles.get(0).toUpperCase());
        var rerun = agent.analytics(
                AnalyticsAction.PRICING_FACTS,
                new JsonObject().put("platform", "instagram").put("analysis_id", analysisId));
        assertThat(rerun.getBoolean("analysis_completed_before")).isTrue();
        assertThat(agent.analytics(AnalyticsAction.PRICING_FACTS, new JsonObject().put("topic", "vegan baking"))
                        .getBoolean("same_topic_within_24h"))
                .isFalse();
    }
}
