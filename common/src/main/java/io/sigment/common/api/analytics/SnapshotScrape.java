package io.sigment.common.api.analytics;

import static io.sigment.common.api.WireJson.text;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

/**
 * The question of {@link AnalyticsAction#ANALYZE_SNAPSHOT}: freeze the samples of scrape {@code scrapeId} into the
 * snapshot and compute it. {@code creators} is the scrape's per-creator outcome as the scraper reported it.
 */
public record SnapshotScrape(String snapshotId, String scrapeId, JsonArray creators) {

  public JsonObject toJson() {
    return new JsonObject().put("snapshot_id", snapshotId).put("scrape_id", scrapeId).put("creators", creators);
  }

  public static SnapshotScrape fromJson(JsonObject json) {
    return new SnapshotScrape(text(json, "snapshot_id", null), text(json, "scrape_id", null),
        json.getValue("creators") instanceof JsonArray creators ? creators : new JsonArray());
  }
}
