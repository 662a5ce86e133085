package io.sigment.analytics.sharing;

import io.sigment.analytics.analyses.AnalysesStore;
import io.sigment.common.Caller;
import io.sigment.common.ToolError;
import io.sigment.common.api.analytics.AnalysisId;
import io.sigment.common.api.analytics.AnalyticsTools;
import io.sigment.common.api.lists.AnalysisShare;
import io.sigment.common.api.lists.ListsClient;
import io.sigment.common.bus.ServiceClient;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;

/**
 * {@code share_analysis}: checks that the analysis (and the snapshot, when one is named) is the caller's, then
 * asks lists-service for its link ({@code share_analysis_link}), which reuses the active one or creates one
 * expiring in 30 days, and refuses analyses of platforms other than Instagram.
 */
public final class ShareAnalysis {
    private final AnalysesStore store;
    private final ListsClient lists;

    public ShareAnalysis(AnalysesStore store, ServiceClient services) {
        this.store = store;
        this.lists = new ListsClient(services);
    }

    public Future<JsonObject> share(Caller caller, JsonObject args) {
        var input = AnalyticsTools.SHARE_ANALYSIS.read(args);
        var asked = new AnalysisId(input.analysisId());
        var analysisId = asked.value();
        var snapshotId = input.snapshotId();
        return store.analysis(analysisId, caller.workspaceIdArray())
                .map(found -> found.orElseThrow(() -> ToolError.notFound("Check the analysis_id with list_analyses.")))
                .compose(analysis -> store.snapshots(analysisId).compose(snapshots -> {
                    if (snapshotId != null
                            && snapshots.stream().noneMatch(s -> s.snapshotId().equals(snapshotId))) {
                        return Future.failedFuture(ToolError.notFound(
                                "Check the snapshot_id with list_analyses, or omit it to share the latest."));
                    }
                    return lists.shareAnalysisLink(
                            caller, new AnalysisShare(asked, snapshotId, analysis.platform(), analysis.workspaceId()));
                }));
    }
}
