package io.sigment.common.api.lists;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonInclude.Include;
import io.sigment.common.api.InEveryReply;
import io.sigment.common.api.MayBeNull;
import io.sigment.common.api.OneOf;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/**
 * What {@code revoke_share_link} answers by the {@code link_id} of an analysis's link: the link as its workspace sees
 * it (no URL for a link made before tokens were derived; its snapshot null for every snapshot's; it always expires),
 * revoked, whether it was already ({@code already_revoked}), and when it was turned off.
 */
@JsonInclude(Include.ALWAYS)
public record RevokedAnalysisLink(
        @InEveryReply String linkId,
        @JsonInclude(Include.NON_NULL) String url,
        @InEveryReply @OneOf("analysis") String kind,
        @InEveryReply String analysisId,
        @InEveryReply @MayBeNull String snapshotId,
        @InEveryReply String createdAt,
        @InEveryReply @JsonInclude(Include.NON_NULL) String expiresAt,
        @InEveryReply @OneOf("revoked") String status,
        @InEveryReply boolean alreadyRevoked,
        @InEveryReply String revokedAt)
        implements ShareLinkRevocation {

    /** {@code link}, an analysis's, turned off at {@code revokedAt}, or before ({@code already}). */
    public static RevokedAnalysisLink of(OwnedShareLink link, boolean already, String revokedAt) {
        if (link.isListLink()) throw new IllegalArgumentException(link.linkId() + " is not an analysis's link");
        return new RevokedAnalysisLink(
                link.linkId(),
                link.url(),
                OwnedShareLink.ANALYSIS,
                link.analysisId(),
                link.snapshotId(),
                link.createdAt(),
                link.expiresAt(),
                OwnedShareLink.REVOKED,
                already,
                revokedAt);
    }

    @Override
    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static RevokedAnalysisLink fromJson(JsonObject json) {
        return WireCodec.fromJson(json, RevokedAnalysisLink.class);
    }
}
