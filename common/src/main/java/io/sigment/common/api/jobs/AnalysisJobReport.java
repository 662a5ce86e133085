package io.sigment.common.api.jobs;

import io.sigment.common.api.InEveryReply;
import io.sigment.common.api.ShapedAs;
import io.sigment.common.api.analytics.ListedAnalysis;
import io.sigment.common.api.scraper.PlatformCost;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * What an analysis job's steps report into its details ({@link JobState#details}), after what its start answered
 * ({@link StartedAnalysis}): the scrape's outcome per creator, how many were scraped and what the platforms charged
 * (jobs' {@code ScrapeCreators}), then how many creators were analyzed and the headline numbers (jobs'
 * {@code AnalyzeSnapshot}, passing on analytics' headline as it is). Each field is there once its step has reported
 * it. The schema of get_job's and wait_for_job's analysis jobs ({@link io.sigment.common.api.RecordShapes}); never
 * built: the steps write these fields into the job's stored details.
 */
public record AnalysisJobReport(
        List<Creator> creators,
        Integer creatorsScraped,
        PlatformCost platformCost,
        Integer creatorsAnalyzed,
        @ShapedAs(ListedAnalysis.Headline.class) JsonObject headline) {

    /**
     * How the scrape of one creator ended, as the scraper reports it without its creator id: the handle, its status
     * ({@code scraped}, or {@code unknown}: no such account), the posts and engagements of a scraped one, and a message
     * when there is something to say.
     */
    public record Creator(
            @InEveryReply String handle,
            @InEveryReply String status,
            Integer posts,
            Long engagements,
            String message) {}
}
