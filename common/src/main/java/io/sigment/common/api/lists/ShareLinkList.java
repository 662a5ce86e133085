package io.sigment.common.api.lists;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * The reply of {@link ListsAction#LIST_SHARE_LINKS}: the active links of one list or one analysis, newest first;
 * each is written with {@code "status":"active"}.
 */
public record ShareLinkList(List<OwnedShareLink> links) {

  public ShareLinkList {
    links = List.copyOf(links);
  }

  public JsonObject toJson() {
    return new JsonObject().put("links",
        new JsonArray(links.stream().map(link -> link.toJson().put("status", "active")).toList()));
  }

  /** None for a reply without {@code links}. */
  public static ShareLinkList fromJson(JsonObject json) {
    return new ShareLinkList(json.getJsonArray("links", new JsonArray()).stream()
        .map(link -> OwnedShareLink.fromJson((JsonObject) link)).toList());
  }
}
