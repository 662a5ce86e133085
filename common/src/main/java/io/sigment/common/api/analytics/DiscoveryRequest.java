package io.sigment.common.api.analytics;

import static io.sigment.common.api.WireJson.compact;

import io.sigment.common.Platform;
import io.sigment.common.ToolArgs;
import io.sigment.common.api.jobs.DiscoveryDefaults;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * The question of {@link AnalyticsAction#OPEN_DISCOVERY} and {@link AnalyticsAction#REUSE_DISCOVERY}: a discovery
 * of {@code topic} on {@code platforms} under its filters, as jobs-service priced it from discover_creators.
 * {@link #fromJson} checks it as the tool's arguments are checked, with {@link DiscoveryDefaults}' defaults.
 */
public record DiscoveryRequest(
        DiscoveryId discoveryId, String topic, List<Platform> platforms, int minFollowers, int perSubtopicLimit) {
    public DiscoveryRequest {
        platforms = List.copyOf(platforms);
    }

    /** The platforms' keys ({@code instagram}, ...), in order. */
    public List<String> platformKeys() {
        return platforms.stream().map(Platform::key).toList();
    }

    public JsonObject toJson() {
        return compact(new JsonObject()
                .put(DiscoveryId.ARG, discoveryId.value())
                .put("topic", topic)
                .put("platforms", new JsonArray(platformKeys()))
                .put("min_followers", minFollowers)
                .put("per_subtopic_limit", perSubtopicLimit));
    }

    public static DiscoveryRequest fromJson(JsonObject json) {
        return new DiscoveryRequest(
                DiscoveryId.read(json),
                ToolArgs.string(json, "topic", 2, 200).trim(),
                DiscoveryDefaults.platforms(json),
                DiscoveryDefaults.minFollowers(json),
                DiscoveryDefaults.perSubtopicLimit(json));
    }
}
