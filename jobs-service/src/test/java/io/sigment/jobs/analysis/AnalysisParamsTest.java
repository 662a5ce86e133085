package io.sigment.jobs.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import io.vertx.core.json.JsonObject;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The {@code open_snapshot} question an analysis job sends: the bytes the fixed samples {@code open_snapshot request}
 * and {@code open_snapshot request null} (common's {@code AnalyticsRequestSamples}) recorded from the hand-built JSON.
 */
class AnalysisParamsTest {

    @Test
    void the_opening_of_stored_params_writes_the_recorded_request() {
        var stored = new AnalysisParams("tiktok", "an_1", "snap_1", List.of("ann", "bob")).toJson();
        assertThat(AnalysisParams.fromJson(stored)
                        .opening("snapshot:an_1/snap_1")
                        .toJson()
                        .encode())
                .isEqualTo("{\"platform\":\"tiktok\",\"handles\":[\"ann\",\"bob\"],\"analysis_id\":\"an_1\","
                        + "\"snapshot_id\":\"snap_1\",\"job_id\":\"snapshot:an_1/snap_1\"}");
    }

    @Test
    void the_opening_of_empty_params_writes_the_recorded_request() {
        assertThat(AnalysisParams.fromJson(new JsonObject())
                        .opening("snapshot:null/null")
                        .toJson()
                        .encode())
                .isEqualTo("{\"platform\":null,\"handles\":[],\"analysis_id\":null,\"snapshot_id\":null,"
                        + "\"job_id\":\"snapshot:null/null\"}");
    }
}
