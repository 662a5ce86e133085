package io.sigment.common.api.jobs;

/** The arguments of {@link JobsTools#WAIT_FOR_JOB}. */
public record WaitForJobInput(String jobId, Integer timeoutSeconds) {}
