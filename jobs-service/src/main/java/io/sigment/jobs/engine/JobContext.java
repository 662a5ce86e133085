package io.sigment.jobs.engine;

import io.sigment.common.Caller;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;

/** What a step sees of its job, and how it shows progress and results in {@code get_job}. */
public final class JobContext {
    /** Where a step's progress and report go: the run's lease-fenced writes, or the start's. */
    interface Writes {
        Future<Void> progress(JsonObject progress);

        Future<Void> report(JsonObject details);
    }

    private final Job job;
    private final Writes writes;
    private JsonObject pendingProgress;
    private boolean writingProgress;

    JobContext(Job job, Writes writes) {
        this.job = job;
        this.writes = writes;
    }

    public String jobId() {
        return job.jobId();
    }

    public String workspaceId() {
        return job.workspaceId();
    }

    public JsonObject params() {
        return job.params();
    }

    /** The stored output of an earlier step (empty if it has not run). */
    public JsonObject output(String step) {
        return job.outputs().getJsonObject(step, new JsonObject());
    }

    /** Sigment itself acting in (and finding things only in) the job's workspace: a job running on its own. */
    public Caller systemCaller() {
        var system = Caller.system(job.jobId());
        return new Caller(
                system.requestId(),
                null,
                job.workspaceId(),
                system.credentialKind(),
                null,
                system.clientName(),
                java.util.List.of(job.workspaceId()));
    }

    /** Live progress shown by {@code get_job}; writes are coalesced, the latest wins. */
    public void progress(JsonObject progress) {
        pendingProgress = progress.copy();
        if (!writingProgress) writeProgress();
    }

    private void writeProgress() {
        var next = pendingProgress;
        pendingProgress = null;
        if (next == null) return;
        writingProgress = true;
        writes.progress(next).onComplete(done -> {
            writingProgress = false;
            writeProgress();
        });
    }

    /** Fields merged into what {@code get_job} shows (e.g. a per-creator report). */
    public Future<Void> report(JsonObject details) {
        return writes.report(details);
    }
}
