package io.sigment.common.api.lists;

import io.vertx.core.json.JsonObject;

/**
 * A public link as its workspace sees it: to a creator list ({@code listId} set; a live view that never expires) or
 * to an analysis ({@code analysisId} set, {@code snapshotId} null for every snapshot). The token appears only inside
 * {@code url}, which is null (and left out of the JSON) for a link made before tokens were derived; a null
 * {@code expiresAt} is left out too. The share and revoke tools answer with this JSON plus their own fields.
 */
public record OwnedShareLink(String linkId, String url, String listId, String analysisId, String snapshotId,
                             String createdAt, String expiresAt) {

  public boolean isListLink() {
    return listId != null;
  }

  public JsonObject toJson() {
    var json = new JsonObject().put("link_id", linkId);
    if (url != null) json.put("url", url);
    json.put("kind", isListLink() ? "creator_list" : "analysis");
    if (isListLink()) json.put("list_id", listId);
    else json.put("analysis_id", analysisId).put("snapshot_id", snapshotId);
    json.put("created_at", createdAt);
    if (expiresAt != null) json.put("expires_at", expiresAt);
    return json;
  }

  public static OwnedShareLink fromJson(JsonObject json) {
    return new OwnedShareLink(json.getString("link_id"), json.getString("url"), json.getString("list_id"),
        json.getString("analysis_id"), json.getString("snapshot_id"), json.getString("created_at"),
        json.getString("expires_at"));
  }
}
