package io.sigment.common.api.analytics;

import static io.sigment.common.api.WireJson.strings;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * A discovery as it stands: the reply of {@link AnalyticsAction#OPEN_DISCOVERY}, {@link AnalyticsAction#COMPLETE_DISCOVERY}
 * and {@link AnalyticsAction#REUSE_DISCOVERY} (jobs-service shows its counts and message on the job), and the head of
 * what {@code get_discovery} and {@code list_discoveries} answer. {@code completedAt}, {@code message} and
 * {@code reusedFrom} (the discovery a free re-run copied) are left out when null.
 */
public record DiscoverySummary(DiscoveryId discoveryId, String topic, List<String> platforms, String status,
                               int groupsFound, int creatorsFound, String createdAt, String completedAt,
                               String message, String reusedFrom) {

  public DiscoverySummary {
    platforms = List.copyOf(platforms);
  }

  public JsonObject toJson() {
    var json = new JsonObject().put(DiscoveryId.ARG, discoveryId.value()).put("topic", topic)
        .put("platforms", new JsonArray(platforms)).put("status", status).put("groups_found", groupsFound)
        .put("creators_found", creatorsFound).put("created_at", createdAt);
    if (completedAt != null) json.put("completed_at", completedAt);
    if (message != null) json.put("message", message);
    if (reusedFrom != null) json.put("reused_from", reusedFrom);
    return json;
  }

  public static DiscoverySummary fromJson(JsonObject json) {
    return new DiscoverySummary(DiscoveryId.read(json), json.getString("topic"),
        strings(json, "platforms"),
        json.getString("status"), json.getInteger("groups_found", 0), json.getInteger("creators_found", 0),
        json.getString("created_at"), json.getString("completed_at"), json.getString("message"),
        json.getString("reused_from"));
  }
}
