package io.sigment.common.api.lists;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonInclude.Include;
import io.sigment.common.api.InEveryReply;
import io.sigment.common.api.OneOf;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/**
 * What {@code share_creator_list} answers: the list's public link (a live view) as its workspace sees it, active, and
 * whether it was the list's active link already ({@code reused}) rather than a new one. Its URL is always there: a link
 * made before tokens were derived gets one when it is shared again. A list link has no expiry; one would be written.
 */
@JsonInclude(Include.ALWAYS)
public record ListShareLink(
        @InEveryReply String linkId,
        @InEveryReply @JsonInclude(Include.NON_NULL) String url,
        @InEveryReply @OneOf("creator_list") String kind,
        @InEveryReply String listId,
        @InEveryReply String createdAt,
        @JsonInclude(Include.NON_NULL) String expiresAt,
        @InEveryReply @OneOf("active") String status,
        @InEveryReply boolean reused) {

    /** {@code link}, a list's, as shared: active, and already there ({@code reused}) or new. */
    public static ListShareLink of(OwnedShareLink link, boolean reused) {
        if (!link.isListLink()) throw new IllegalArgumentException(link.linkId() + " is not a list's link");
        return new ListShareLink(
                link.linkId(),
                link.url(),
                OwnedShareLink.LIST,
                link.listId(),
                link.createdAt(),
                link.expiresAt(),
                OwnedShareLink.ACTIVE,
                reused);
    }

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static ListShareLink fromJson(JsonObject json) {
        return WireCodec.fromJson(json, ListShareLink.class);
    }
}
