package io.sigment.local;

import io.sigment.common.Config;
import io.sigment.common.Setting;
import io.sigment.common.ops.Log;
import io.sigment.common.ops.Logging;
import io.sigment.common.runtime.ServiceModule;
import io.sigment.local.mail.LocalMail;
import io.sigment.local.processes.Replicas;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.logging.Logger;

/**
 * {@code ./sigment up [--fresh] [--processes [--replicas SERVICE=N,...]]}: the whole system on this machine, in the
 * foreground, until Ctrl-C or SIGTERM (or the embedded PostgreSQL ends); then everything it started (services, child
 * JVMs, the embedded PostgreSQL) stops.
 */
public final class LocalMain {
    private static final Logger LOG = Logger.getLogger(LocalMain.class.getName());
    private static volatile boolean stopping;

    private LocalMain() {}

    public static void main(String[] args) {
        UpOptions options;
        Map<String, Integer> replicas;
        try {
            options = UpOptions.parse(List.of(args));
            replicas = Replicas.parse(
                    options.replicas(),
                    LocalModules.all().stream().map(ServiceModule::name).toList());
        } catch (IllegalArgumentException e) {
            System.err.println(e.getMessage());
            System.exit(2);
            return;
        }
        var config = localDefaults(Config.fromEnv());
        Logging.init(config.optional(Setting.PROCESS_NAME).orElse("local"), config.get(Setting.LOG_LEVEL));
        var dataDir = Path.of(config.get(Setting.DATA_DIR)).toAbsolutePath();
        try {
            if (options.fresh()) wipe(dataDir);
            var envFile = new LocalEnvFile(dataDir);
            envFile.delete();
            var database = LocalDatabase.open(config);
            var running = config.with(Setting.PG_URL, database.url().toUrl()).with(Setting.DATA_DIR, dataDir);
            running = LocalSecret.filledIn(running, dataDir);
            if (options.processes()) {
                runProcesses(running, envFile, database, replicas);
            } else {
                runOneJvm(running, database);
            }
        } catch (Exception | Error e) {
            // Errors too (a missing class, say): Vert.x threads would otherwise keep a half-started JVM alive.
            Log.error(LOG, "could not start the local stack", Map.of(), e);
            System.exit(1);
        }
    }

    /**
     * What {@code ./sigment up} sets unless the environment says otherwise: it is a demo (its service processes may use
     * the emulator) with sandbox payments (no real money here). {@code SIGMENT_SANDBOX_PAYMENTS=false} runs it as
     * production would pay.
     */
    static Config localDefaults(Config fromEnv) {
        var config = fromEnv;
        for (var setting : java.util.List.of(Setting.DEMO, Setting.SANDBOX_PAYMENTS)) {
            if (!fromEnv.asEnv().containsKey(setting.env())) config = config.with(setting, true);
        }
        return config;
    }

    private static void runOneJvm(Config config, LocalDatabase database) {
        LocalStack stack;
        try {
            stack = LocalStack.start(config);
        } catch (RuntimeException e) {
            database.close();
            throw e;
        }
        onShutdown(() -> {
            stack.close();
            database.close();
        });
        banner(
                config,
                stack.demo(),
                stack.mail(),
                List.of("all services and the gateway in this JVM, management :" + stack.managementPort()),
                database);
    }

    private static void runProcesses(
            Config config, LocalEnvFile envFile, LocalDatabase database, Map<String, Integer> replicas)
            throws Exception {
        LocalProcesses processes;
        try {
            processes = LocalProcesses.start(config, envFile, replicas, ProcessBuilder.Redirect.INHERIT);
        } catch (Exception e) {
            database.close();
            throw e;
        }
        onShutdown(() -> {
            processes.close();
            database.close();
        });
        envFile.write(processes.demo().envValues(config.mcpUrl(), config.get(Setting.PG_URL)));
        banner(config, processes.demo(), processes.mail(), processes.summary(), database);
        // A service process that exits is restarted (LocalProcesses); only the database ending ends the stack.
        database.ended(config).join();
        // Ctrl-C reaches the embedded PostgreSQL too, and it may exit before our own shutdown hook has begun.
        Thread.sleep(1000);
        if (stopping) return;
        Log.error(LOG, "the embedded PostgreSQL ended; stopping everything", Map.of(), null);
        System.exit(1);
    }

    private static void banner(
            Config config,
            DemoCredentials demo,
            Optional<LocalMail> mail,
            List<String> processes,
            LocalDatabase database) {
        var text = new StringBuilder("\nSigment is up.\n")
                .append("  MCP endpoint  ")
                .append(config.mcpUrl())
                .append('\n')
                .append("  Demo API key  ")
                .append(demo.apiKey())
                .append('\n')
                .append("  App           ")
                .append(config.publicBaseUrl())
                .append("/app")
                .append('\n')
                .append("  Demo sign-in  ")
                .append(demo.email())
                .append("  password ")
                .append(demo.password())
                .append('\n')
                .append("  Mailbox       ")
                .append(mail.map(LocalMail::pageUrl).orElse("none: mail goes to " + Setting.MAIL_SMTP_URL.env()))
                .append("  (every message the demo sent)\n")
                .append("  Database      ")
                .append(database.embedded() ? "embedded PostgreSQL " : "")
                .append(database.url())
                .append('\n')
                .append("  Written to    ")
                .append(new LocalEnvFile(Path.of(config.get(Setting.DATA_DIR))).path())
                .append('\n');
        processes.forEach(p -> text.append("  Process       ").append(p).append('\n'));
        text.append(
                "Connect an MCP client by OAuth (sign in with the demo user, then approve the agent in the app), or "
                        + "with\n"
                        + "header \"Authorization: Bearer <demo key>\" (see README). Ctrl-C stops.\n");
        System.out.println(text);
    }

    private static void onShutdown(Runnable stop) {
        Runtime.getRuntime()
                .addShutdownHook(new Thread(
                        () -> {
                            stopping = true;
                            try {
                                stop.run();
                            } catch (RuntimeException e) {
                                Log.warn(LOG, "shutdown did not finish cleanly", Map.of(), e);
                            }
                        },
                        "sigment-local-shutdown"));
    }

    private static void wipe(Path dataDir) {
        if (!Files.exists(dataDir)) return;
        try (var paths = Files.walk(dataDir)) {
            for (var path : paths.sorted(Comparator.reverseOrder()).toList()) Files.delete(path);
        } catch (IOException e) {
            throw new UncheckedIOException("could not wipe " + dataDir, e);
        }
    }
}
