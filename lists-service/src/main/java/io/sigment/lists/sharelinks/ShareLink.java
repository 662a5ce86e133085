package io.sigment.lists.sharelinks;

import io.sigment.common.db.StoredTime;
import io.vertx.core.json.JsonObject;
import java.time.OffsetDateTime;

/**
 * A public link: to a creator list ({@code listId} set; a live view that never expires) or to an analysis
 * result ({@code analysisId} set, optionally one snapshot; expires). Active until revoked or expired. Of its token
 * only the SHA-256 is kept ({@link ShareTokens}).
 */
public record ShareLink(String linkId, String tokenSha256, String workspaceId, String listId, String analysisId,
                        String snapshotId, String platform, OffsetDateTime createdAt, OffsetDateTime expiresAt,
                        OffsetDateTime revokedAt) {

  /** The same link under a new token (a share after the secret changed); the earlier tokens stay in the store. */
  public ShareLink withTokenSha256(String hash) {
    return new ShareLink(linkId, hash, workspaceId, listId, analysisId, snapshotId, platform, createdAt, expiresAt,
        revokedAt);
  }

  public boolean isListLink() {
    return listId != null;
  }

  public boolean activeAt(OffsetDateTime now) {
    return revokedAt == null && (expiresAt == null || expiresAt.isAfter(now));
  }

  /**
   * What the link's owner sees; the token appears only inside the URL, which is absent for a link made before
   * tokens were derived (it still opens by the URL first shown).
   */
  public JsonObject toJson(ShareTokens tokens) {
    var json = new JsonObject().put("link_id", linkId);
    tokens.url(this).ifPresent(url -> json.put("url", url));
    json.put("kind", isListLink() ? "creator_list" : "analysis");
    if (isListLink()) json.put("list_id", listId);
    else json.put("analysis_id", analysisId).put("snapshot_id", snapshotId);
    json.put("created_at", StoredTime.text(createdAt));
    if (expiresAt != null) json.put("expires_at", StoredTime.text(expiresAt));
    return json;
  }
}
