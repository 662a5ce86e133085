package io.sigment.common.api.lists;

import io.sigment.common.api.Describe;
import io.vertx.core.json.JsonObject;

/**
 * What {@code revoke_share_link} answers, one of three records: by {@code list_id}, the list's links it turned off
 * ({@link ListLinksRevoked}); by {@code link_id}, the link, now revoked, a list's ({@link RevokedListLink}) or an
 * analysis's ({@link RevokedAnalysisLink}). Its output schema is any of theirs
 * ({@link io.sigment.common.api.RecordShapes#anyOf}).
 */
@Describe("By list_id: the list's revoked links. By link_id: the link, now revoked.")
public sealed interface ShareLinkRevocation permits ListLinksRevoked, RevokedListLink, RevokedAnalysisLink {

    JsonObject toJson();

    /** {@code link} turned off at {@code revokedAt}, or before ({@code already}): a list's link or an analysis's. */
    static ShareLinkRevocation revoked(OwnedShareLink link, boolean already, String revokedAt) {
        return link.isListLink()
                ? RevokedListLink.of(link, already, revokedAt)
                : RevokedAnalysisLink.of(link, already, revokedAt);
    }

    /** The record {@code json} was written from: by its {@code revoked_link_ids}, else by its link's {@code kind}. */
    static ShareLinkRevocation fromJson(JsonObject json) {
        if (json.containsKey("revoked_link_ids")) return ListLinksRevoked.fromJson(json);
        return OwnedShareLink.LIST.equals(json.getValue("kind"))
                ? RevokedListLink.fromJson(json)
                : RevokedAnalysisLink.fromJson(json);
    }
}
