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

    private ScrapeProgressEvent event(String name) {
        return ScrapeProgressEvent.of(
                name, request.scrapeId(), request.platform().key());
    }

    private void publish(ScrapeProgressEvent event) {
        bus.publish(Topics.SCRAPE_PROGRESS, event.toJson());
    }

    void postDone(String handle, String postId, int engagements, int done, int total) {
        publish(event(ScrapeProgressEvent.POST_DONE).withPost(handle, postId, engagements, done, total));
    }

    void creatorDone(String handle, String creatorId, int posts) {
        publish(event(ScrapeProgressEvent.CREATOR_DONE).withCreator(handle, creatorId, posts));
    }

    void creatorUnknown(String handle) {
        publish(event(ScrapeProgressEvent.CREATOR_UNKNOWN).withCreator(handle, null, null));
    }

    void completed(int creators, JsonObject cost) {
        publish(event(ScrapeProgressEvent.COMPLETED).withTotals(creators, cost == null ? null : cost.getMap()));
    }

    void failed(String reason, String message) {
        publish(event(ScrapeProgressEvent.FAILED).withFailure(reason, message));
    }
}
