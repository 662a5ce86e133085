package io.sigment.jobs;

import io.sigment.common.runtime.ServiceMain;

/** Runs jobs-service as its own process; {@code migrate} only migrates its schema. */
public final class Main {
    private Main() {}

    public static void main(String[] args) {
        ServiceMain.run(args, JobsService.module());
    }
}
