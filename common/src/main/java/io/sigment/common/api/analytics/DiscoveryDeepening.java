package io.sigment.common.api.analytics;

import io.sigment.common.api.EmptyWhenAbsent;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The reply of {@link AnalyticsAction#RANK_DISCOVERY}: per platform key, the handles whose samples jobs-service
 * deepens (the creators of the strongest light overlaps); none once the discovery is completed. Jobs stores it as the
 * rank step's output and reads it back in the deepen step.
 */
public record DiscoveryDeepening(
        DiscoveryId discoveryId, @EmptyWhenAbsent Map<String, List<String>> deepen) {

    public DiscoveryDeepening {
        var copy = new LinkedHashMap<String, List<String>>();
        deepen.forEach((key, handles) -> copy.put(key, List.copyOf(handles)));
        deepen = Collections.unmodifiableMap(copy);
    }

    /** The handles to deepen on platform {@code key}; none when it has none. */
    public List<String> handles(String key) {
        return deepen.getOrDefault(key, List.of());
    }

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static DiscoveryDeepening fromJson(JsonObject json) {
        return WireCodec.fromJson(json, DiscoveryDeepening.class);
    }
}
