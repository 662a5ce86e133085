package io.sigment.jobs.engine;

import io.sigment.common.bus.Topics;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;

/** Publishes a job's change of status or stage to every process (what {@code wait_for_job} waits on). */
final class JobEvents {
    private JobEvents() {}

    static void changed(Vertx vertx, String jobId, String status, String stage) {
        vertx.eventBus()
                .publish(
                        Topics.JOB_CHANGED,
                        new JsonObject()
                                .put("job_id", jobId)
                                .put("status", status)
                                .put("stage", stage));
    }
}
