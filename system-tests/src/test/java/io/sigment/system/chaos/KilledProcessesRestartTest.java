package io.sigment.system.chaos;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.accounts.DemoAccount;
import io.sigment.common.Config;
import io.sigment.common.Platform;
import io.sigment.common.Setting;
import io.sigment.common.db.Postgres;
import io.sigment.common.runtime.ServiceModule;
import io.sigment.common.testing.ChildJvm;
import io.sigment.common.testing.Eventually;
import io.sigment.common.testing.FreePorts;
import io.sigment.common.testing.TestConfig;
import io.sigment.emulator.PlatformEmulator;
import io.sigment.emulator.http.FaultInjection;
import io.sigment.emulator.world.Creator;
import io.sigment.local.LocalEnvFile;
import io.sigment.local.LocalModules;
import io.sigment.local.LocalProcesses;
import io.sigment.local.processes.ProcessesFile;
import io.sigment.local.processes.Replicas;
import io.sigment.local.processes.RunningStack;
import io.sigment.local.processes.SupervisedProcess;
import io.sigment.system.testing.ProcessesTopology;
import io.sigment.system.testing.TestAccounts;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 29 in {@code ./sigment up --processes} ({@link LocalProcesses}, run by this test as the launcher): kill -9 of
 * a process, the way {@code ./sigment kill} does it through {@code .sigment/processes}, and nothing restarts it but
 * the launcher. The jobs process dies mid-scrape: the analysis completes, charged once, no hold open. Then the
 * gateway dies: the next call succeeds once it is back. The scraper the launcher started is a Hazelcast lite member:
 * the other processes own every partition of the shared limits. The platform emulator runs in this JVM, so the test can slow
 * the scrape down until the kill.
 */
