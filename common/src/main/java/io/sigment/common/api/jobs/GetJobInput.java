package io.sigment.common.api.jobs;

/** The arguments of {@link JobsTools#GET_JOB}. */
public record GetJobInput(String jobId) {}
