package io.sigment.common.api.scraper;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import io.sigment.common.Platform;
import io.sigment.common.api.EmptyWhenAbsent;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * The answer of {@link ScraperAction#SCRAPE} once it completed: each handle's outcome, what it cost on the platform.
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
@JsonPropertyOrder({"scrape_id", "platform", "status", "creators", "unknown_handles", "cost"})
public record ScrapeResult(
        String scrapeId,
        Platform platform,
        @EmptyWhenAbsent List<ScrapedCreator> creators,
        @EmptyWhenAbsent List<String> unknownHandles,
        @JsonDeserialize(using = PlatformCost.OrNone.class) PlatformCost cost) {
    public static final String COMPLETED = "completed";

    public ScrapeResult {
        creators = List.copyOf(creators);
        unknownHandles = List.copyOf(unknownHandles);
    }

    public long scrapedCount() {
        return creators.stream().filter(ScrapedCreator::scraped).count();
    }

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    /** Written {@link #COMPLETED}: this answer is sent once the scrape completed. */
    @JsonProperty("status")
    public String status() {
        return COMPLETED;
    }

    public static ScrapeResult fromJson(JsonObject json) {
        return WireCodec.fromJson(json, ScrapeResult.class);
    }
}
