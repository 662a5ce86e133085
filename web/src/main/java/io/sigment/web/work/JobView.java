package io.sigment.web.work;

import io.vertx.core.json.JsonObject;

/**
 * {@code work/job.jte}: a job followed live (get_job's and wait_for_job's reply, which has no record): its stage and
 * progress while it runs (the page reloads itself every {@value #REFRESH_SECONDS} seconds, no script needed), then
 * the credits it took and the way to its result.
 *
 * @param progress the scrape's counts while it runs and knows its posts, else null
 * @param refunded credits returned, null when none were; {@code balance} null when unknown
 * @param result the result to open once completed, else null
 */
public record JobView(
        String email,
        String kind,
        String status,
        String stage,
        Progress progress,
        int held,
        int charged,
        String refunded,
        String balance,
        String error,
        Result result) {
    public static final int REFRESH_SECONDS = 2;

    /** A completed job's result: its page, and "analysis" or "discovery". */
    public record Result(String path, String noun) {}

    /** How far the scrape got. */
    public record Progress(int creatorsDone, int creatorsTotal, int postsDone, int postsTotal) {}

    public static JobView of(String email, JsonObject job) {
        var status = String.valueOf(job.getString("status"));
        var running = "running".equals(status);
        var progress = job.getJsonObject("progress");
        var credits = job.getJsonObject("credits", new JsonObject());
        return new JobView(
                email,
                "analysis".equals(job.getString("kind")) ? "Analysis" : "Discovery",
                status,
                job.getString("stage"),
                running && progress != null && progress.getInteger("posts_total", 0) > 0
                        ? new Progress(
                                progress.getInteger("creators_done", 0),
                                progress.getInteger("creators_total", 0),
                                progress.getInteger("posts_done", 0),
                                progress.getInteger("posts_total"))
                        : null,
                credits.getInteger("held", 0),
                credits.getInteger("charged", 0),
                text(credits.getValue("refunded")),
                text(credits.getValue("balance")),
                job.getString("error"),
                "completed".equals(status) ? result(job) : null);
    }

    private static String text(Object value) {
        return value == null ? null : String.valueOf(value);
    }

    private static Result result(JsonObject job) {
        if (job.getString("analysis_id") != null) {
            return new Result(
                    "/app/analyses/" + WorkLinks.segment(job.getString("platform")) + "/"
                            + WorkLinks.segment(job.getString("analysis_id")),
                    "analysis");
        }
        return new Result("/app/discoveries/" + WorkLinks.segment(job.getString("discovery_id")), "discovery");
    }

    public boolean running() {
        return "running".equals(status);
    }

    /** The head's meta refresh: every few seconds while the job runs, none once it finished. */
    public int refreshSeconds() {
        return running() ? REFRESH_SECONDS : 0;
    }
}
