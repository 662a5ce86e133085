package io.sigment.common.api.lists;

import io.sigment.common.api.EmptyWhenAbsent;
import io.sigment.common.api.InEveryReply;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * What {@link ListsAction#ADD_TO_CREATOR_LIST} answers: the list, the handles it added (in the order given), those
 * already on it, and how many members it has now.
 */
public record CreatorListAddition(
        @InEveryReply String listId,
        @InEveryReply @EmptyWhenAbsent List<String> added,
        @EmptyWhenAbsent List<String> alreadyThere,
        @InEveryReply int memberCount) {

    public CreatorListAddition {
        added = List.copyOf(added);
        alreadyThere = List.copyOf(alreadyThere);
    }

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static CreatorListAddition fromJson(JsonObject json) {
        return WireCodec.fromJson(json, CreatorListAddition.class);
    }
}
