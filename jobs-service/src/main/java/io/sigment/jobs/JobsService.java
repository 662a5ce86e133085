package io.sigment.jobs;

import io.sigment.common.runtime.ServiceModule;

/** How a process runs jobs-service: the `jobs` schema and {@link JobsVerticle}. */
public final class JobsService {
    public static final String SCHEMA = "jobs";

    private JobsService() {}

    public static ServiceModule module() {
        return ServiceModule.withSchema("jobs", SCHEMA, JobsVerticle::new);
    }
}
