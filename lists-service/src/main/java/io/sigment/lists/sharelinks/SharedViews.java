package io.sigment.lists.sharelinks;

import io.sigment.common.Caller;
import io.sigment.common.ToolError;
import io.sigment.common.api.analytics.AnalysisId;
import io.sigment.common.api.lists.ShareLinkView;
import io.sigment.common.api.lists.SharedAnalysis;
import io.sigment.common.api.lists.SharedList;
import io.sigment.common.api.lists.SharedView;
import io.sigment.common.db.StoredTime;
import io.sigment.lists.creatorlists.CreatorList;
import io.sigment.lists.creatorlists.ListsStore;
import io.sigment.lists.handles.PlatformHandles;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;
import java.time.Clock;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * {@code resolve_share_link}, asked by the gateway for {@code GET /s/{token}}: what an active link shows.
 * A list link shows the list as it is now, one page of {@link #PAGE_SIZE} members at a time; an analysis link names
 * the analysis for the gateway to fetch.
 * Unknown, revoked and expired tokens are all the same "not found".
 */
public final class SharedViews {
    private static final Pattern TOKEN = Pattern.compile("[A-Za-z0-9_-]{16,128}");
    /** Members on one page of a shared list. */
    static final int PAGE_SIZE = 200;

    private static final long CACHE_MS = 30_000;
    private static final int MAX_CACHED = 1_000;

    private final Map<String, Shown> pagesShown = new LinkedHashMap<>(64, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Shown> eldest) {
            return size() > MAX_CACHED;
        }
    };

    private final ShareLinksStore links;
    private final ListsStore lists;
    private final Clock clock;

    public SharedViews(ShareLinksStore links, ListsStore lists, Clock clock) {
        this.links = links;
        this.lists = lists;
        this.clock = clock;
    }

    /** args: {@code token}, optionally {@code page} (1-based; a list link shows {@link #PAGE_SIZE} members a page). */
    public Future<JsonObject> resolve(Caller caller, JsonObject args) {
        var asked = ShareLinkView.fromJson(args);
        var token = asked.token();
        if (!TOKEN.matcher(token).matches()) return Future.failedFuture(gone());
        var requestedPage = asked.page();
        return links.findByTokenHash(ShareTokens.hashOf(token)).compose(found -> {
            var link = found.filter(l -> l.activeAt(StoredTime.now(clock))).orElseThrow(SharedViews::gone);
            if (!link.isListLink()) return Future.succeededFuture(analysisView(link));
            return lists.find(link.listId(), new String[] {link.workspaceId()})
                    .map(list -> list.orElseThrow(SharedViews::gone))
                    .compose(list -> {
                        var pages = Math.max(1, (list.memberCount() + PAGE_SIZE - 1) / PAGE_SIZE);
                        var page = Math.min(requestedPage, pages);
                        // The link and the list row are read every time (a revocation or a change shows at once); the
                        // members
                        // of one version of the list (its updated_at) are kept briefly, so repeated views cost one page
                        // query.
                        var key = list.listId() + "|" + list.updatedAt().toInstant() + "|" + list.memberCount() + "|"
                                + page;
                        var cached = recent(key);
                        if (cached != null) return Future.succeededFuture(cached.copy());
                        return lists.members(list, (page - 1) * PAGE_SIZE, PAGE_SIZE)
                                .map(members -> {
                                    var view = listView(list, members, page, pages);
                                    remember(key, view);
                                    return view.copy();
                                });
                    });
        });
    }

    private JsonObject recent(String key) {
        synchronized (pagesShown) {
            var entry = pagesShown.get(key);
            return entry == null || clock.millis() - entry.at() > CACHE_MS ? null : entry.view();
        }
    }

    private void remember(String key, JsonObject view) {
        synchronized (pagesShown) {
            pagesShown.put(key, new Shown(view, clock.millis()));
        }
    }

    private record Shown(JsonObject view, long at) {}

    private static JsonObject listView(CreatorList list, List<CreatorList.Member> members, int page, int pages) {
        var shown = members.stream()
                .map(member -> new SharedList.Member(
                        member.handle(),
                        member.shown().addedAt(),
                        PlatformHandles.profileUrl(list.platform(), member.handle())))
                .toList();
        return SharedView.ofList(new SharedList(
                                list.name(),
                                list.platform().key(),
                                list.description(),
                                StoredTime.text(list.updatedAt()),
                                list.memberCount(),
                                page,
                                pages,
                                shown)
                        .toJson())
                .toJson();
    }

    /** {@code workspace_id} is for the gateway's request to analytics only; it never appears on the page. */
    private static JsonObject analysisView(ShareLink link) {
        return SharedView.ofAnalysis(
                        link.workspaceId(),
                        new SharedAnalysis(
                                new AnalysisId(link.analysisId()),
                                link.snapshotId(),
                                link.platform(),
                                StoredTime.text(link.expiresAt())))
                .toJson();
    }

    private static ToolError gone() {
        return ToolError.notFound("The share link is unknown, was revoked, or expired.");
    }
}
