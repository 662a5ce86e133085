package io.sigment.common.runtime;

import io.sigment.common.Config;
import io.sigment.common.Setting;
import io.sigment.common.db.Migrations;
import io.sigment.common.db.Postgres;
import io.sigment.common.ops.Log;
import io.sigment.common.ops.Logging;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.logging.Logger;

/**
 * The {@code main} of a process running one or more services. {@code migrate} as the only argument
 * migrates the schemas and exits (a Kubernetes Job, or an operator by hand); no argument runs the services
 * until SIGTERM, or until the process named by {@code SIGMENT_PARENT_PID} ends.
 */
public final class ServiceMain {
    private static final Logger LOG = Logger.getLogger(ServiceMain.class.getName());
    private static final long STOP_TIMEOUT_SECONDS = 20;

    private ServiceMain() {}

    public static void run(String[] args, ServiceModule... modules) {
        var config = Config.fromEnv();
        var name = config.optional(Setting.PROCESS_NAME).orElse(modules[0].name());
        Logging.init(name, config.get(Setting.LOG_LEVEL));
        try {
            if (args.length == 1 && args[0].equals("migrate")) {
                migrateOnly(config, modules);
                System.exit(0);
            }
            var problems = ProductionConfig.problems(
                    config, List.of(modules).stream().map(ServiceModule::name).toList());
            if (!problems.isEmpty()) {
                problems.forEach(problem -> Log.error(
                        LOG,
                        "refusing to start with a development fallback: " + problem
                                + " (set it, or SIGMENT_DEMO=true for a demo)",
                        Map.of("process", name),
                        null));
                System.exit(1);
            }
            var runtime = ServiceRuntime.start(config, List.of(modules));
            Runtime.getRuntime().addShutdownHook(new Thread(() -> stop(runtime), "sigment-shutdown"));
            exitWithParent(config);
        } catch (Exception | Error e) {
            // Errors too (a missing class, say): Vert.x threads would otherwise keep a half-started JVM alive.
            Log.error(LOG, "could not start", Map.of("process", name), e);
            System.exit(1);
        }
    }

    private static void migrateOnly(Config config, ServiceModule... modules) {
        var url = Postgres.url(config);
        for (var module : modules) {
            module.schema()
                    .ifPresent(schema -> Log.info(
                            LOG,
                            "migrated",
                            Map.of("schema", schema, "applied", Migrations.migrate(url, schema, config))));
        }
    }

    private static void stop(ServiceRuntime runtime) {
        try {
            runtime.stop().toCompletionStage().toCompletableFuture().get(STOP_TIMEOUT_SECONDS, TimeUnit.SECONDS);
        } catch (Exception e) {
            Log.warn(LOG, "shutdown did not finish cleanly", Map.of(), e);
        }
    }

    /** A child of {@code ./sigment up --processes} must not outlive it, even if the parent was killed. */
    public static void exitWithParent(Config config) {
        config.optional(Setting.PARENT_PID)
                .map(Long::parseLong)
                .ifPresent(pid -> ProcessHandle.of(pid)
                        .ifPresentOrElse(
                                parent -> parent.onExit().thenRun(() -> System.exit(0)), () -> System.exit(0)));
    }
}
