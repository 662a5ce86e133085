package io.sigment.common.api.analytics;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.sigment.common.api.EmptyWhenAbsent;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * An analysis as {@link AnalysisList} lists it: its id, name, creators and start (written even when null), and its
 * latest snapshot's status and facts when it has one (else both left out).
 */
public record ListedAnalysis(
        @JsonInclude(JsonInclude.Include.ALWAYS) String analysisId,
        @JsonInclude(JsonInclude.Include.ALWAYS) String name,
        @EmptyWhenAbsent List<String> creators,
        @JsonInclude(JsonInclude.Include.ALWAYS) String createdAt,
        String status,
        LatestSnapshot latestSnapshot) {

    public ListedAnalysis {
        creators = List.copyOf(creators);
    }

    /**
     * The latest snapshot of a listed analysis: id, status, job and start written even when null; its finish, headline
     * numbers (the overview's key figures, as stored) and error only when it has them.
     */
    public record LatestSnapshot(
            @JsonInclude(JsonInclude.Include.ALWAYS) String snapshotId,
            @JsonInclude(JsonInclude.Include.ALWAYS) String status,
            @JsonInclude(JsonInclude.Include.ALWAYS) String jobId,
            @JsonInclude(JsonInclude.Include.ALWAYS) String createdAt,
            String finishedAt,
            JsonObject headline,
            String error) {}
}
