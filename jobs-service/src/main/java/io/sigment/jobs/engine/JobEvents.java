package io.sigment.jobs.engine;

import io.sigment.common.api.jobs.JobChanged;
import io.sigment.common.bus.Topics;
import io.vertx.core.Vertx;

/** Publishes a job's change of status or stage to every process (what {@code wait_for_job} waits on). */
final class JobEvents {
    private JobEvents() {}

    static void changed(Vertx vertx, String jobId, String status, String stage) {
        vertx.eventBus().publish(Topics.JOB_CHANGED, new JobChanged(jobId, status, stage).toJson());
    }
}
