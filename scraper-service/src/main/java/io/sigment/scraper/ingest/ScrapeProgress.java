package io.sigment.scraper.ingest;

import io.sigment.common.api.scraper.ScrapeRequest;
import io.sigment.common.bus.Topics;
import io.vertx.core.eventbus.EventBus;
import io.vertx.core.json.JsonObject;

/**
 * Publishes a scrape's progress on {@link Topics#SCRAPE_PROGRESS}: {@code scrape_id}, {@code platform},
 * {@code event} ({@code creator_unknown}, {@code post_done}, {@code creator_done}, {@code completed},
 * {@code failed}) and the event's details.
 */
final class ScrapeProgress {
  private final EventBus bus;
  private final ScrapeRequest request;

  ScrapeProgress(EventBus bus, ScrapeRequest request) {
    this.bus = bus;
    this.request = request;
  }

  void publish(String event, JsonObject details) {
    bus.publish(Topics.SCRAPE_PROGRESS, details.copy().put("scrape_id", request.scrapeId())
        .put("platform", request.platform().key()).put("event", event));
  }

  void postDone(String handle, String postId, int engagements, int done, int total) {
    publish("post_done", new JsonObject().put("handle", handle).put("post_id", postId)
        .put("engagements", engagements).put("posts_done", done).put("posts_total", total));
  }
}
