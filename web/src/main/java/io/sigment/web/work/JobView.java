package io.sigment.web.work;

import io.sigment.common.api.jobs.JobState;

/**
 * {@code work/job.jte}: a job followed live (get_job's and wait_for_job's reply, {@link JobState}): its stage and
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

    public static JobView of(String email, JobState job) {
        var status = String.valueOf(job.status());
        var running = job.running();
        var progress = job.progress();
        var credits = job.credits() == null ? new JobState.Credits(0, 0, null, null) : job.credits();
        return new JobView(
                email,
                "analysis".equals(job.kind()) ? "Analysis" : "Discovery",
                status,
                job.stage(),
                running && progress != null && orZero(progress.postsTotal()) > 0
                        ? new Progress(
                                orZero(progress.creatorsDone()),
                                orZero(progress.creatorsTotal()),
                                orZero(progress.postsDone()),
                                progress.postsTotal())
                        : null,
                (int) credits.held(),
                (int) credits.charged(),
                text(credits.refunded()),
                text(credits.balance()),
                job.error(),
                JobState.COMPLETED.equals(status) ? result(job.subject()) : null);
    }

    private static int orZero(Integer value) {
        return value == null ? 0 : value;
    }

    private static String text(Object value) {
        return value == null ? null : String.valueOf(value);
    }

    private static Result result(JobState.Subject made) {
        if (made.analysisId() != null) {
            return new Result(
                    "/app/analyses/" + WorkLinks.segment(made.platform()) + "/" + WorkLinks.segment(made.analysisId()),
                    "analysis");
        }
        return new Result("/app/discoveries/" + WorkLinks.segment(made.discoveryId()), "discovery");
    }

    public boolean running() {
        return "running".equals(status);
    }

    /** The head's meta refresh: every few seconds while the job runs, none once it finished. */
    public int refreshSeconds() {
        return running() ? REFRESH_SECONDS : 0;
    }
}
