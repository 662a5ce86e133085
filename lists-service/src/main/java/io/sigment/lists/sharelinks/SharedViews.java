package io.sigment.lists.sharelinks;

import io.sigment.common.Caller;
import io.sigment.common.ToolError;
import io.sigment.lists.StoredTime;
import io.sigment.lists.creatorlists.CreatorList;
import io.sigment.lists.creatorlists.ListsStore;
import io.sigment.lists.handles.PlatformHandles;
import io.vertx.core.Future;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.time.Clock;
import java.util.List;
import java.util.regex.Pattern;

/**
 * {@code resolve_share_link}, asked by the gateway for {@code GET /s/{token}}: what an active link shows.
 * A list link shows the list as it is now; an analysis link names the analysis for the gateway to fetch.
 * Unknown, revoked and expired tokens are all the same "not found".
 */
public final class SharedViews {
  private static final Pattern TOKEN = Pattern.compile("[A-Za-z0-9_-]{16,128}");

  private final ShareLinksStore links;
  private final ListsStore lists;
  private final Clock clock;

  public SharedViews(ShareLinksStore links, ListsStore lists, Clock clock) {
    this.links = links;
    this.lists = lists;
    this.clock = clock;
  }

  public Future<JsonObject> resolve(Caller caller, JsonObject args) {
    var token = args.getValue("token") instanceof String s ? s : "";
    if (!TOKEN.matcher(token).matches()) return Future.failedFuture(gone());
    return links.findByTokenHash(ShareTokens.hashOf(token)).compose(found -> {
      var link = found.filter(l -> l.activeAt(StoredTime.now(clock))).orElseThrow(SharedViews::gone);
      if (!link.isListLink()) return Future.succeededFuture(analysisView(link));
      return lists.find(link.listId(), new String[] {link.workspaceId()})
          .map(list -> list.orElseThrow(SharedViews::gone))
          .compose(list -> lists.members(list).map(members -> listView(list, members)));
    });
  }

  private static JsonObject listView(CreatorList list, List<CreatorList.Member> members) {
    var shown = new JsonArray();
    for (var member : members) {
      shown.add(member.toJson().put("profile_url", PlatformHandles.profileUrl(list.platform(), member.handle())));
    }
    return new JsonObject().put("kind", "creator_list").put("list", new JsonObject()
        .put("name", list.name())
        .put("platform", list.platform().key())
        .put("description", list.description())
        .put("updated_at", list.updatedAt().toInstant().toString())
        .put("member_count", members.size())
        .put("members", shown));
  }

  /** {@code workspace_id} is for the gateway's request to analytics only; it never appears on the page. */
  private static JsonObject analysisView(ShareLink link) {
    return new JsonObject().put("kind", "analysis").put("workspace_id", link.workspaceId()).put("analysis",
        new JsonObject()
            .put("analysis_id", link.analysisId())
            .put("snapshot_id", link.snapshotId())
            .put("platform", link.platform())
            .put("expires_at", link.expiresAt().toInstant().toString()));
  }

  private static ToolError gone() {
    return ToolError.notFound("The share link is unknown, was revoked, or expired.");
  }
}
