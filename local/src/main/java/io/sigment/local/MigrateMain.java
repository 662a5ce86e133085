package io.sigment.local;

import io.sigment.common.Config;
import io.sigment.common.Setting;
import io.sigment.common.db.Migrations;
import io.sigment.common.db.Postgres;
import io.sigment.common.ops.Log;
import io.sigment.common.ops.Logging;
import java.util.Map;
import java.util.logging.Logger;

/** Migrates every service's schema in {@code SIGMENT_PG_URL} and exits: for a Kubernetes Job or an operator. */
public final class MigrateMain {
    private static final Logger LOG = Logger.getLogger(MigrateMain.class.getName());

    private MigrateMain() {}

    public static void main(String[] args) {
        var config = Config.fromEnv();
        Logging.init("migrate", config.get(Setting.LOG_LEVEL));
        try {
            var url = Postgres.url(config);
            for (var module : LocalModules.all()) {
                module.schema()
                        .ifPresent(schema -> Log.info(
                                LOG,
                                "migrated",
                                Map.of("schema", schema, "applied", Migrations.migrate(url, schema, config))));
            }
        } catch (RuntimeException e) {
            Log.error(LOG, "migration failed", Map.of(), e);
            System.exit(1);
        }
    }
}
