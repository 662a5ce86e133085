package io.sigment.common.api.lists;

import static io.sigment.common.api.WireJson.array;
import static io.sigment.common.api.WireJson.list;

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
    return new JsonObject().put("links", array(links, link -> link.toJson().put("status", "active")));
  }

  /** None for a reply without {@code links}. */
  public static ShareLinkList fromJson(JsonObject json) {
    return new ShareLinkList(list(json, "links", OwnedShareLink::fromJson));
  }
}
