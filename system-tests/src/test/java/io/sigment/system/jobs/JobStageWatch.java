package io.sigment.system.jobs;

import io.sigment.system.testing.AnalysisAgent;
import io.vertx.core.json.JsonObject;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Stream;

/**
 * A job's stages as its agent sees them: get_job every 100 ms beside the test's own wait_for_job loop, so a short stage
 * is seen too; all in the order answered. Also the job's charges when it was first seen analyzing.
 */
final class JobStageWatch {
    private final AnalysisAgent agent;
    private final String jobId;
    private final Queue<String> seen = new ConcurrentLinkedQueue<>();
    private final AtomicReference<List<JsonObject>> chargesWhenAnalyzing = new AtomicReference<>();
    private final ScheduledExecutorService watcher = Executors.newSingleThreadScheduledExecutor();

    /** Starts asking get_job. */
    JobStageWatch(AnalysisAgent agent, String jobId) {
        this.agent = agent;
        this.jobId = jobId;
        watcher.scheduleWithFixedDelay(this::look, 0, 100, TimeUnit.MILLISECONDS);
    }

    private void look() {
        var now = agent.job(jobId);
        seen.add(shown(now));
        if ("analyzing".equals(shown(now)) && chargesWhenAnalyzing.get() == null) {
            chargesWhenAnalyzing.set(JobCredits.charges(agent, jobId));
        }
    }

    /** Adds the job as one of the test's own calls showed it. */
    void saw(JsonObject job) {
        seen.add(shown(job));
    }

    boolean hasSeen(String stage) {
        return seen.contains(stage);
    }

    /** Each stage (and the outcome) seen, once, in the order first seen. */
    Stream<String> stages() {
        return seen.stream().distinct();
    }

    /** The job's charges when it was first seen analyzing; null if it never was. */
    List<JsonObject> chargesWhenAnalyzing() {
        return chargesWhenAnalyzing.get();
    }

    /** Stops asking get_job (waits at most 10 s for a call under way). */
    void stop() throws InterruptedException {
        watcher.shutdownNow();
        watcher.awaitTermination(10, TimeUnit.SECONDS);
    }

    /** The stage while running, else the outcome. */
    private static String shown(JsonObject job) {
        return "running".equals(job.getString("status")) ? job.getString("stage") : job.getString("status");
    }

    /** Running, in stage scraping, with creators still to scrape. */
    static boolean stillScraping(JsonObject job) {
        var progress = job.getJsonObject("progress");
        return "running".equals(job.getString("status"))
                && "scraping".equals(job.getString("stage"))
                && progress != null
                && progress.getInteger("creators_done") < progress.getInteger("creators_total");
    }
}
