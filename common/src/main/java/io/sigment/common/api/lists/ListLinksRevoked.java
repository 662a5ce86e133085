package io.sigment.common.api.lists;

import io.sigment.common.api.EmptyWhenAbsent;
import io.sigment.common.api.InEveryReply;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * What {@code revoke_share_link} answers by {@code list_id}: the list, the ids of the links it turned off (none when
 * it had no active one), how many, and a note saying what that means.
 */
public record ListLinksRevoked(
        @InEveryReply String listId,
        @InEveryReply @EmptyWhenAbsent List<String> revokedLinkIds,
        @InEveryReply int revokedCount,
        @InEveryReply String note)
        implements ShareLinkRevocation {

    public ListLinksRevoked {
        revokedLinkIds = List.copyOf(revokedLinkIds);
    }

    /** The links of {@code listId} turned off, with the note for none and for some. */
    public static ListLinksRevoked of(String listId, List<String> revokedLinkIds) {
        return new ListLinksRevoked(
                listId,
                revokedLinkIds,
                revokedLinkIds.size(),
                revokedLinkIds.isEmpty()
                        ? "The list had no active public link; nothing to turn off."
                        : "Holders of these URLs no longer see the list.");
    }

    @Override
    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static ListLinksRevoked fromJson(JsonObject json) {
        return WireCodec.fromJson(json, ListLinksRevoked.class);
    }
}
