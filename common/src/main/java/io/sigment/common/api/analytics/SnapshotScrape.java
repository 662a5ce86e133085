package io.sigment.common.api.analytics;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import io.sigment.common.api.ArgumentDeserializer;
import io.sigment.common.api.Characters;
import io.sigment.common.api.ShapedAs;
import io.sigment.common.api.WireCodec;
import io.sigment.common.api.jobs.JobId;
import io.sigment.common.api.scraper.ScrapedCreator;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.ArrayList;
import java.util.List;

/**
 * The question of {@link AnalyticsAction#ANALYZE_SNAPSHOT}: freeze the samples of scrape {@code scrapeId} into the
 * snapshot and compute it. {@code creators} is the scrape's per-creator outcome as the scraper reported it
 * ({@link ScrapedCreator}s, stored with the snapshot as they are; {@link #scrapedHandles} reads them). Analytics
 * reads it with {@link #checked}; {@link #fromJson} takes what it is given.
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record SnapshotScrape(
        String snapshotId,
        String scrapeId,

        @JsonDeserialize(using = Creators.class) @ShapedAs(ScrapedCreator.class)
        JsonArray creators) {

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static SnapshotScrape fromJson(JsonObject json) {
        return WireCodec.fromJson(json, SnapshotScrape.class);
    }

    /**
     * The handles the scrape reported as scraped, each once, in order: unknown and private ones are reported, not
     * analyzed, and an entry that is no object or names no handle is left out.
     */
    public List<String> scrapedHandles() {
        var handles = new ArrayList<String>();
        for (var entry : creators) {
            if (!(entry instanceof JsonObject outcome)) continue;
            var creator = ScrapedCreator.fromJson(outcome);
            if (creator.scraped() && creator.handle() != null && !handles.contains(creator.handle())) {
                handles.add(creator.handle());
            }
        }
        return handles;
    }

    /** The question as analytics reads it: {@code snapshot_id} 1-100 characters, then {@code scrape_id} a job id. */
    public static SnapshotScrape checked(JsonObject json) {
        var read = WireCodec.fromJson(json, Checked.class);
        return new SnapshotScrape(read.snapshotId(), read.scrapeId(), read.creators());
    }

    /** This question's fields with the checks analytics reads them with, in that order. */
    private record Checked(
            @Characters(min = 1, max = 100) String snapshotId,
            @Characters(min = 1, max = JobId.MAX_LENGTH) String scrapeId,
            @JsonDeserialize(using = Creators.class) JsonArray creators) {}

    /** The creators' outcomes: none unless an array. */
    static final class Creators extends ArgumentDeserializer<JsonArray> {
        Creators() {
            super(
                    JsonArray.class,
                    "creators",
                    json -> json.getValue("creators") instanceof JsonArray creators ? creators : new JsonArray());
        }
    }
}
