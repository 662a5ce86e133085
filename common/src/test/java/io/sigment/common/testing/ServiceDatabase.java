package io.sigment.common.testing;

import io.sigment.common.Config;
import io.sigment.common.db.Migrations;

/**
 * A service's database as its tests meet it: migrated to the service's schema, fresh unless given. {@link
 * ServiceHarness} sets up its service's database here, and so do harnesses that run a service's parts without its
 * verticle (jobs-service's engine replicas).
 */
public final class ServiceDatabase {
    private ServiceDatabase() {}

    /** {@code config} with a fresh database, migrated to {@code schema}. */
    public static Config fresh(Config config, String schema) {
        return migrated(TestConfig.withFreshDatabase(config), schema);
    }

    /** {@code config}, whose database is migrated to {@code schema} first. */
    public static Config migrated(Config config, String schema) {
        Migrations.migrate(config, schema);
        return config;
    }
}
