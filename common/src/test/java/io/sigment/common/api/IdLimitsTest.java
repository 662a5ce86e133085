package io.sigment.common.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.sigment.common.ToolError;
import io.sigment.common.api.analytics.AnalysisId;
import io.sigment.common.api.jobs.JobId;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Test;

class IdLimitsTest {

    @Test
    void the_longest_analysis_job_id_is_accepted_as_a_job_id_and_as_a_scrape_id() {
        var longestAnalysis = "a".repeat(AnalysisId.MAX_LENGTH);
        var jobId = "snapshot:" + longestAnalysis + "/" + "s".repeat(100);
        var args = new JsonObject().put("job_id", jobId).put("scrape_id", jobId).put("analysis_id", longestAnalysis);
        assertThat(JobId.read(args, "job_id")).isEqualTo(jobId);
        assertThat(JobId.read(args, "scrape_id")).isEqualTo(jobId);
        assertThat(AnalysisId.read(args)).isEqualTo(new AnalysisId(longestAnalysis));
    }

    @Test
    void a_longer_id_is_refused_with_the_argument_named() {
        var args = new JsonObject()
                .put("analysis_id", "a".repeat(AnalysisId.MAX_LENGTH + 1))
                .put("job_id", "j".repeat(JobId.MAX_LENGTH + 1));
        assertThatThrownBy(() -> AnalysisId.read(args))
                .isInstanceOf(ToolError.class)
                .hasMessageContaining("analysis_id");
        assertThatThrownBy(() -> JobId.read(args, "job_id"))
                .isInstanceOf(ToolError.class)
                .hasMessageContaining("job_id");
        assertThat(AnalysisId.readOptional(new JsonObject())).isEmpty();
    }
}
