package io.sigment.common.api.analytics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.sigment.common.Platform;
import io.sigment.common.ToolArgs;
import io.sigment.common.ToolError;
import io.sigment.common.api.jobs.DiscoveryDefaults;
import io.sigment.common.api.jobs.DiscoveryParams;
import io.sigment.common.api.jobs.JobId;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Discovery's internal questions and the discovery job's params read back what they write, as jobs stored them. */
class DiscoveryContractTest {

    @Test
    void a_discovery_job_s_params_read_back_the_same_and_keep_their_stored_form() {
        var params = new DiscoveryParams(
                new DiscoveryRequest(
                        new DiscoveryId("dc_1"),
                        "home workouts",
                        List.of(Platform.INSTAGRAM, Platform.TIKTOK),
                        2000,
                        10),
                true);
        var json = params.toJson();
        assertThat(json)
                .isEqualTo(new JsonObject()
                        .put("discovery_id", "dc_1")
                        .put("topic", "home workouts")
                        .put("platforms", new JsonArray().add("instagram").add("tiktok"))
                        .put("min_followers", 2000)
                        .put("per_subtopic_limit", 10)
                        .put("reuse", true));
        assertThat(DiscoveryParams.fromJson(json)).isEqualTo(params);
    }

    @Test
    void a_request_without_filters_reads_the_tool_s_defaults_and_a_param_without_reuse_does_not_reuse() {
        var params = DiscoveryParams.fromJson(
                new JsonObject().put("discovery_id", "dc_2").put("topic", " yoga "));
        assertThat(params.reuse()).isFalse();
        assertThat(params.discovery())
                .isEqualTo(new DiscoveryRequest(
                        new DiscoveryId("dc_2"),
                        "yoga",
                        List.of(DiscoveryDefaults.PLATFORM),
                        DiscoveryDefaults.MIN_FOLLOWERS,
                        DiscoveryDefaults.PER_SUBTOPIC_LIMIT));
    }

    @Test
    void rank_complete_and_fail_read_back_and_refuse_what_analytics_refused() {
        var collected = new JsonObject().put("instagram", new JsonObject().put("candidates", new JsonArray()));
        assertThat(DiscoveryRanking.fromJson(new DiscoveryRanking(new DiscoveryId("dc_1"), collected).toJson()))
                .isEqualTo(new DiscoveryRanking(new DiscoveryId("dc_1"), collected));
        assertThatThrownBy(() -> DiscoveryRanking.fromJson(new JsonObject().put("discovery_id", "dc_1")))
                .isInstanceOf(ToolError.class)
                .hasMessageContaining("collected: required");
        assertThat(DiscoveryCompletion.fromJson(new JsonObject().put("discovery_id", "dc_1"))
                        .refined())
                .isEmpty();
        var failure = new DiscoveryFailure(new DiscoveryId("dc_1"), "the platform failed");
        assertThat(DiscoveryFailure.fromJson(failure.toJson())).isEqualTo(failure);
    }

    @Test
    void derived_readers_refuse_an_id_or_message_with_the_agent_s_error_as_the_arguments_reader_did() {
        assertThatThrownBy(() -> DiscoverySummary.fromJson(new JsonObject().put("discovery_id", "d".repeat(101))))
                .isInstanceOf(ToolError.class)
                .hasMessageContaining("discovery_id: 1-100 characters");
        assertThatThrownBy(() -> SelectionFacts.fromJson(new JsonObject().put("analysis_id", 7)))
                .isInstanceOf(ToolError.class)
                .hasMessageContaining("analysis_id: required, a string");
        assertThatThrownBy(() -> SelectionComputation.fromJson(new JsonObject().put("analysis_id", null)))
                .isInstanceOf(ToolError.class)
                .hasMessageContaining("analysis_id: required, a string");
        assertThatThrownBy(() -> DiscoveryFailure.fromJson(new JsonObject().put("discovery_id", "dc_1")))
                .isInstanceOf(ToolError.class)
                .hasMessageContaining("message: required, a string");
        assertThat(SnapshotScrape.fromJson(new JsonObject().put("creators", "none"))
                        .creators())
                .isEmpty();
        assertThat(SnapshotScrape.fromJson(new JsonObject()
                                .put("creators", new JsonArray().add(new JsonObject().put("handle", "a"))))
                        .creators())
                .isEqualTo(new JsonArray().add(new JsonObject().put("handle", "a")));
    }

    @Test
    void optional_strings_keep_the_texts_get_discovery_s_handles_answered_with() {
        assertThat(ToolArgs.optionalStrings(new JsonObject(), "handles", 50)).isEmpty();
        assertThat(ToolArgs.optionalStrings(new JsonObject().put("handles", new JsonArray()), "handles", 50))
                .isEmpty();
        assertThatThrownBy(() -> ToolArgs.optionalStrings(new JsonObject().put("handles", "a"), "handles", 50))
                .hasMessageContaining("handles: at most 50 items");
        assertThatThrownBy(() -> ToolArgs.optionalStrings(
                        new JsonObject().put("handles", new JsonArray().add(" ")), "handles", 50))
                .hasMessageContaining("handles: each a non-empty string");
    }

    @Test
    void ids_are_values_made_within_their_limits() {
        assertThat(JobId.of(JobId.DISCOVERY, "dc_1")).isEqualTo(new JobId("discovery:dc_1"));
        assertThat(JobId.scrape(JobId.of(JobId.DISCOVERY, "dc_1"), "instagram-0"))
                .isEqualTo("discovery:dc_1#instagram-0");
        assertThat(JobId.ofSnapshot("an_1", "sn_1").value()).isEqualTo("snapshot:an_1/sn_1");
        assertThatThrownBy(() -> new JobId("j".repeat(JobId.MAX_LENGTH + 1)))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new AnalysisId("")).isInstanceOf(IllegalArgumentException.class);
        assertThat(AnalysisId.read(new JsonObject().put("analysis_id", "an_1")).toJson())
                .isEqualTo(new JsonObject().put("analysis_id", "an_1"));
    }
}
