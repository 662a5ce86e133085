package io.sigment.system.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.accounts.keys.ApiKeyFormat;
import io.sigment.common.bus.Topics;
import io.sigment.common.cluster.SharedLimits;
import io.sigment.common.testing.ChildJvm;
import io.sigment.common.testing.Eventually;
import io.sigment.local.LocalStack;
import io.sigment.system.testing.HeldJobs;
import io.sigment.system.testing.InFlightSlots;
import io.sigment.system.testing.McpHttp;
import io.sigment.system.testing.TestStack;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpClientOptions;
import io.vertx.core.http.PoolOptions;
import io.vertx.core.json.JsonObject;
import io.vertx.sqlclient.Pool;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Many concurrent {@code wait_for_job} long-polls on one gateway, from many users (8 each, the most the spec
 * allows): none lost, all answered when their job finishes, bounded heap; afterwards the per-user in-flight
 * limit still holds. {@code -Dsigment.longpolls=N} sets how many (2,000 by default, 10,000 in the
 * {@code reliability} and {@code reliability-full} profiles), after a warm-up round of 1,000 that is not
 * measured. The jobs are real analyses, 100 waits to a job, held at their analysis' answer ({@link HeldJobs}): once
 * all waits are parked the jobs are let finish one after another over 10 s, and the engine completes each as it
 * completes any. The delay from each job's change (its completion heard on the bus) to its own waiters' answers is
 * printed (p50/p99), a speed figure, not asserted here (docs/dev/testing.md; figures in bench/results/). Agents wait again when a wait's 25 s pass
 * first, as the spec tells them; every wait must end with its job completed.
 *
 * <p>Run by failsafe, so in a JVM of its own with a fresh stack: in the test JVM that every other class shares,
 * work earlier classes left running held the connection pools, and 2,000 of 10,000 waits never got one. Alone:
 * {@code ./mvnw -pl system-tests -am verify -Dtest=none -Dsurefire.failIfNoSpecifiedTests=false -Dit.test=LongPollsAtScaleIT}.
 */
@Tag("stack")
class LongPollsAtScaleIT {
    private static final int PER_USER = 8;
    private static final int WAITERS_PER_JOB = 100;
    private static final long MAX_HEAP_GROWTH = 200L * 1024 * 1024;
    /** Jobs end one after another over this span, as they do in use: the delay is each job's own waiters'. */
    private static final Duration FINISHING = Duration.ofSeconds(10);
    /** Waits of the first round, which readies both JVMs' code (a gateway in service has it compiled), not measured. */
    private static final int WARM_UP = 1_000;
    /** Jobs started at a time: the analyses queue for the cluster's scrape slots beyond that anyway. */
    private static final int STARTING = 8;

    private static LocalStack stack;
    private static Vertx client;
    private static Pool sql;
    private static HeldJobs held;
    /** When each job's completion was heard on the bus (µs since the epoch), as the jobs' waiters hear it. */
    private static final Map<String, Long> COMPLETED_AT = new ConcurrentHashMap<>();

    @BeforeAll
    static void start() {
        stack = TestStack.shared();
        client = Vertx.vertx();
        sql = TestStack.pool();
        held = new HeldJobs(stack, HeldJobs.Hold.ANSWER);
        stack.vertx()
                .eventBus()
                .<JsonObject>consumer(Topics.JOB_CHANGED, change -> {
                    if ("completed".equals(change.body().getString("status"))) {
                        COMPLETED_AT.putIfAbsent(
                                change.body().getString("job_id"),
                                ChronoUnit.MICROS.between(Instant.EPOCH, Instant.now()));
                    }
                })
                .completion()
                .await();
    }

    @AfterAll
    static void stop() {
        held.close();
        sql.close().await();
        client.close().await();
    }

