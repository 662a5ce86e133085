package io.sigment.analytics.analyses;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.api.analytics.SnapshotScrape;
import io.vertx.core.json.JsonArray;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Fixed samples of which handles {@code analyze_snapshot} freezes the samples of, from the scrape's per-creator
 * outcomes as jobs-service hands them on ({@code SnapshotScrape.creators}): the scraped ones, each once, in order;
 * unknown and private ones, entries with no handle and entries that are not objects are left out. Recorded when
 * {@link Snapshots} still read the outcomes by key; read now by {@link SnapshotScrape#scrapedHandles}.
 */
class ScrapedHandlesTest {
    private static List<String> scraped(JsonArray creators) {
        return new SnapshotScrape("sn_1", "snapshot:an_1/sn_1", creators).scrapedHandles();
    }

    @Test
    void the_scraped_handles_are_the_recorded_ones() {
        var creators = new JsonArray("[{\"handle\":\"ann\",\"status\":\"scraped\",\"creator_id\":\"c_1\",\"posts\":12,"
                + "\"engagements\":3400},{\"handle\":\"ghost\",\"status\":\"unknown\",\"message\":\"no such account\"},"
                + "{\"handle\":\"bob\",\"status\":\"scraped\",\"posts\":0,\"engagements\":0,\"message\":\"no posts\"},"
                + "{\"status\":\"scraped\",\"posts\":1,\"engagements\":1},{\"handle\":\"ann\",\"status\":\"scraped\","
                + "\"posts\":12,\"engagements\":3400},\"cy\",null,{\"handle\":\"shy\",\"status\":\"private\"},"
                + "{\"handle\":\"dee\",\"status\":\"scraped\"}]");

        assertThat(scraped(creators)).containsExactly("ann", "bob", "dee");
        assertThat(scraped(new JsonArray())).isEmpty();
    }
}
