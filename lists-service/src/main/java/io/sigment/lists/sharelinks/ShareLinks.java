package io.sigment.lists.sharelinks;

import io.sigment.common.Caller;
import io.sigment.common.Ids;
import io.sigment.common.ToolArgs;
import io.sigment.common.ToolError;
import io.sigment.common.api.lists.ListLinksRevoked;
import io.sigment.common.api.lists.ListShareLink;
import io.sigment.common.api.lists.ListsTools;
import io.sigment.common.api.lists.ShareLinkList;
import io.sigment.common.api.lists.ShareLinkRevocation;
import io.sigment.common.db.StoredTime;
import io.sigment.lists.creatorlists.CreatorLists;
import io.sigment.lists.creatorlists.ListsStore;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;
import java.time.Clock;

/** {@code share_creator_list} and {@code revoke_share_link}: public list links and turning any link off. */
public final class ShareLinks {
    private final ShareLinksStore links;
    private final ListsStore lists;
    private final Clock clock;
    private final ShareTokens tokens;

    public ShareLinks(ShareLinksStore links, ListsStore lists, Clock clock, ShareTokens tokens) {
        this.links = links;
        this.lists = lists;
        this.clock = clock;
        this.tokens = tokens;
    }

    /** {@code share_creator_list}: the list's active link, else a new one; a list link is a live view. */
    public Future<JsonObject> shareList(Caller caller, JsonObject args) {
        return lists.find(ListsTools.SHARE_CREATOR_LIST.read(args).listId(), caller.workspaceIdArray())
                .map(found -> found.orElseThrow(CreatorLists::listNotFound))
                .compose(list -> {
                    var now = StoredTime.now(clock);
                    var linkId = Ids.random("lnk_");
                    var candidate = new ShareLink(
                            linkId,
                            tokens.hashFor(linkId),
                            list.workspaceId(),
                            list.listId(),
                            null,
                            null,
                            list.platform().key(),
                            now,
                            null,
                            null);
                    return links.activeOrInsert(candidate, now, tokens::shows, tokens::hashFor);
                })
                .map(shared -> ListShareLink.of(shared.link().owned(tokens), !shared.created())
                        .toJson());
    }

    /**
     * {@code list_share_links}, for the app: the active links of one list ({@code list_id}) or one analysis
     * ({@code analysis_id}, every snapshot's) in the caller's workspaces, newest first, each with its URL.
     */
    public Future<JsonObject> listActive(Caller caller, JsonObject args) {
        var listId = ToolArgs.optionalString(args, "list_id", 1, 100);
        var analysisId = ToolArgs.optionalString(args, "analysis_id", 1, 100);
        if ((listId == null) == (analysisId == null)) {
            return Future.failedFuture(ToolError.invalidArguments("pass exactly one of list_id or analysis_id"));
        }
        return links.activeOf(listId, analysisId, caller.workspaceIdArray(), StoredTime.now(clock))
                .map(active -> new ShareLinkList(
                                active.stream().map(link -> link.owned(tokens)).toList())
                        .toJson());
    }

    /**
     * {@code revoke_share_link}: {@code link_id} turns off that link (list or analysis), {@code list_id} every
     * link of that list. Revoking a revoked link again succeeds and says so.
     */
    public Future<JsonObject> revoke(Caller caller, JsonObject args) {
        var input = ListsTools.REVOKE_SHARE_LINK.read(args);
        var linkId = input.linkId();
        var listId = input.listId();
        if ((linkId == null) == (listId == null)) {
            return Future.failedFuture(ToolError.invalidArguments(
                    "pass exactly one of link_id (one link) or list_id " + "(every public link of that list)"));
        }
        var now = StoredTime.now(clock);
        if (linkId != null) {
            return links.revoke(linkId, caller.workspaceIdArray(), now)
                    .map(found -> found.orElseThrow(() -> ToolError.notFound("Check the link_id: it is the one "
                            + "share_creator_list or share_analysis returned. To turn off "
                            + "every link of a list, pass list_id.")))
                    .map(revoked -> ShareLinkRevocation.revoked(
                                    revoked.link().owned(tokens),
                                    revoked.already(),
                                    StoredTime.text(revoked.link().revokedAt()))
                            .toJson());
        }
        return lists.find(listId, caller.workspaceIdArray())
                .map(found -> found.orElseThrow(CreatorLists::listNotFound))
                .compose(list -> links.revokeAllOfList(list.listId(), list.workspaceId(), now))
                .map(revoked -> ListLinksRevoked.of(listId, revoked).toJson());
    }
}
