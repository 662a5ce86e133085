package io.sigment.system.analytics;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.analytics.engine.AnalysisOptions;
import io.sigment.analytics.engine.AudienceIndex;
import io.sigment.analytics.engine.CreatorSample;
import io.sigment.analytics.engine.OverlapEngine;
import io.sigment.analytics.samples.ScraperSamples;
import io.sigment.common.Caller;
import io.sigment.common.api.scraper.ScraperAction;
import io.sigment.common.bus.ServiceClient;
import io.sigment.emulator.world.Creator;
import io.sigment.local.LocalStack;
import io.sigment.system.testing.TestStack;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.time.Duration;
import java.util.ArrayList;
import java.util.UUID;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The data path end to end: the scraper scrapes the emulated Instagram over HTTP, its samples feed the
 * analytics engine, and the engine's sample counts equal the ones computed from the emulator's ground truth.
 */
@Tag("stack")
class MeasuredAgainstTruthTest {
    private static final int POSTS = 5;

    @Test
    void unique_core_and_engagement_counts_equal_the_ground_truth_of_the_scraped_posts() {
        LocalStack stack = TestStack.shared();
        var chosen = EmulatorTruth.twoSubtopics(EmulatorTruth.instagram(stack), 3);
        var handles = chosen.stream().map(Creator::handle).toList();

        var scraper = new ServiceClient(stack.vertx(), Duration.ofMinutes(3));
        var caller = Caller.system("truth-test");
        var scrapeId = "truth-" + UUID.randomUUID();
        var scrape = scraper.request(
                        ScraperAction.SCRAPE,
                        caller,
                        new JsonObject()
                                .put("platform", "instagram")
                                .put("handles", new JsonArray(handles))
                                .put("posts_per_creator", POSTS)
                                .put("engagers_per_post", 20_000)
                                .put("scrape_id", scrapeId))
                .await();
        assertThat(scrape.getString("status")).isEqualTo("completed");

        var samples = new ArrayList<CreatorSample>();
        for (var handle : handles) {
            samples.addAll(ScraperSamples.decode(scraper.request(
                            ScraperAction.SAMPLES,
                            caller,
                            new JsonObject()
                                    .put("platform", "instagram")
                                    .put("handle", handle)
                                    .put("scrape_id", scrapeId))
                    .await()));
        }
        var engine = new OverlapEngine(
                AudienceIndex.of(samples), AnalysisOptions.defaults(io.sigment.common.Platform.INSTAGRAM));
        var overview = engine.metrics(handles).overview();
        var truth = EmulatorTruth.of(stack, chosen, POSTS);

        assertThat(overview.uniqueAudienceSample()).isEqualTo(truth.unique());
        assertThat(overview.engagements()).isEqualTo(truth.engagements());
        assertThat(overview.coreAudienceSample()).isEqualTo(truth.core()).isPositive();
        assertThat(overview.frequency()).isEqualTo((double) truth.engagements() / truth.unique());
    }
}
