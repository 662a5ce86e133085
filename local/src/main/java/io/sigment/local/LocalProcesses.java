package io.sigment.local;

import io.sigment.common.Config;
import io.sigment.common.Setting;
import io.sigment.common.db.Migrations;
import io.sigment.common.db.Postgres;
import io.sigment.common.ops.Log;
import io.sigment.common.runtime.JvmOptions;
import io.sigment.common.runtime.ServiceModule;
import io.sigment.local.mail.LocalMail;
import io.sigment.local.processes.ProcessLayout;
import io.sigment.local.processes.ProcessesFile;
import io.sigment.local.processes.Supervision;
import io.vertx.core.Vertx;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.logging.Logger;

/**
 * {@code ./sigment up --processes}: every service replica in a JVM of its own, joined over Hazelcast on loopback,
 * the topology of Kubernetes on one machine. This process migrates and seeds, starts the children, waits until
 * the gateways are ready, and from then on restarts any child that exits, like a kubelet ({@link Supervision});
 * {@code .sigment/processes} names the current pids. It stops them all when it ends (they also exit if it is killed).
 */
public final class LocalProcesses implements AutoCloseable {
    private static final Logger LOG = Logger.getLogger(LocalProcesses.class.getName());
    private Duration readyTimeout = Duration.ofMinutes(3);

    private final List<String> summary = new ArrayList<>();
    private final DemoCredentials demo;
    private final Supervision supervision;
    private final ProcessBuilder.Redirect output;
    private final Optional<LocalMail> mail;

    private LocalProcesses(
            DemoCredentials demo, Supervision supervision, ProcessBuilder.Redirect output, Optional<LocalMail> mail) {
        this.demo = demo;
        this.supervision = supervision;
        this.output = output;
        this.mail = mail;
    }

    /**
     * Starts {@code replicas} processes of each service (every service once unless named); their output goes to
     * {@code output} ({@link ProcessBuilder.Redirect#INHERIT} for a person at a terminal).
     */
    public static LocalProcesses start(
            Config requested, LocalEnvFile envFile, Map<String, Integer> replicas, ProcessBuilder.Redirect output)
            throws IOException, InterruptedException {
        var mail = LocalMail.startIfNeeded(requested);
        var config = withEmulatorPort(mail.map(m -> m.applyTo(requested)).orElse(requested));
        var modules = LocalModules.all();
        var url = Postgres.url(config);
        for (var module : modules) module.schema().ifPresent(schema -> Migrations.migrate(url, schema, config));
        var demo = seed(config, envFile);
        var layout = ProcessLayout.of(
                replicas,
                config.integer(Setting.CLUSTER_PORT),
                config.integer(Setting.MANAGEMENT_PORT),
                config.integer(Setting.HTTP_PORT),
                config.integer(Setting.EVENT_BUS_PORT));
        var supervision = new Supervision(new ProcessesFile(Path.of(config.get(Setting.DATA_DIR))), Clock.systemUTC());
        var processes = new LocalProcesses(demo, supervision, output, mail);
        processes.readyTimeout = Duration.ofSeconds(config.integer(Setting.LOCAL_START_TIMEOUT_SECONDS));
        try {
            if (LocalEmulator.needed(config)) processes.startEmulator(config);
            var byName = new LinkedHashMap<String, ServiceModule>();
            modules.forEach(m -> byName.put(m.name(), m));
            for (var member : layout.members()) {
                var module = byName.get(member.service());
                processes.startService(
                        config,
                        layout,
                        member,
                        command(config, LocalModules.artifact(module), LocalModules.mainClass(module)));
            }
            for (var gateway : layout.gateways()) {
                processes.awaitAnswer(
                        "http://127.0.0.1:" + gateway.managementPort() + "/health/ready", true, gateway.name());
            }
        } catch (IOException | InterruptedException | RuntimeException e) {
            processes.close();
            throw e;
        }
        return processes;
    }

    List<String> summary() {
        return summary;
    }

    public DemoCredentials demo() {
        return demo;
    }

    /** The demo's own mail server and mailbox, when the stack runs them. */
    public Optional<LocalMail> mail() {
        return mail;
    }

    private static DemoCredentials seed(Config config, LocalEnvFile envFile) {
        var vertx = Vertx.vertx();
        try {
            return LocalStack.seedDemoAccount(vertx, config, envFile);
        } finally {
            vertx.close().await();
        }
    }

    /**
     * {@code SIGMENT_EMULATOR_PORT=0} (a free port, as in one process) made concrete here: the emulator is a process of
     * its own and the services are told its address, so the launcher picks the port before starting either.
     */
    public static Config withEmulatorPort(Config config) {
        if (!LocalEmulator.needed(config) || config.integer(Setting.EMULATOR_PORT) != 0) return config;
        return config.with(Setting.EMULATOR_PORT, FreePort.any("the platform emulator"));
    }

    /** The emulator in a process of its own, answering before the services start. */
    private void startEmulator(Config config) throws IOException, InterruptedException {
        var builder = builder(command(config, "platform-emulator", "io.sigment.emulator.Main"), config.asEnv());
        builder.environment().put(Setting.PROCESS_NAME.env(), "emulator");
        var emulator = supervision.start("emulator", builder, 0);
        awaitAnswer("http://127.0.0.1:" + config.get(Setting.EMULATOR_PORT) + "/", false, "the platform emulator");
        summary.add(String.format(
                "%-10s pid %-7d http :%s", "emulator", emulator.pid(), config.get(Setting.EMULATOR_PORT)));
    }

