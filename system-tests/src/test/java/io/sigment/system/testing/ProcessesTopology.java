package io.sigment.system.testing;

import io.sigment.common.Config;
import io.sigment.common.Setting;
import io.sigment.common.db.Migrations;
import io.sigment.common.db.Postgres;
import io.sigment.common.testing.ChildJvm;
import io.sigment.common.testing.FreePorts;
import io.sigment.common.testing.TestConfig;
import io.sigment.emulator.PlatformEmulator;
import io.sigment.emulator.http.FaultInjection;
import io.sigment.local.LocalModules;
import io.sigment.local.processes.ProcessLayout;
import io.vertx.core.Vertx;
import io.vertx.sqlclient.Pool;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import java.util.stream.Collectors;

/**
 * {@code ./sigment up --processes} started by a test: every service in a JVM of its own and two gateways, joined
 * over Hazelcast on loopback, against a fresh database (embedded, or on {@code SIGMENT_PG_URL}'s server) and the
 * platform emulator in this JVM; the scraper is a Hazelcast lite member, as the launcher makes it. The test JVM is no
 * cluster member: it talks to the stack over HTTP and SQL only.
 * Each process keeps its ports across a restart, so a restarted one rejoins as the killed one was listed.
 */
public final class ProcessesTopology implements AutoCloseable {
    public static final String GATEWAY = "gateway";
    public static final String SECOND_GATEWAY = "gateway-2";
    /** {@code search_creators} calls per user and hour on the {@link #shared()} topology (a rolling restart uses them up). */
    public static final int SHARED_SEARCHES_PER_HOUR = 4;

