package io.sigment.common.api.lists;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.sigment.common.api.EmptyWhenAbsent;
import io.sigment.common.api.InEveryReply;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * What {@link ListsAction#LIST_CREATOR_LISTS} answers: the workspace's creator lists, most recently changed first,
 * and a {@code note} only when it holds fewer than the workspace has.
 */
public record CreatorListIndex(
        @InEveryReply @JsonInclude(JsonInclude.Include.ALWAYS)
        String workspaceId,

        @InEveryReply @EmptyWhenAbsent List<CreatorListFacts> lists,
        String note) {

    public CreatorListIndex {
        lists = List.copyOf(lists);
    }

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static CreatorListIndex fromJson(JsonObject json) {
        return WireCodec.fromJson(json, CreatorListIndex.class);
    }
}
