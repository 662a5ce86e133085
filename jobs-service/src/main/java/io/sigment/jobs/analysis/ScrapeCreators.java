package io.sigment.jobs.analysis;

import io.sigment.common.Platform;
import io.sigment.common.ToolError;
import io.sigment.common.api.WireCodec;
import io.sigment.common.api.jobs.AnalysisJobReport;
import io.sigment.common.api.jobs.JobState;
import io.sigment.common.api.scraper.ScrapeErrors;
import io.sigment.common.api.scraper.ScrapeProgressEvent;
import io.sigment.common.api.scraper.ScrapeRequest;
import io.sigment.common.api.scraper.ScrapeResult;
import io.sigment.common.api.scraper.ScraperClient;
import io.sigment.common.bus.Topics;
import io.sigment.jobs.engine.JobContext;
import io.sigment.jobs.engine.JobStepFailure;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import java.time.Duration;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * Scrapes the creators through scraper-service with the job id as scrape id (a resumed job continues the same
 * scrape), showing its progress in the job and, once done, what it cost on the platforms ({@code platform_cost}).
 * Unknown or private creators are reported and do not fail the job; fewer than two scraped creators do. The engine
 * charges when this step ends.
 */
record ScrapeCreators(Vertx vertx, ScraperClient scraper) {
    static final String NAME = "scrape";
    private static final Duration TIMEOUT = Duration.ofMinutes(30);
    private static final int MIN_CREATORS = 2;

    Future<JsonObject> run(JobContext job) {
        var stored = AnalysisParams.fromJson(job.params());
        var handles = stored.handles();
        var progress = new Progress(handles.size());
        var events = vertx.eventBus().<JsonObject>consumer(Topics.SCRAPE_PROGRESS, message -> {
            var event = ScrapeProgressEvent.fromJson(message.body());
            if (job.jobId().equals(event.scrapeId()) && progress.add(event)) {
                job.progress(progress.toJson());
            }
        });
        return events.completion()
                .compose(listening -> scraper.scrape(
                        job.systemCaller(),
                        ScrapeRequest.of(job.jobId(), Platform.parse(stored.platform()), handles),
                        TIMEOUT))
                .eventually(events::unregister)
                .recover(cause -> Future.failedFuture(
                        cause instanceof ToolError error ? new JobStepFailure(agentFacing(error)) : cause))
                .compose(scrape -> finished(job, scrape, handles.size()));
    }

    /**
     * The scraper's reason without what only a caller holding the scrape id can act on ("retry with the same
     * scrape_id"): a resumed job does that by itself, an agent cannot.
     */
    static String agentFacing(ToolError error) {
        return ScrapeErrors.stoppedBecause(error)
                .map(why -> "the scrape stopped: " + why.trim())
                .orElse(error.getMessage());
    }

    private Future<JsonObject> finished(JobContext job, ScrapeResult scrape, int asked) {
        var scraped = scrape.scrapedCount();
        return job.report(details(scrape)).compose(v -> {
            if (scraped >= MIN_CREATORS) return Future.succeededFuture(scrape.toJson());
            return Future.failedFuture(new JobStepFailure("only " + scraped + " of " + asked
                    + " creators could be scraped "
                    + "(the others are unknown or private: see creators); an analysis needs at least " + MIN_CREATORS));
        });
    }

    /** What the finished scrape shows in the job's details: each creator's outcome, how many scraped, the cost. */
    static JsonObject details(ScrapeResult scrape) {
        return AnalysisJobReport.scraped(
                        scrape.creators().stream()
                                .map(AnalysisJobReport.Creator::of)
                                .toList(),
                        Math.toIntExact(scrape.scrapedCount()),
                        scrape.cost())
                .toJson();
    }

    /** Creators and posts done of the total, from the scrape's progress events. */
    static final class Progress {
        private final int creatorsTotal;
        private final Set<String> creatorsDone = new HashSet<>();
        private final Map<String, int[]> posts = new HashMap<>();

        Progress(int creatorsTotal) {
            this.creatorsTotal = creatorsTotal;
        }

        boolean add(ScrapeProgressEvent event) {
            var handle = event.handle();
            switch (event.event() == null ? "" : event.event()) {
                case ScrapeProgressEvent.POST_DONE ->
                    posts.put(handle, new int[] {orZero(event.postsDone()), orZero(event.postsTotal())});
                case ScrapeProgressEvent.CREATOR_DONE, ScrapeProgressEvent.CREATOR_UNKNOWN -> creatorsDone.add(handle);
                default -> {
                    return false;
                }
            }
            return true;
        }

        private static int orZero(Integer value) {
            return value == null ? 0 : value;
        }

        JsonObject toJson() {
            return WireCodec.toJson(new JobState.Progress(
                    posts.values().stream().mapToInt(p -> p[0]).sum(),
                    posts.values().stream().mapToInt(p -> p[1]).sum(),
                    creatorsDone.size(),
                    creatorsTotal));
        }
    }
}
