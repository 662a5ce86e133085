package io.sigment.common.api.accounts;

import io.sigment.common.api.EmptyWhenAbsent;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;
import java.util.List;

/** The reply of {@link AccountsAction#LIST_AGENTS}: the person's agents and their members' ones, newest first. */
public record AgentList(@EmptyWhenAbsent List<ListedAgent> agents) {

    public AgentList {
        agents = List.copyOf(agents);
    }

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    /** None for a reply without {@code agents}. */
    public static AgentList fromJson(JsonObject json) {
        return WireCodec.fromJson(json, AgentList.class);
    }
}
