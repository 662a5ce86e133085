package io.sigment.common.api.lists;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonInclude.Include;
import io.sigment.common.api.InEveryReply;
import io.sigment.common.api.OneOf;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/**
 * What {@code revoke_share_link} answers by the {@code link_id} of a list's link: the link as its workspace sees it
 * (no URL for a link made before tokens were derived), revoked, whether it was already ({@code already_revoked}), and
 * when it was turned off.
 */
@JsonInclude(Include.ALWAYS)
public record RevokedListLink(
        @InEveryReply String linkId,
        @JsonInclude(Include.NON_NULL) String url,
        @InEveryReply @OneOf("creator_list") String kind,
        @InEveryReply String listId,
        @InEveryReply String createdAt,
        @JsonInclude(Include.NON_NULL) String expiresAt,
        @InEveryReply @OneOf("revoked") String status,
        @InEveryReply boolean alreadyRevoked,
        @InEveryReply String revokedAt)
        implements ShareLinkRevocation {

    /** {@code link}, a list's, turned off at {@code revokedAt}, or before ({@code already}). */
    public static RevokedListLink of(OwnedShareLink link, boolean already, String revokedAt) {
        if (!link.isListLink()) throw new IllegalArgumentException(link.linkId() + " is not a list's link");
        return new RevokedListLink(
                link.linkId(),
                link.url(),
                OwnedShareLink.LIST,
                link.listId(),
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

    public static RevokedListLink fromJson(JsonObject json) {
        return WireCodec.fromJson(json, RevokedListLink.class);
    }
}
