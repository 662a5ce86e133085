package io.sigment.scraper.ingest;

import io.vertx.core.json.JsonObject;

/**
 * How one handle of a scrape ended: {@code scraped} (with its posts and engagements), or {@code unknown} (no
 * such account on the platform).
 */
public record CreatorOutcome(String handle, String status, String creatorId, int posts, long engagements,
                             String message) {
  public static final String SCRAPED = "scraped";
  public static final String UNKNOWN = "unknown";

  public JsonObject toJson() {
    var json = new JsonObject().put("handle", handle).put("status", status);
    if (creatorId != null) json.put("creator_id", creatorId);
    if (SCRAPED.equals(status)) json.put("posts", posts).put("engagements", engagements);
    if (message != null) json.put("message", message);
    return json;
  }
}
