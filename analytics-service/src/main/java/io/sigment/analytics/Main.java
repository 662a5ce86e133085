package io.sigment.analytics;

import io.sigment.common.runtime.ServiceMain;

/** Runs analytics-service as its own process; {@code migrate} only migrates its schema. */
public final class Main {
    private Main() {}

    public static void main(String[] args) {
        ServiceMain.run(args, AnalyticsService.module());
    }
}
