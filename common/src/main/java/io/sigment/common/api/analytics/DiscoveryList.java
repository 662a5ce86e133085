package io.sigment.common.api.analytics;

import io.sigment.common.api.EmptyWhenAbsent;
import io.sigment.common.api.InEveryReply;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * What {@link AnalyticsAction#LIST_DISCOVERIES} answers: the workspace's discoveries, newest first, and a
 * {@code message} (how to start one) only when there are none.
 */
public record DiscoveryList(@InEveryReply @EmptyWhenAbsent List<DiscoverySummary> discoveries, String message) {

    public DiscoveryList {
        discoveries = List.copyOf(discoveries);
    }

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static DiscoveryList fromJson(JsonObject json) {
        return WireCodec.fromJson(json, DiscoveryList.class);
    }
}
