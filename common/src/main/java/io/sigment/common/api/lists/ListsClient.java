package io.sigment.common.api.lists;

import io.sigment.common.Caller;
import io.sigment.common.api.CompletionQuery;
import io.sigment.common.api.CompletionValues;
import io.sigment.common.bus.ServiceClient;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;

/**
 * lists-service's internal actions as other services call them: share links of analyses, the active links the app
 * lists, and their public pages.
 */
public final class ListsClient {
    private final ServiceClient bus;

    public ListsClient(ServiceClient bus) {
        this.bus = bus;
    }

    /**
     * The analysis' active link (for its snapshot), else a new one; replies the link with its URL. This is the
     * share_analysis tool's answer, which analytics passes on unread, so it stays the tool's JSON.
     */
    public Future<JsonObject> shareAnalysisLink(Caller caller, AnalysisShare share) {
        return bus.request(ListsAction.SHARE_ANALYSIS_LINK, caller, share.toJson());
    }

    /** The active public links of the creator list {@code listId} in the caller's workspaces, newest first. */
    public Future<ShareLinkList> listLinks(Caller caller, String listId) {
        return bus.request(
                        ListsAction.LIST_SHARE_LINKS,
                        caller,
                        ShareLinksOf.list(listId).toJson())
                .map(ShareLinkList::fromJson);
    }

    /** The active public links of every snapshot of the analysis {@code analysisId}, newest first. */
    public Future<ShareLinkList> analysisLinks(Caller caller, String analysisId) {
        return bus.request(
                        ListsAction.LIST_SHARE_LINKS,
                        caller,
                        ShareLinksOf.analysis(analysisId).toJson())
                .map(ShareLinkList::fromJson);
    }

    /** The caller's list names and handles that complete {@code query}. */
    public Future<CompletionValues> completionValues(Caller caller, CompletionQuery query) {
        return bus.request(ListsAction.COMPLETION_VALUES, caller, query.toJson())
                .map(CompletionValues::fromJson);
    }

    /** What a share link shows now; NOT_FOUND when it is unknown, revoked or expired. */
    public Future<SharedView> resolveShareLink(Caller caller, ShareLinkView view) {
        return bus.request(ListsAction.RESOLVE_SHARE_LINK, caller, view.toJson())
                .map(SharedView::fromJson);
    }
}
