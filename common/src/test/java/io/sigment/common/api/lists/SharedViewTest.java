package io.sigment.common.api.lists;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.api.analytics.AnalysisId;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Test;

/** What a share link shows reads back what lists wrote, keeping its wire JSON: a null snapshot stays a null field. */
class SharedViewTest {

    @Test
    void an_analysis_link_reads_back_and_keeps_a_null_snapshot_as_a_field() {
        var view = SharedView.ofAnalysis(
                "ws_1", new SharedAnalysis(new AnalysisId("an_1"), null, "instagram", "2026-12-01T00:00:00Z"));
        assertThat(SharedView.fromJson(view.toJson())).isEqualTo(view);
        var sample = new JsonObject("{\"kind\":\"analysis\",\"workspace_id\":\"ws_2\",\"analysis\":{\"analysis_id\":"
                + "\"an_2\",\"snapshot_id\":null,\"platform\":\"tiktok\",\"expires_at\":\"2026-12-02T00:00:00Z\"}}");
        var decoded = SharedView.fromJson(sample);
        assertThat(decoded.isList()).isFalse();
        assertThat(decoded.analysis())
                .isEqualTo(new SharedAnalysis(new AnalysisId("an_2"), null, "tiktok", "2026-12-02T00:00:00Z"));
        assertThat(decoded.toJson().encode()).isEqualTo(sample.encode());
    }

    @Test
    void a_list_link_carries_the_public_page_as_it_is() {
        var sample = new JsonObject(
                "{\"kind\":\"creator_list\",\"list\":{\"name\":\"Runners\",\"platform\":\"instagram\","
                        + "\"description\":null,\"member_count\":1,\"page\":1,\"pages\":1,\"members\":[{\"handle\":\"maya\"}]}}");
        var decoded = SharedView.fromJson(sample);
        assertThat(decoded.isList()).isTrue();
        assertThat(decoded.workspaceId()).isNull();
        assertThat(decoded.toJson().encode()).isEqualTo(sample.encode());
        assertThat(SharedView.fromJson(decoded.toJson())).isEqualTo(decoded);
    }
}
