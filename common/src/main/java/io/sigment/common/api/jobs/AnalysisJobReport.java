package io.sigment.common.api.jobs;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.sigment.common.api.InEveryReply;
import io.sigment.common.api.ShapedAs;
import io.sigment.common.api.WireCodec;
import io.sigment.common.api.analytics.ListedAnalysis;
import io.sigment.common.api.scraper.PlatformCost;
import io.sigment.common.api.scraper.ScrapedCreator;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * What an analysis job's steps report into its details ({@link JobState#details}), after what its start answered
 * ({@link StartedAnalysis}): the scrape's outcome per creator, how many were scraped and what the platforms charged
 * (jobs' {@code ScrapeCreators}: {@link #scraped}), then how many creators were analyzed and the headline numbers
 * (jobs' {@code AnalyzeSnapshot}: {@link #analyzed}, passing on analytics' headline as it is). Each step writes its
 * part ({@link #toJson}: the other parts are null, left out), merged into the job's stored details, so each field is
 * there once its step has reported it. The schema of get_job's and wait_for_job's analysis jobs
 * ({@link io.sigment.common.api.RecordShapes}).
 */
public record AnalysisJobReport(
        List<Creator> creators,
        Integer creatorsScraped,
        PlatformCost platformCost,
        Integer creatorsAnalyzed,
        @ShapedAs(ListedAnalysis.Headline.class) JsonObject headline) {

    /** The scrape's part: each creator's outcome, how many were scraped, what the platforms charged. */
    public static AnalysisJobReport scraped(List<Creator> creators, int creatorsScraped, PlatformCost platformCost) {
        return new AnalysisJobReport(creators, creatorsScraped, platformCost, null, null);
    }

    /** The analysis' part: how many creators were analyzed, analytics' headline as it is. */
    public static AnalysisJobReport analyzed(int creatorsAnalyzed, JsonObject headline) {
        return new AnalysisJobReport(null, null, null, creatorsAnalyzed, headline);
    }

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    /**
     * How the scrape of one creator ended, as the scraper reports it without its creator id: the handle, its status
     * ({@code scraped}, or {@code unknown}: no such account), the posts and engagements of a scraped one, and a message
     * when there is something to say. Handle and status are written even when null, as the scraper writes them.
     */
    public record Creator(
            @InEveryReply @JsonInclude(JsonInclude.Include.ALWAYS)
            String handle,

            @InEveryReply @JsonInclude(JsonInclude.Include.ALWAYS)
            String status,

            Integer posts,
            Long engagements,
            String message) {

        /** The scraper's outcome as reported: what it writes, but its creator id. */
        public static Creator of(ScrapedCreator scraped) {
            return WireCodec.fromJson(scraped.toJson(), Creator.class);
        }
    }
}
