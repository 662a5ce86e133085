package io.sigment.common.api.analytics;

import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import io.sigment.common.Platform;
import io.sigment.common.api.WireCodec;
import io.sigment.common.api.jobs.DiscoveryDefaults;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * The question of {@link AnalyticsAction#OPEN_DISCOVERY} and {@link AnalyticsAction#REUSE_DISCOVERY}: a discovery
 * of {@code topic} on {@code platforms} under its filters, as jobs-service priced it from discover_creators.
 * {@link #fromJson} checks it as the tool's arguments are checked, with {@link DiscoveryDefaults}' defaults.
 */
public record DiscoveryRequest(
        DiscoveryId discoveryId,

        @JsonDeserialize(using = DiscoveryDefaults.Topic.class)
        String topic,

        @JsonDeserialize(using = DiscoveryDefaults.Platforms.class)
        List<Platform> platforms,

        @JsonDeserialize(using = DiscoveryDefaults.MinFollowers.class)
        int minFollowers,

        @JsonDeserialize(using = DiscoveryDefaults.PerSubtopicLimit.class)
        int perSubtopicLimit) {
    public DiscoveryRequest {
        platforms = List.copyOf(platforms);
    }

    /** The platforms' keys ({@code instagram}, ...), in order. */
    public List<String> platformKeys() {
        return platforms.stream().map(Platform::key).toList();
    }

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static DiscoveryRequest fromJson(JsonObject json) {
        return WireCodec.fromJson(json, DiscoveryRequest.class);
    }
}
