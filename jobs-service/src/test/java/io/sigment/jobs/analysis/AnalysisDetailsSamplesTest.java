package io.sigment.jobs.analysis;

import io.sigment.common.api.analytics.SnapshotAnalysis;
import io.sigment.common.api.scraper.ScrapeProgressEvent;
import io.sigment.common.api.scraper.ScrapeResult;
import io.sigment.jobs.FixedDetailsSamples;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Test;

/**
 * What an analysis job's steps write, from the answers they get as the bus carries them: the scrape's progress
 * ({@link ScrapeCreators}), the scrape's report into the job's details (every creator scraped, some unknown or private
 * so that the job fails, a scraper reply without {@code cost}), then the analysis' ({@link AnalyzeSnapshot}, with and
 * without headline numbers). Held to {@code analysis-details-samples.json}.
 */
class AnalysisDetailsSamplesTest {
    private static final String COST = "\"cost\":{\"provider_runs\":2,\"provider_results\":57,\"youtube_units\":0}";

    @Test
    void the_steps_write_the_recorded_details() throws Exception {
        new FixedDetailsSamples()
                .writes("scrape progress", progress())
                .writes(
                        "scrape of every creator",
                        ScrapeCreators.details(scrape("{\"scrape_id\":\"job_1\",\"platform\":\"tiktok\","
                                + "\"status\":\"completed\",\"creators\":["
                                + "{\"handle\":\"alice\",\"status\":\"scraped\",\"creator_id\":\"cr_1\",\"posts\":12,"
                                + "\"engagements\":3400},"
                                + "{\"handle\":\"bob\",\"status\":\"scraped\",\"creator_id\":\"cr_2\",\"posts\":0,"
                                + "\"engagements\":0,\"message\":\"no posts in the last 90 days\"}],"
                                + "\"unknown_handles\":[]," + COST + "}")))
                .writes(
                        "scrape of some creators",
                        ScrapeCreators.details(scrape("{\"scrape_id\":\"job_2\",\"platform\":\"instagram\","
                                + "\"status\":\"completed\",\"creators\":["
                                + "{\"handle\":\"alice\",\"status\":\"scraped\",\"creator_id\":\"cr_1\",\"posts\":12,"
                                + "\"engagements\":3400},"
                                + "{\"handle\":\"ghost\",\"status\":\"unknown\",\"message\":\"no such account\"},"
                                + "{\"handle\":\"shy\",\"status\":\"unknown\"}],"
                                + "\"unknown_handles\":[\"ghost\",\"shy\"]," + COST + "}")))
                .writes(
                        "scrape without cost",
                        ScrapeCreators.details(scrape("{\"scrape_id\":\"job_3\",\"platform\":\"youtube\","
                                + "\"status\":\"completed\",\"creators\":["
                                + "{\"handle\":\"alice\",\"status\":\"scraped\",\"creator_id\":\"cr_1\",\"posts\":3,"
                                + "\"engagements\":12}]}")))
                .writes(
                        "analysis completed",
                        AnalyzeSnapshot.details(SnapshotAnalysis.fromJson(new JsonObject("{\"snapshot_id\":\"sn_1\","
                                + "\"status\":\"completed\",\"creators_analyzed\":2,\"headline\":{\"core_pct\":14.2,"
                                + "\"creators_analyzed\":2,\"core_audience_sample\":120,\"unique_audience_sample\":900,"
                                + "\"estimated_audience_size\":12000.0,\"estimated_core_audience_size\":null}}"))))
                .writes(
                        "analysis completed without headline",
                        AnalyzeSnapshot.details(SnapshotAnalysis.fromJson(new JsonObject(
                                "{\"snapshot_id\":\"sn_1\",\"status\":\"completed\",\"creators_analyzed\":0}"))))
                .areAsRecordedIn("analysis-details-samples.json");
    }

    private static ScrapeResult scrape(String reply) {
        return ScrapeResult.fromJson(new JsonObject(reply));
    }

    /** Three creators asked; one done, a second's posts under way, a third unknown. */
    private static JsonObject progress() {
        var progress = new ScrapeCreators.Progress(3);
        for (var event : new String[] {
            "{\"event\":\"post_done\",\"scrape_id\":\"job_1\",\"handle\":\"alice\",\"posts_done\":12,\"posts_total\":12}",
            "{\"event\":\"creator_done\",\"scrape_id\":\"job_1\",\"handle\":\"alice\",\"posts\":12}",
            "{\"event\":\"post_done\",\"scrape_id\":\"job_1\",\"handle\":\"bob\",\"posts_done\":4,\"posts_total\":20}",
            "{\"event\":\"creator_unknown\",\"scrape_id\":\"job_1\",\"handle\":\"ghost\"}"
        }) {
            progress.add(ScrapeProgressEvent.fromJson(new JsonObject(event)));
        }
        return progress.toJson();
    }
}
