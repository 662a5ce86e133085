package io.sigment.web.share;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.api.analytics.AnalysisId;
import io.sigment.common.api.lists.SharedAnalysis;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Test;

/** The JSON a share link answers, byte for byte as the page's callers have had it. */
class ShareJsonTest {
    private static final JsonObject RESULT = new JsonObject("{\"overview\":{\"core_pct\":47.9,\"creators\":2}}");

    @Test
    void anAnalysisLinkWritesEveryFieldInItsOrderWithAnUnpinnedSnapshotAsNull() {
        var unpinned = new SharedAnalysis(new AnalysisId("an_1"), null, "instagram", "2026-12-01T00:00:00Z");
        assertThat(ShareJson.analysis(unpinned, RESULT).encode())
                .isEqualTo("{\"kind\":\"analysis\",\"platform\":\"instagram\",\"snapshot_id\":null,"
                        + "\"expires_at\":\"2026-12-01T00:00:00Z\","
                        + "\"result\":{\"overview\":{\"core_pct\":47.9,\"creators\":2}}}");
        var pinned = new SharedAnalysis(new AnalysisId("an_1"), "sn_7", "youtube", null);
        assertThat(ShareJson.analysis(pinned, RESULT).encode())
                .isEqualTo(
                        "{\"kind\":\"analysis\",\"platform\":\"youtube\",\"snapshot_id\":\"sn_7\",\"expires_at\":null,"
                                + "\"result\":{\"overview\":{\"core_pct\":47.9,\"creators\":2}}}");
    }

    @Test
    void aFailureSaysWhyForAProgramAndForAPerson() {
        assertThat(ShareJson.failure("expired", "This link has expired.").encode())
                .isEqualTo("{\"error\":\"expired\",\"message\":\"This link has expired.\"}");
    }
}
