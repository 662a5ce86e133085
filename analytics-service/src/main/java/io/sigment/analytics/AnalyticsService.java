package io.sigment.analytics;

import io.sigment.common.runtime.ServiceModule;

/** How a process runs analytics-service: the `analytics` schema and {@link AnalyticsVerticle}. */
public final class AnalyticsService {
    public static final String SCHEMA = "analytics";

    private AnalyticsService() {}

    public static ServiceModule module() {
        return ServiceModule.withSchema("analytics", SCHEMA, AnalyticsVerticle::new);
    }
}
