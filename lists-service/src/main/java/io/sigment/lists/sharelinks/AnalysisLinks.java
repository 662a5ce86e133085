package io.sigment.lists.sharelinks;

import io.sigment.common.Caller;
import io.sigment.common.Ids;
import io.sigment.common.ToolArgs;
import io.sigment.common.ToolError;
import io.sigment.common.api.analytics.AnalysisId;
import io.sigment.common.api.analytics.AnalyticsTools;
import io.sigment.common.api.lists.AnalysisShareLink;
import io.sigment.common.db.StoredTime;
import io.sigment.common.tools.Param;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;
import java.time.Clock;
import java.time.Duration;

/**
 * {@code share_analysis_link}, asked by analytics-service for {@code share_analysis} once it has checked the
 * analysis: reuses the active link to that analysis (and snapshot), else creates one expiring 30 days after
 * creation. An expired link counts as none, so the next share makes a new one.
 */
public final class AnalysisLinks {
    public static final Duration LIFETIME = Duration.ofDays(30);
    private static final Param SNAPSHOT_ID = AnalyticsTools.SHARE_ANALYSIS.param("snapshot_id");

    private final ShareLinksStore links;
    private final Clock clock;
    private final ShareTokens tokens;

    public AnalysisLinks(ShareLinksStore links, Clock clock, ShareTokens tokens) {
        this.links = links;
        this.clock = clock;
        this.tokens = tokens;
    }

    public Future<JsonObject> share(Caller caller, JsonObject args) {
        var analysisId = AnalysisId.read(args).value();
        var snapshotId = SNAPSHOT_ID.text(args);
        var platform = ToolArgs.platform(args, null).key();
        var named = Param.WORKSPACE_ID.text(args);
        var workspaceId = named != null ? named : caller.workspaceId();
        if (!platform.equals("instagram")) {
            return Future.failedFuture(ToolError.notAvailable("share_analysis "
                    + "is Instagram only, and this is a " + platform
                    + " analysis. To share these creators, save them with "
                    + "create_creator_list and share that list with share_creator_list."));
        }
        if (workspaceId == null || !caller.workspaceIds().contains(workspaceId)) {
            return Future.failedFuture(ToolError.notFound("Check the analysis_id with list_analyses."));
        }
        var now = StoredTime.now(clock);
        var linkId = Ids.random("lnk_");
        var candidate = new ShareLink(
                linkId,
                tokens.hashFor(linkId),
                workspaceId,
                null,
                analysisId,
                snapshotId,
                platform,
                now,
                now.plus(LIFETIME),
                null);
        return links.activeOrInsert(candidate, now, tokens::shows, tokens::hashFor)
                .map(shared -> AnalysisShareLink.of(shared.link().owned(tokens), !shared.created())
                        .toJson());
    }
}
