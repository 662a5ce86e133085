package io.sigment.common.api.lists;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.sigment.common.api.EmptyWhenAbsent;
import io.sigment.common.api.InEveryReply;
import io.sigment.common.api.MayBeNull;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * What {@link ListsAction#SET_CREATOR_LIST} answers: the list, the handles it added (in the order given), removed
 * (sorted) and kept, how many members it has now, and its description (null, and written, when it has none).
 */
public record CreatorListSetting(
        @InEveryReply String listId,
        @EmptyWhenAbsent List<String> added,
        @EmptyWhenAbsent List<String> removed,
        @EmptyWhenAbsent List<String> kept,
        @InEveryReply int memberCount,
        @MayBeNull @JsonInclude(JsonInclude.Include.ALWAYS) String description) {

    public CreatorListSetting {
        added = List.copyOf(added);
        removed = List.copyOf(removed);
        kept = List.copyOf(kept);
    }

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static CreatorListSetting fromJson(JsonObject json) {
        return WireCodec.fromJson(json, CreatorListSetting.class);
    }
}
