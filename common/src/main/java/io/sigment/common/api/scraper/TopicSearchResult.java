package io.sigment.common.api.scraper;

import io.sigment.common.Platform;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

/**
 * The answer of {@link ScraperAction#SEARCH_TOPIC}. {@code candidates}: per creator {@code creator_id},
 * {@code handle}, {@code name}, {@code bio}, {@code followers} and {@code matching_posts} (the found posts: id,
 * caption, hashtags, views, likes, comments), passed on to analytics as found.
 */
public record TopicSearchResult(Platform platform, String topic, int postsFound, JsonArray candidates,
                                int platformCalls, int quotaUnits, PlatformCost cost) {

  public java.util.List<String> handles() {
    return candidates.stream().map(c -> ((JsonObject) c).getString("handle")).toList();
  }

  public JsonObject toJson() {
    return new JsonObject().put("platform", platform.key()).put("topic", topic).put("posts_found", postsFound)
        .put("candidates", candidates).put("platform_calls", platformCalls).put("quota_units", quotaUnits)
        .put("cost", cost.toJson());
  }

  public static TopicSearchResult fromJson(JsonObject json) {
    return new TopicSearchResult(Platform.parse(json.getString("platform")), json.getString("topic"),
        json.getInteger("posts_found", 0), json.getJsonArray("candidates", new JsonArray()),
        json.getInteger("platform_calls", 0), json.getInteger("quota_units", 0),
        PlatformCost.fromJson(json.getJsonObject("cost")));
  }
}
