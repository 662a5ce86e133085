package io.sigment.common.api.scraper;

import io.vertx.core.json.JsonObject;

/**
 * How one handle of a scrape ended: {@link #SCRAPED} (with its posts and engagements), or {@link #UNKNOWN} (no such
 * account on the platform), with a {@code message} when there is something to say.
 */
public record ScrapedCreator(String handle, String status, String creatorId, int posts, long engagements,
                             String message) {
  public static final String SCRAPED = "scraped";
  public static final String UNKNOWN = "unknown";

  public boolean scraped() {
    return SCRAPED.equals(status);
  }

  public JsonObject toJson() {
    var json = new JsonObject().put("handle", handle).put("status", status);
    if (creatorId != null) json.put("creator_id", creatorId);
    if (scraped()) json.put("posts", posts).put("engagements", engagements);
    if (message != null) json.put("message", message);
    return json;
  }

  public static ScrapedCreator fromJson(JsonObject json) {
    return new ScrapedCreator(json.getString("handle"), json.getString("status"), json.getString("creator_id"),
        json.getInteger("posts", 0), json.getLong("engagements", 0L), json.getString("message"));
  }
}