    private void startService(Config config, ProcessLayout layout, ProcessLayout.Member member, List<String> command)
            throws IOException {
        var env = new LinkedHashMap<>(config.asEnv());
        env.put(Setting.CLUSTER_PORT.env(), String.valueOf(member.clusterPort()));
        env.put(Setting.CLUSTER_MEMBERS.env(), layout.clusterMembers(config.get(Setting.CLUSTER_HOST)));
        env.put(Setting.MANAGEMENT_PORT.env(), String.valueOf(member.managementPort()));
        env.put(Setting.PROCESS_NAME.env(), member.name());
        env.put(Setting.CLUSTER_LITE_MEMBER.env(), String.valueOf(member.liteMember()));
        // Every schema was migrated before any process started (start): a process, or one restarted, need not check.
        env.put(Setting.MIGRATE_ON_START.env(), "false");
        // Every gateway serves the one public URL, as replicas behind a load balancer do.
        env.put(Setting.PUBLIC_BASE_URL.env(), config.publicBaseUrl());
        if (member.gateway()) env.put(Setting.HTTP_PORT.env(), String.valueOf(member.httpPort()));
        if (member.eventBusPort() != 0) env.put(Setting.EVENT_BUS_PORT.env(), String.valueOf(member.eventBusPort()));
        var process = supervision.start(member.name(), builder(command, env), member.managementPort());
        summary.add(String.format(
                "%-10s pid %-7d cluster %s:%d  management :%d%s",
                member.name(),
                process.pid(),
                config.get(Setting.CLUSTER_HOST),
                member.clusterPort(),
                member.managementPort(),
                member.gateway() ? "  http :" + member.httpPort() : ""));
        Log.info(LOG, "started process", Map.of("service", member.name(), "pid", process.pid()));
    }

    private ProcessBuilder builder(List<String> command, Map<String, String> env) {
        var builder = new ProcessBuilder(command).redirectOutput(output).redirectError(output);
        builder.environment().putAll(env);
        builder.environment()
                .put(
                        Setting.PARENT_PID.env(),
                        String.valueOf(ProcessHandle.current().pid()));
        return builder;
    }

    private static List<String> command(Config config, String artifact, String mainClass) {
        var java = ProcessHandle.current().info().command().orElse("java");
        var command = new ArrayList<String>();
        command.add(java);
        // A process out of memory exits, and this launcher starts it again (as Kubernetes does with the image's same
        // option): one that stayed up would keep its work's heartbeats going while doing none of it.
        command.add("-XX:+ExitOnOutOfMemoryError");
        // Before the configured options, so SIGMENT_PROCESS_JAVA_OPTIONS may turn it back on (+UsePerfData).
        command.add(JvmOptions.NO_PERF_DATA);
        for (var option : config.get(Setting.PROCESS_JAVA_OPTIONS).trim().split("\\s+")) {
            if (!option.isEmpty()) command.add(option);
        }
        command.addAll(JvmOptions.OPENS);
        var home = System.getenv("SIGMENT_HOME");
        var jar = home == null ? null : Path.of(home, artifact, "target", artifact + ".jar");
        if (jar != null && Files.exists(jar)) {
            command.add("-jar");
            command.add(jar.toString());
        } else {
            command.add("-cp");
            command.add(jarsFirst(System.getProperty("java.class.path")));
            command.add(mainClass);
        }
        return command;
    }

    /**
     * This JVM's class path with its jars first and its directories after (run from the build's classes rather than
     * the jars: tests, an IDE), as tests' own service JVMs get it: JDK 17 maps a class-data archive
     * ({@code -XX:SharedArchiveFile} in {@code SIGMENT_PROCESS_JAVA_OPTIONS}) only when the jars it was dumped from
     * come
     * first, and dumps one from jars only. {@code ./sigment} runs each service's jar instead ({@code SIGMENT_HOME}).
     */
    static String jarsFirst(String classPath) {
        var jars = new ArrayList<String>();
        var others = new ArrayList<String>();
        for (var entry : classPath.split(java.io.File.pathSeparator)) {
            if (entry.isEmpty()) continue;
            if (entry.endsWith(".jar") && Files.isRegularFile(Path.of(entry))) jars.add(entry);
            else others.add(entry);
        }
        jars.addAll(others);
        return String.join(java.io.File.pathSeparator, jars);
    }

    /**
     * Polls {@code url} until it answers (with 200 when {@code needOk}); fails when a process exits before (a
     * stack that cannot start is stopped, not restarted forever) or {@code SIGMENT_LOCAL_START_TIMEOUT_SECONDS} pass.
     */
    private void awaitAnswer(String url, boolean needOk, String what) throws IOException, InterruptedException {
        var http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(1)).build();
        var request = HttpRequest.newBuilder(URI.create(url))
                .timeout(Duration.ofSeconds(3))
                .build();
        var deadline = System.nanoTime() + readyTimeout.toNanos();
        while (System.nanoTime() < deadline) {
            var exited = supervision.exitedSoFar();
            if (exited.isPresent()) throw new IllegalStateException(exited.get() + " exited while waiting for " + what);
            try {
                var status = http.send(request, HttpResponse.BodyHandlers.discarding())
                        .statusCode();
                if (!needOk || status == 200) return;
            } catch (IOException notYet) {
                // not listening yet
            }
            Thread.sleep(300);
        }
        throw new IllegalStateException(what + " did not answer within " + readyTimeout.toSeconds() + " s");
    }

    @Override
    public void close() {
        supervision.close();
        mail.ifPresent(LocalMail::close);
    }
}