@Tag("processes")
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class KilledProcessesRestartTest {
    private static final Duration BACK_WITHIN = Duration.ofMinutes(2);

    @TempDir
    static Path dataDir;

    private static Path log;
    private static Vertx vertx;
    private static PlatformEmulator emulator;
    private static Config config;
    private static LocalProcesses processes;
    private static ChaosAgent agent;
    /** The launcher's restart lines, as it logs them (held here: a logger only weakly referenced could be collected). */
    private static final Logger SUPERVISOR = Logger.getLogger(SupervisedProcess.class.getName());

    private static final List<String> RESTARTS = new CopyOnWriteArrayList<>();

    @BeforeAll
    static void start() throws Exception {
        SUPERVISOR.addHandler(new Handler() {
            @Override
            public void publish(LogRecord record) {
                RESTARTS.add(record.getMessage());
            }

            @Override
            public void flush() {}

            @Override
            public void close() {}
        });
        vertx = Vertx.vertx();
        var base = TestConfig.withFreshDatabase(TestConfig.node())
                .with(Setting.EMULATOR_PORT, 0)
                .with(Setting.DEMO, true);
        emulator = PlatformEmulator.start(vertx, base).await();
        var emulated = "http://127.0.0.1:" + emulator.port();
        var httpPort = FreePorts.next();
        config = base.with(Setting.EMULATOR_PORT, emulator.port())
                .with(Setting.YOUTUBE_API_BASE, emulated + "/youtube/v3")
                .with(Setting.SCRAPER_API_BASE, emulated)
                .with(Setting.CONNECTED_API_BASE, emulated)
                .with(Setting.CLUSTER_PORT, FreePorts.consecutive(6))
                .with(Setting.MANAGEMENT_PORT, FreePorts.consecutive(6))
                .with(Setting.HTTP_PORT, httpPort)
                .with(Setting.PROCESS_JAVA_OPTIONS, String.join(" ", javaOptions()))
                .with(Setting.PUBLIC_BASE_URL, "http://127.0.0.1:" + httpPort)
                .with(Setting.DATA_DIR, dataDir)
                .with(Setting.JOBS_LEASE_SECONDS, 10)
                .with(Setting.JOBS_STALE_HOLD_SECONDS, 20);
        Files.createDirectories(Path.of("target", "child-jvms"));
        log = Files.createTempFile(Path.of("target", "child-jvms"), "processes-mode-", ".log");
        var services = LocalModules.all().stream().map(ServiceModule::name).toList();
        processes = LocalProcesses.start(
                config,
                new LocalEnvFile(dataDir),
                Replicas.parse(null, services),
                ProcessBuilder.Redirect.appendTo(log.toFile()));
        var demo = new TestAccounts.TestUser(
                DemoAccount.USER_ID,
                List.of(DemoAccount.WORKSPACE_ID),
                processes.demo().apiKey(),
                null);
        agent = new ChaosAgent(demo, List.of("http://127.0.0.1:" + httpPort), 0);
    }

    /**
     * The topology's small JVMs, mapping the class-data archive of this module's service JVMs when one is there (in the
     * suite, {@link ProcessesTopology#shared()}'s children made it): the launcher runs its processes on this test's
     * class path, jars first.
     */
    private static List<String> javaOptions() {
        var options = new java.util.ArrayList<>(ProcessesTopology.launcherJvmOptions());
        options.addAll(ChildJvm.classDataOptions());
        return options;
    }

    @AfterAll
    static void stop() {
        if (processes != null) processes.close();
        if (vertx != null) vertx.close().await();
    }

    @Test
    @Order(1)
    void the_jobs_process_killed_mid_scrape_is_restarted_by_the_launcher_and_the_analysis_completes_charged_once()
            throws Exception {
        var handles = emulator.world().platform(Platform.INSTAGRAM).creators().stream()
                .map(Creator::handle)
                .toList()
                .subList(20, 24);
        var stack = RunningStack.find(dataDir);
        var before = credits();
        emulator.faults().set(new FaultInjection(120, 0, 0, 1, false));
        String jobId;
        ProcessesFile.Entry killed;
        CompletableFuture<ChaosAgent.Reply> parkedWait;
        long waitSentAt;
        try {
            var deadline = System.nanoTime() + Duration.ofMinutes(2).toNanos();
            jobId = agent.answered(
                            "analyze_creators",
                            new JsonObject()
                                    .put("platform", "instagram")
                                    .put("handles", new JsonArray(handles))
                                    .put("max_credits", 15),
                            deadline)
                    .getString("job_id");
            agent.awaitPostsDone(jobId, deadline);
            parkedWait = CompletableFuture.supplyAsync(() -> agent.call(
                    "wait_for_job", new JsonObject().put("job_id", jobId).put("timeout_seconds", 25)));
            awaitParkedWaits(new ProcessesFile(dataDir)
                    .read()
                    .orElseThrow()
                    .entry("jobs")
                    .orElseThrow());
            waitSentAt = System.nanoTime();
            killed = stack.kill("jobs");
        } finally {
            emulator.faults().set(FaultInjection.NONE);
        }

        var back = stack.awaitBack(killed, BACK_WITHIN);
        var backAfter = Duration.ofNanos(System.nanoTime() - waitSentAt);
        var waited = parkedWait.get(1, TimeUnit.MINUTES);
        var waitedFor = Duration.ofNanos(System.nanoTime() - waitSentAt);
        var done = agent.awaitEnd(jobId, Duration.ofMinutes(3));

        assertThat(back)
                .as("jobs restarted and ready:\n" + Files.readString(log))
                .isPresent();
        assertThat(back.get().pid()).isNotEqualTo(killed.pid());
        assertThat(RESTARTS).containsExactly("service process jobs exited with status 137; restart 1 in 1.0 s");
        System.out.println("wait_for_job parked on the killed jobs process: " + waited + " after "
                + waitedFor.toMillis() + " ms; jobs back and ready after " + backAfter.toMillis() + " ms");
        // The wait parked on the killed process is sent again once the cluster drops it (retried while no jobs
        // process serves) and answered by the restarted one, within the call's 32 s, when it is back in time.
        assertThat(metric(
                        new ProcessesFile(dataDir)
                                .read()
                                .orElseThrow()
                                .entry("gateway")
                                .orElseThrow(),
                        "sigment_tool_resends_total{",
                        "tool=\"wait_for_job\""))
                .as("wait_for_job calls the gateway sent again")
                .isGreaterThanOrEqualTo(1);
        if (backAfter.compareTo(Duration.ofSeconds(25)) < 0)
            assertThat(waited.ok()).as("the parked wait_for_job: " + waited).isTrue();
        assertThat(done.getString("status")).as(done.encodePrettily()).isEqualTo("completed");
        var pool = Postgres.pool(vertx, config, "test-restart");
        try {
            var money = new MoneyAndJobs(pool, List.of(DemoAccount.WORKSPACE_ID));
            assertThat(money.checkJobs())
                    .as("one job, completed and charged once")
                    .isEqualTo(Map.of("completed", 1));
            assertThat(money.openHolds()).isZero();
        } finally {
            pool.close().await();
        }
        var after = credits();
        assertThat(after.getLong("held")).isZero();
        assertThat(after.getLong("balance")).isEqualTo(before.getLong("balance") - 15);
    }

    /** Until the jobs process has a {@code wait_for_job} parked (its own gauge, on its management port). */
    private static void awaitParkedWaits(ProcessesFile.Entry jobs) {
        Eventually.await(
                "a wait_for_job parked in jobs",
                Duration.ofSeconds(30),
                Duration.ofMillis(100),
                () -> metric(jobs, "sigment_jobs_long_poll_waiters", "") >= 1);
    }

    /** The sum of a process's series whose line starts with {@code series} and contains {@code label}; 0 if none. */
    private static double metric(ProcessesFile.Entry process, String series, String label) {
        var request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + process.managementPort() + "/metrics"))
                .timeout(Duration.ofSeconds(5))
                .build();
        try {
            return HttpClient.newHttpClient()
                    .send(request, HttpResponse.BodyHandlers.ofString())
                    .body()
                    .lines()
                    .filter(line -> line.startsWith(series) && line.contains(label))
                    .mapToDouble(line -> Double.parseDouble(line.substring(line.lastIndexOf(' ') + 1)))
                    .sum();
        } catch (IOException notYet) {
            return 0;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return 0;
        }
    }

    @Test
    @Order(2)
    void a_killed_gateway_is_restarted_and_the_next_call_succeeds_once_it_is_back() throws Exception {
        var stack = RunningStack.find(dataDir);
        var killed = stack.kill("gateway");
        var whileDown = agent.call("get_account", new JsonObject());

        var back = stack.awaitBack(killed, BACK_WITHIN);
        var next = agent.call("get_account", new JsonObject());

        assertThat(whileDown.ok())
                .as("nothing serves /mcp during the restart's backoff")
                .isFalse();
        assertThat(back)
                .as("gateway restarted and ready:\n" + Files.readString(log))
                .isPresent();
        assertThat(next.ok()).as(String.valueOf(next)).isTrue();
        assertThat(next.result().getJsonObject("credits").getLong("held")).isZero();
        assertThat(RESTARTS)
                .as("one line per restart")
                .containsExactly(
                        "service process jobs exited with status 137; restart 1 in 1.0 s",
                        "service process gateway exited with status 137; restart 1 in 1.0 s");
    }

    @Test
    @Order(3)
    void the_launchers_scraper_is_a_lite_member_owning_no_partition_while_the_others_own_them_all() throws Exception {
        var entries = new ProcessesFile(dataDir)
                .read().orElseThrow().entries().stream()
                        .filter(entry -> entry.managementPort() != 0)
                        .toList();
        var scraper = entries.stream()
                .filter(entry -> entry.name().equals("scraper"))
                .findFirst()
                .orElseThrow();
        Eventually.await(
                "the data members owning all 71 partitions between them",
                Duration.ofSeconds(30),
                Duration.ofMillis(200),
                () -> entries.stream()
                                .mapToDouble(entry -> metric(entry, "sigment_cluster_partitions_owned", ""))
                                .sum()
                        == 71);
        assertThat(metric(scraper, "sigment_cluster_members", "")).isEqualTo(entries.size());
        assertThat(metric(scraper, "sigment_cluster_partitions_owned", ""))
                .as("the scraper holds no partition of the shared limits")
                .isZero();
        assertThat(agent.call("get_account", new JsonObject()).ok())
                .as("a call through the shared limits")
                .isTrue();
    }

    private static JsonObject credits() throws InterruptedException {
        var deadline = System.nanoTime() + Duration.ofMinutes(1).toNanos();
        return agent.answered("get_account", new JsonObject(), deadline).getJsonObject("credits");
    }
}