    private static final Duration READY_TIMEOUT = Duration.ofMinutes(3);
    /** Processes started at once after the first. */
    private static final int STARTING_TOGETHER = 3;
    /**
     * Small JVMs that start cheaply: eight of them share the machine with the test. One out of memory exits (and a
     * test's wait for it fails with its output) rather than stay up with its work's heartbeats beating.
     */
    public static final List<String> JVM_OPTIONS =
            List.of("-Xmx256m", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1", "-XX:+ExitOnOutOfMemoryError");

    /**
     * {@link #JVM_OPTIONS} with this test JVM's bytecode-verifier setting ({@code test.verify}), for the launcher's own
     * processes ({@code SIGMENT_PROCESS_JAVA_OPTIONS}); {@code ChildJvm} adds it to the topology's itself.
     */
    public static List<String> launcherJvmOptions() {
        var options = new ArrayList<>(JVM_OPTIONS);
        options.addAll(ChildJvm.verifierOptions());
        return options;
    }

    private final Vertx vertx;
    private final PlatformEmulator emulator;
    private final Config config;
    private final Map<String, Member> members;

    private record Member(String name, String mainClass, Config config) {
        String ready() {
            return "http://127.0.0.1:" + config.integer(Setting.MANAGEMENT_PORT) + "/health/ready";
        }
    }

    private final Map<String, ChildJvm> running = new HashMap<>();
    private static ProcessesTopology shared;

    private ProcessesTopology(Vertx vertx, PlatformEmulator emulator, Config config, Map<String, Member> members) {
        this.vertx = vertx;
        this.emulator = emulator;
        this.config = config;
        this.members = members;
    }

    /**
     * The topology the process-killing classes of one test JVM share, started at first use and closed when the JVM
     * exits, with the settings they need together: short leases and stale holds (chaos), limits only the tests
     * themselves reach, split-brain protection on (a rolling restart), {@link #SHARED_SEARCHES_PER_HOUR}, and every
     * process logging at FINE (the trace test reads a trace's lines; a topology of its own cost 7 more JVMs). Each use
     * finds every process running and no fault injected: a class that kills, stops or slows something puts it back
     * when it ends, and whatever a failed class left down is started again here.
     */
    public static synchronized ProcessesTopology shared() {
        if (shared == null) {
            shared = start(config -> config.with(Setting.JOBS_LEASE_SECONDS, 10)
                    .with(Setting.JOBS_STALE_HOLD_SECONDS, 20)
                    .with(Setting.AGENT_DAILY_CAP, 1_000_000)
                    .with(Setting.SCRAPER_DAILY_RUNS, 100_000_000)
                    .with(Setting.CALLS_PER_MINUTE, 1_000_000)
                    .with(Setting.INFLIGHT_PER_USER, 64)
                    .with(Setting.SEARCHES_PER_HOUR, SHARED_SEARCHES_PER_HOUR)
                    .with(Setting.CLUSTER_MIN_SIZE, 5)
                    .with(Setting.LOG_LEVEL, "FINE"));
            Runtime.getRuntime().addShutdownHook(new Thread(ProcessesTopology::closeShared));
        } else {
            shared.emulator.faults().set(FaultInjection.NONE);
            for (var name : shared.names()) {
                var child = shared.running.get(name);
                if (child == null || !child.process().isAlive()) {
                    if (child != null) shared.running.remove(name);
                    System.out.println("processes topology: " + name + " was left down; starting it again");
                    shared.restart(name);
                }
            }
        }
        return shared;
    }

    /** Stops the {@link #shared()} topology's processes, if it was started: when its classes are done. */
    public static synchronized void closeShared() {
        if (shared == null) return;
        shared.close();
        shared = null;
    }

    /** Migrates a fresh database, starts the emulator and every process, and waits until each is ready. */
    public static ProcessesTopology start(UnaryOperator<Config> settings) {
        var vertx = Vertx.vertx();
        var base = settings.apply(TestConfig.withFreshDatabase(TestConfig.node())
                .with(Setting.EMULATOR_PORT, 0)
                .with(Setting.DEMO, true));
        var emulator = PlatformEmulator.start(vertx, base).await();
        base = base.with(Setting.EMULATOR_PORT, emulator.port());
        var url = Postgres.url(base);
        var migrating = base;
        for (var module : LocalModules.all())
            module.schema().ifPresent(schema -> Migrations.migrate(url, schema, migrating));

        var names = new ArrayList<String>();
        var mains = new HashMap<String, String>();
        for (var module : LocalModules.all()) {
            names.add(module.name());
            mains.put(module.name(), LocalModules.mainClass(module));
        }
        names.add(SECOND_GATEWAY);
        mains.put(SECOND_GATEWAY, mains.get(GATEWAY));
        var clusterPorts = names.stream().collect(Collectors.toMap(n -> n, n -> FreePorts.next()));
        var memberList =
                names.stream().map(n -> "127.0.0.1:" + clusterPorts.get(n)).collect(Collectors.joining(","));
        var firstGatewayPort = FreePorts.next();
        var members = new LinkedHashMap<String, Member>();
        for (var name : names) {
            var own = base.with(Setting.CLUSTER_PORT, clusterPorts.get(name))
                    .with(Setting.CLUSTER_MEMBERS, memberList)
                    .with(Setting.MANAGEMENT_PORT, FreePorts.next())
                    .with(Setting.HTTP_PORT, name.equals(GATEWAY) ? firstGatewayPort : FreePorts.next())
                    .with(Setting.PUBLIC_BASE_URL, "http://127.0.0.1:" + firstGatewayPort)
                    .with(Setting.PROCESS_NAME, name)
                    .with(Setting.MIGRATE_ON_START, false)
                    .with(Setting.CLUSTER_LITE_MEMBER, ProcessLayout.LITE_MEMBERS.contains(name))
                    .with(Setting.PARENT_PID, ProcessHandle.current().pid());
            members.put(name, new Member(name, mains.get(name), own));
        }
        var topology = new ProcessesTopology(vertx, emulator, base, members);
        try {
            // The first alone, so the others join its cluster rather than each forming one of their own; then a few at
            // a
            // time: on a busy 2-core machine seven JVMs starting at once starve each other's cluster heartbeats.
            var started = System.nanoTime();
            topology.restart(names.get(0));
            for (int i = 1; i < names.size(); i += STARTING_TOGETHER) {
                var together = names.subList(i, Math.min(names.size(), i + STARTING_TOGETHER));
                together.forEach(topology::launch);
                together.forEach(topology::awaitReady);
            }
            System.out.printf(
                    "processes topology: %d processes ready in %.1f s%n",
                    names.size(), (System.nanoTime() - started) / 1e9);
        } catch (RuntimeException | AssertionError e) {
            topology.close();
            throw e;
        }
        return topology;
    }

    /** The service processes and both gateways, in start order. */
    public List<String> names() {
        return List.copyOf(members.keySet());
    }

    /** The settings every process shares (database, cluster name, emulator port). */
    public Config config() {
        return config;
    }

    /** A plain (not clustered) Vert.x of the test, for SQL pools. */
    public Vertx vertx() {
        return vertx;
    }

    public PlatformEmulator emulator() {
        return emulator;
    }

    /** A plain SQL connection to the stack's database (the caller closes it). */
    public Pool pool() {
        return Postgres.pool(vertx, config, "test-chaos");
    }

    /** The base URL of gateway {@code name} ({@link #GATEWAY} or {@link #SECOND_GATEWAY}). */
    public String gatewayUrl(String name) {
        return "http://127.0.0.1:" + members.get(name).config().integer(Setting.HTTP_PORT);
    }

    /** The port of the process's {@code /metrics} and health endpoints. */
    public int managementPort(String name) {
        return members.get(name).config().integer(Setting.MANAGEMENT_PORT);
    }

    /** SIGTERM, as Kubernetes stops a pod (the process leaves the cluster gracefully); returns when it has exited. */
    public void stop(String name) {
        var child = running.remove(name);
        child.process().destroy();
        child.awaitExit(Duration.ofSeconds(40));
    }

    /** Kill -9 of the process; returns when it has exited. */
    public void kill(String name) {
        running.remove(name).kill();
    }

    /** Starts the process again on its own ports and waits until it is ready. */
    public void restart(String name) {
        launch(name);
        awaitReady(name);
    }

    /** The output of a process so far (for a failing test's message). */
    public String output(String name) {
        var child = running.get(name);
        return child == null ? "(not running)" : child.output();
    }

    private void launch(String name) {
        var member = members.get(name);
        running.put(
                name,
                ChildJvm.start(JVM_OPTIONS, member.mainClass(), member.config().asEnv()));
    }

    private void awaitReady(String name) {
        running.get(name).awaitHttpOk(members.get(name).ready(), READY_TIMEOUT);
    }

    @Override
    public void close() {
        running.values().forEach(ChildJvm::close);
        running.clear();
        vertx.close().await();
    }
}
