package io.sigment.common.api.accounts;

import io.sigment.common.api.EmptyWhenAbsent;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;
import java.util.List;

/** The reply of {@link AccountsAction#LIST_OPEN_HOLDS}: the open holds found (none when absent). */
public record OpenHoldList(@EmptyWhenAbsent List<OpenHold> holds) {

    public OpenHoldList {
        holds = List.copyOf(holds);
    }

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static OpenHoldList fromJson(JsonObject json) {
        return WireCodec.fromJson(json, OpenHoldList.class);
    }
}