    @Test
    void every_parked_wait_is_answered_when_its_job_finishes_and_the_in_flight_limit_still_holds() throws Exception {
        var count = Integer.getInteger("sigment.longpolls", 2_000);
        var warmUp = Round.create(Math.min(count, WARM_UP), Duration.ofSeconds(2));
        var measured = Round.create(count, FINISHING);
        var heapBefore = usedHeapAfterGc();
        var limits = new SharedLimits(stack.vertx(), Clock.systemUTC());
        // Compiled as this JVM (C1 in CI, C2 with -Dtest.jit=): the agents' JVM measures the delays.
        try (var agents = ChildJvm.start(
                agentsJvmOptions(),
                LongPollClient.class.getName(),
                Map.of(),
                String.valueOf(port()),
                warmUp.requests.toString(),
                measured.requests.toString())) {
            warmUp.parkAll(limits, agents);
            warmUp.finishJobs();
            var parkedIn = measured.parkAll(limits, agents);
            var heapGrowth = usedHeapAfterGc() - heapBefore;
            var finishedAt = measured.finishJobs();

            assertThat(agents.process().waitFor(150, TimeUnit.SECONDS))
                    .as("the agents finished")
                    .isTrue();
            var output = agents.output();
            assertThat(output).as("every wait answered").contains("DONE");
            var answers = output.lines()
                    .filter(line -> line.startsWith("A "))
                    .map(line -> line.split(" ", 6))
                    .toList();
            assertThat(answers).hasSize(warmUp.count + count);
            assertThat(answers.stream()
                            .filter(a -> !a[4].equals("1"))
                            .map(a -> String.join(" ", a))
                            .limit(5))
                    .as("waits answered with anything but the completed job")
                    .isEmpty();
            var delays = answers.stream()
                    .filter(a -> a[1].equals("1"))
                    .mapToLong(a -> (Long.parseLong(a[3]) - finishedAt[Integer.parseInt(a[2])]) / 1000)
                    .sorted()
                    .toArray();
            System.out.printf(
                    "LongPollsAtScaleIT: %,d waits by %,d users on %,d jobs (after a warm-up round of %,d); "
                            + "parked in %,d ms (%s unconfirmed sessions retried); heap growth while parked %,d MB; jobs finished one "
                            + "every %d ms, %s waits sent again after their 25 s; answer after its job finished p50 %d ms, p99 %d ms, "
                            + "max %d ms; load average %.1f%n",
                    count,
                    measured.users,
                    measured.jobs,
                    warmUp.count,
                    parkedIn,
                    counted(output, "RETRIED"),
                    heapGrowth / 1024 / 1024,
                    measured.spacing.toMillis(),
                    counted(output, "REWAITED"),
                    delays[delays.length / 2],
                    delays[(int) (delays.length * 0.99)],
                    delays[delays.length - 1],
                    ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
            assertThat(heapGrowth).isLessThanOrEqualTo(MAX_HEAP_GROWTH);
            assertThat(delays[delays.length - 1])
                    .as("answered by the change, not by a later wait")
                    .isLessThan(Duration.ofSeconds(20).toMillis());
            theInFlightLimitStillHolds(measured.keys.get(0), LongPollUsers.workspace(measured.run, 0), measured.run);
        }
    }

    /**
     * One round of waits: {@code count} waits by {@code count / 8} new users, 100 per job, on jobs that finish one
     * after another over {@code finishing}.
     */
    private record Round(
            int count,
            int users,
            int jobs,
            String run,
            List<String> keys,
            List<String> jobIds,
            java.nio.file.Path requests,
            Duration spacing) {
        static Round create(int count, Duration finishing) throws Exception {
            var users = count / PER_USER;
            var jobs = Math.max(1, count / WAITERS_PER_JOB);
            var run = ApiKeyFormat.newKey().substring(3, 11).toLowerCase();
            var keys = LongPollUsers.create(sql, run, users, jobs);
            var jobIds = held.runningAll(
                    IntStream.range(0, jobs)
                            .mapToObj(j -> new HeldJobs.Start(keys.get(j), LongPollUsers.workspace(run, j)))
                            .toList(),
                    STARTING);
            var requests = Files.createTempFile("long-polls", ".txt");
            Files.write(
                    requests,
                    IntStream.range(0, count)
                            .mapToObj(i -> keys.get(i / PER_USER) + " " + (i / PER_USER) % jobs + " "
                                    + jobIds.get((i / PER_USER) % jobs))
                            .toList());
            return new Round(count, users, jobs, run, keys, jobIds, requests, finishing.dividedBy(jobs));
        }

        /** Waits (at most 90 s) until all the round's waits hold an in-flight slot at once; returns how long it took. */
        long parkAll(SharedLimits limits, ChildJvm agents) throws InterruptedException {
            var parkStart = System.nanoTime();
            var parked = parkStart + Duration.ofSeconds(90).toNanos();
            while (inFlight(limits, run, users) < count
                    && System.nanoTime() < parked
                    && agents.process().isAlive()) {
                Thread.sleep(200);
            }
            assertThat(inFlight(limits, run, users))
                    .as("waits parked at once\n" + agents.output())
                    .isEqualTo(count);
            return Duration.ofNanos(System.nanoTime() - parkStart).toMillis();
        }

        /**
         * Lets the jobs finish one after another, and waits (at most 60 s) until the engine has completed each; returns
         * when each job's completion was heard (µs).
         */
        long[] finishJobs() throws InterruptedException {
            var start = System.nanoTime();
            for (int j = 0; j < jobs; j++) {
                var due = start + j * spacing.toNanos();
                while (System.nanoTime() < due) Thread.sleep(1);
                held.finish(jobIds.get(j));
            }
            Eventually.poll(
                    Duration.ofSeconds(60),
                    Duration.ofMillis(50),
                    () -> COMPLETED_AT.keySet().containsAll(jobIds),
                    Boolean::booleanValue);
            assertThat(jobIds).as("jobs the engine completed").allMatch(COMPLETED_AT::containsKey);
            return jobIds.stream().mapToLong(COMPLETED_AT::get).toArray();
        }
    }

    private void theInFlightLimitStillHolds(String key, String workspace, String run) throws Exception {
        var job = held.running(key, workspace);
        var http = client.createHttpClient(
                new HttpClientOptions().setDefaultHost("127.0.0.1").setDefaultPort(port()),
                new PoolOptions().setHttp1MaxSize(16));
        var running = new ArrayList<io.vertx.core.Future<String>>();
        for (int i = 0; i < PER_USER + 2; i++) running.add(WaitForJobRequests.send(http, key, job, 60_000));
        // the two calls beyond the user's 8 take the credential's own allowance
        InFlightSlots.awaitHeld(stack, "user:" + LongPollUsers.userId(run, 0), PER_USER, Duration.ofSeconds(20));
        InFlightSlots.awaitHeld(stack, "credential:" + LongPollUsers.keyId(run, 0), 2, Duration.ofSeconds(20));
        var eleventh = new McpHttp(stack.gatewayUrl() + "/mcp", key).post(WaitForJobRequests.body(job), Map.of());
        assertThat(eleventh.status()).isEqualTo(429);
        held.finish(job);
        for (var call : running)
            assertThat(call.toCompletionStage().toCompletableFuture().get(30, TimeUnit.SECONDS))
                    .contains("completed");
        http.close().await();
    }

    /** Slots held by the run's users, asked all at once (one by one, 1,250 reads under load outlast the deadline). */
    private static int inFlight(SharedLimits limits, String run, int users) {
        var held = IntStream.range(0, users)
                .mapToObj(u -> limits.held("user:" + LongPollUsers.userId(run, u)))
                .toList();
        return io.vertx.core.Future.all(held).await().<Integer>list().stream()
                .mapToInt(Integer::intValue)
                .sum();
    }

    private static String counted(String output, String what) {
        return output.lines()
                .filter(line -> line.startsWith(what + " "))
                .map(line -> line.substring(what.length() + 1))
                .findFirst()
                .orElse("?");
    }

    private static int port() {
        return Integer.parseInt(stack.gatewayUrl().replaceAll(".*:", ""));
    }

    /** The agents' heap, and this JVM's JIT limit if it has one (test.jit in the pom). */
    private static List<String> agentsJvmOptions() {
        var options = new ArrayList<>(List.of("-Xmx384m"));
        ManagementFactory.getRuntimeMXBean().getInputArguments().stream()
                .filter(option -> option.startsWith("-XX:TieredStopAtLevel="))
                .forEach(options::add);
        return options;
    }

    private static long usedHeapAfterGc() {
        System.gc();
        var memory = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage();
        return memory.getUsed();
    }
}
