package io.sigment.common.api;

import io.sigment.common.api.analytics.AnalysisId;
import io.sigment.common.api.lists.SharedAnalysis;
import io.sigment.common.api.lists.SharedView;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

/** Lists' records in {@link FixedWireSamples}: what a share link shows. */
final class ListsWireSamples {
    private ListsWireSamples() {}

    static void addTo(FixedWireSamples book) {
        sharedView(book);
    }

    private static void sharedView(FixedWireSamples book) {
        var analysis = new SharedAnalysis(new AnalysisId("an_1"), null, "instagram", "2026-02-01T00:00:00Z");
        book.writes(
                "SharedView list",
                () -> SharedView.ofList(new JsonObject()
                                .put("name", "Runners")
                                .put("platform", "instagram")
                                .put("members", new JsonArray().add(new JsonObject().put("handle", "a"))))
                        .toJson());
        book.writes(
                "SharedView analysis",
                () -> SharedView.ofAnalysis("ws_1", analysis).toJson());
        book.writes(
                "SharedView analysis without workspace",
                () -> SharedView.ofAnalysis(null, analysis).toJson());
        book.reads(
                "SharedView",
                SharedView::fromJson,
                "{\"kind\":\"creator_list\",\"list\":{\"name\":\"Runners\",\"members\":[]}}",
                "{\"kind\":\"creator_list\"}",
                "{\"kind\":\"creator_list\",\"list\":null,\"workspace_id\":\"ws_1\"}",
                "{\"kind\":\"analysis\",\"workspace_id\":\"ws_1\",\"analysis\":{\"analysis_id\":\"an_1\","
                        + "\"snapshot_id\":\"sn_1\",\"platform\":\"instagram\",\"expires_at\":\"2026-02-01T00:00:00Z\"}}",
                "{\"kind\":\"analysis\",\"analysis\":{\"analysis_id\":\"an_1\"}}",
                "{\"kind\":\"analysis\"}",
                "{\"workspace_id\":\"ws_1\",\"analysis\":{\"analysis_id\":\"an_1\"},\"list\":{\"name\":\"x\"}}",
                "{\"kind\":\"other\",\"analysis\":{\"analysis_id\":\"an_1\"}}",
                "{}");
    }
}
