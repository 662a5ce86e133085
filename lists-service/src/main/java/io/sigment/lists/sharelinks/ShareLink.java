package io.sigment.lists.sharelinks;

import io.sigment.common.api.lists.OwnedShareLink;
import io.sigment.common.db.StoredTime;
import java.time.OffsetDateTime;

/**
 * A public link: to a creator list ({@code listId} set; a live view that never expires) or to an analysis
 * result ({@code analysisId} set, optionally one snapshot; expires). Active until revoked or expired. Of its token
 * only the SHA-256 is kept ({@link ShareTokens}).
 */
public record ShareLink(
        String linkId,
        String tokenSha256,
        String workspaceId,
        String listId,
        String analysisId,
        String snapshotId,
        String platform,
        OffsetDateTime createdAt,
        OffsetDateTime expiresAt,
        OffsetDateTime revokedAt) {

    /** The same link under a new token (a share after the secret changed); the earlier tokens stay in the store. */
    public ShareLink withTokenSha256(String hash) {
        return new ShareLink(
                linkId, hash, workspaceId, listId, analysisId, snapshotId, platform, createdAt, expiresAt, revokedAt);
    }

    public boolean isListLink() {
        return listId != null;
    }

    public boolean activeAt(OffsetDateTime now) {
        return revokedAt == null && (expiresAt == null || expiresAt.isAfter(now));
    }

    /**
     * The link as its workspace sees it; the token appears only inside the URL, derived from it, which is absent for a
     * link made before tokens were derived (it still opens by the URL first shown).
     */
    public OwnedShareLink owned(ShareTokens tokens) {
        return new OwnedShareLink(
                linkId,
                tokens.url(this).orElse(null),
                listId,
                analysisId,
                snapshotId,
                StoredTime.text(createdAt),
                expiresAt == null ? null : StoredTime.text(expiresAt));
    }
}
