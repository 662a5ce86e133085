package io.sigment.jobs.engine;

/** A step's verdict that the work cannot succeed; the message (for the agent) goes into the job's error. */
public final class JobStepFailure extends RuntimeException {
    public JobStepFailure(String message) {
        super(message, null, false, false);
    }
}
