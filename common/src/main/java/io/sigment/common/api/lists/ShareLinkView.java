package io.sigment.common.api.lists;

import static io.sigment.common.api.WireJson.text;

import io.vertx.core.json.JsonObject;

/**
 * The question of {@link ListsAction#RESOLVE_SHARE_LINK}: a share link's token as its page's address holds it, and
 * the page of a list link's members asked for (1-based; anything below reads as the first).
 */
public record ShareLinkView(String token, int page) {

  public JsonObject toJson() {
    return new JsonObject().put("token", token).put("page", page);
  }

  public static ShareLinkView fromJson(JsonObject json) {
    var page = json.getValue("page") instanceof Number n ? Math.max(1, n.intValue()) : 1;
    return new ShareLinkView(json.getValue("token") instanceof String ? text(json, "token", "") : "", page);
  }
}
