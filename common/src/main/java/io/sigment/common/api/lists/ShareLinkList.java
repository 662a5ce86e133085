package io.sigment.common.api.lists;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import io.sigment.common.api.EmptyWhenAbsent;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * The reply of {@link ListsAction#LIST_SHARE_LINKS}: the active links of one list or one analysis, newest first;
 * each is written with {@code "status":"active"}.
 */
public record ShareLinkList(@EmptyWhenAbsent List<OwnedShareLink> links) {

    @JsonCreator(mode = JsonCreator.Mode.PROPERTIES)
    public ShareLinkList {
        links = List.copyOf(links);
    }

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    /** None for a reply without {@code links}. */
    public static ShareLinkList fromJson(JsonObject json) {
        return WireCodec.fromJson(json, ShareLinkList.class);
    }

    /** What is written: each link with {@code "status": "active"}. */
    @JsonValue
    Written wire() {
        return new Written(
                links.stream().map(link -> link.wire(OwnedShareLink.ACTIVE)).toList());
    }

    private record Written(List<Object> links) {}
}
