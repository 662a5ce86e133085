package io.sigment.scraper.ingest;

import io.sigment.common.api.scraper.ScrapeProgressEvent;
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

    private ScrapeProgressEvent.Builder event(String name) {
        return ScrapeProgressEvent.builder(
                name, request.scrapeId(), request.platform().key());
    }

    private void publish(ScrapeProgressEvent event) {
        bus.publish(Topics.SCRAPE_PROGRESS, event.toJson());
    }

    void postDone(String handle, String postId, int engagements, int done, int total) {
        publish(event(ScrapeProgressEvent.POST_DONE)
                .post(handle, postId, engagements, done, total)
                .build());
    }

    void creatorDone(String handle, String creatorId, int posts) {
        publish(event(ScrapeProgressEvent.CREATOR_DONE)
                .creator(handle, creatorId, posts)
                .build());
    }

    void creatorUnknown(String handle) {
        publish(event(ScrapeProgressEvent.CREATOR_UNKNOWN)
                .creator(handle, null, null)
                .build());
    }

    void completed(int creators, JsonObject cost) {
        publish(event(ScrapeProgressEvent.COMPLETED)
                .totals(creators, cost == null ? null : cost.getMap())
                .build());
    }

    void failed(String reason, String message) {
        publish(event(ScrapeProgressEvent.FAILED).failure(reason, message).build());
    }
}
