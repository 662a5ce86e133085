package io.sigment.common.api.scraper;

import static io.sigment.common.api.WireJson.array;
import static io.sigment.common.api.WireJson.list;
import static io.sigment.common.api.WireJson.strings;

import io.sigment.common.Platform;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.List;

/** The answer of {@link ScraperAction#SCRAPE} once it completed: each handle's outcome, what it cost on the platform. */
public record ScrapeResult(String scrapeId, Platform platform, List<ScrapedCreator> creators,
                           List<String> unknownHandles, PlatformCost cost) {
  public static final String COMPLETED = "completed";

  public ScrapeResult {
    creators = List.copyOf(creators);
    unknownHandles = List.copyOf(unknownHandles);
  }

  public long scrapedCount() {
    return creators.stream().filter(ScrapedCreator::scraped).count();
  }

  public JsonObject toJson() {
    return new JsonObject().put("scrape_id", scrapeId).put("platform", platform.key()).put("status", COMPLETED)
        .put("creators", array(creators, ScrapedCreator::toJson)).put("unknown_handles", new JsonArray(unknownHandles)).put("cost", cost.toJson());
  }

  public static ScrapeResult fromJson(JsonObject json) {
    var creators = list(json, "creators", ScrapedCreator::fromJson);
    var unknown = strings(json, "unknown_handles");
    return new ScrapeResult(json.getString("scrape_id"), Platform.parse(json.getString("platform")), creators, unknown,
        PlatformCost.fromJson(json.getJsonObject("cost")));
  }
}
