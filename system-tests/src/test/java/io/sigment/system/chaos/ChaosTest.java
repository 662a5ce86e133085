package io.sigment.system.chaos;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.Platform;
import io.sigment.common.testing.Eventually;
import io.sigment.emulator.http.FaultInjection;
import io.sigment.emulator.world.Creator;
import io.sigment.system.testing.ProcessesTopology;
import io.sigment.system.testing.TestAccounts;
import io.sigment.system.testing.TestCredits;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.sqlclient.Tuple;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Supplier;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * Kill -9 in the {@code --processes} topology (every service in a JVM of its own, two gateways): first the scraper
 * in the middle of one job's scrape, then each process named by {@code -Dsigment.chaos.kills} in turn while agents of
 * several workspaces run analyses and edit lists through {@code /mcp}; the test restarts each killed process. After
 * it: every job completed (charged once) or failed with its credits back, no hold open, each ledger adding up to its
 * balance, every list write an agent was told about present. With {@code -Dsigment.chaos.full=true} (the
 * {@code reliability-full} profile, {@code bench/reliability}) also a scraper that never comes back: the job fails
 * within minutes, refunded. It prints its figures. It runs on the topology the process-killing classes share (short
 * leases and stale holds) and leaves every process running.
 */
@Tag("processes")
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ChaosTest {
    private static final int WORKSPACES = 4;
    private static final int CREATORS_PER_ANALYSIS = 3;
    private static final long CREDITS = 2000;
    /** Acknowledged list writes (four agents, each one every 250 ms) after each restart before the next kill. */
    private static final int WRITES_AFTER_RESTART = 20;
    /** How long each killed process stays down before it is started again. */
    private static final Duration DOWN_FOR = Duration.ofSeconds(2);

    private static ProcessesTopology topology;
    private static List<String> creators;

    @BeforeAll
    static void start() {
        topology = ProcessesTopology.shared();
        creators = topology.emulator().world().platform(Platform.INSTAGRAM).creators().stream()
                .map(Creator::handle)
                .toList();
    }

    @Test
    @Order(1)
    void a_scraper_killed_mid_scrape_is_noticed_within_seconds_and_the_restarted_one_resumes_the_job()
            throws Exception {
        var agent = agent(0);
        var killed = killScraperMidScrape(agent, creators.subList(20, 24));
        var jobId = killed.jobId();
        var killedAt = killed.at();
        topology.restart("scraper");
        var restartedIn = Duration.ofNanos(System.nanoTime() - killedAt);

        var done = agent.awaitEnd(jobId, Duration.ofMinutes(3));
        var endedIn = Duration.ofNanos(System.nanoTime() - killedAt);

        System.out.printf(
                "scraper killed mid-scrape: restarted in %.1f s, job %s %.1f s after the kill%n",
                restartedIn.toMillis() / 1000.0, done.getString("status"), endedIn.toMillis() / 1000.0);
        assertThat(done.getString("status")).as(done.encodePrettily()).isEqualTo("completed");
        assertThat(attempts(jobId))
                .as("the job's own run recovered: no other replica had to resume it")
                .isEqualTo(1);
        try (var money = new Money(List.of(agent.workspace()))) {
            assertThat(money.check.checkJobs()).isEqualTo(Map.of("completed", 1));
            assertThat(money.check.openHolds()).isZero();
            assertThat(money.check.checkLedgers()).containsValue(CREDITS - 15);
        }
    }

    @Test
    @Order(2)
    void every_process_killed_in_turn_loses_no_job_no_credit_and_no_acknowledged_list_write() throws Exception {
        var kills = List.of(
                System.getProperty("sigment.chaos.kills", "jobs,scraper").split(","));
        var agents = new ArrayList<ChaosAgent>();
        for (int i = 0; i < WORKSPACES; i++) agents.add(agent(i));
        var workspaces = agents.stream().map(ChaosAgent::workspace).toList();
        var workload = new ChaosWorkload();
        var started = System.nanoTime();
        topology.emulator().faults().set(new FaultInjection(40, 0, 0, 1, false));
        var downtimes = new LinkedHashMap<String, Double>();
        try (var money = new Money(workspaces)) {
            workload.start(
                    agents,
                    n -> creators.subList(100 + n * CREATORS_PER_ANALYSIS, 100 + (n + 1) * CREATORS_PER_ANALYSIS));
            for (var name : kills) {
                awaitWorking(money.check, Duration.ofSeconds(60));
                var killedAt = System.nanoTime();
                topology.kill(name.trim());
                Thread.sleep(DOWN_FOR.toMillis());
                topology.restart(name.trim());
                downtimes.put(name.trim(), (System.nanoTime() - killedAt) / 1e9);
                awaitListWrites(workload, WRITES_AFTER_RESTART, Duration.ofSeconds(60));
            }
            awaitListWrites(workload, WRITES_AFTER_RESTART, Duration.ofSeconds(60));
            workload.stop();
            topology.emulator().faults().set(FaultInjection.NONE);

            awaitZero("running jobs", money.check::running, Duration.ofMinutes(4), money.check::runningJobs);
            awaitZero("open holds", money.check::openHolds, Duration.ofMinutes(2));
            var outcomes = money.check.checkJobs();
            var balances = money.check.checkLedgers();
            var lost = lostListWrites(agents.get(0), workload);
            checkJobsThroughMcp(agents, workload);
            checkBalancesThroughMcp(agents, balances);

            System.out.printf(
                    "chaos: %d kills (%s), downtime s %s, %.0f s in all%n",
                    kills.size(), String.join(", ", kills), downtimes, (System.nanoTime() - started) / 1e9);
            System.out.printf(
                    "chaos: jobs acknowledged %d, in the database %d, outcomes %s%n",
                    workload.acknowledgedJobs.size(),
                    outcomes.values().stream().mapToInt(Integer::intValue).sum(),
                    outcomes);
            System.out.printf(
                    "chaos: list writes acknowledged %d, lost %d; calls %s%n",
                    workload.acknowledgedListWrites(), lost.size(), new TreeMap<>(workload.outcomes));
            assertThat(lost).as("acknowledged list writes missing").isEmpty();
            assertThat(workload.acknowledgedJobs).as("analyses started").hasSizeGreaterThanOrEqualTo(kills.size());
            assertThat(outcomes).containsKey("completed");
        } finally {
            topology.emulator().faults().set(FaultInjection.NONE);
        }
    }

    @Test
    @Order(3)
    @EnabledIfSystemProperty(named = "sigment.chaos.full", matches = "true")
    void a_scraper_gone_for_good_fails_the_job_within_minutes_with_every_credit_back() throws Exception {
        var agent = agent(0);
        var killed = killScraperMidScrape(agent, creators.subList(40, 44));
        var jobId = killed.jobId();
        var killedAt = killed.at();
        try {
            var done = agent.awaitEnd(jobId, Duration.ofMinutes(5));
            var endedIn = Duration.ofNanos(System.nanoTime() - killedAt);

            System.out.printf(
                    "scraper killed for good mid-scrape: job %s %.1f s after the kill: %s%n",
                    done.getString("status"), endedIn.toMillis() / 1000.0, done.getString("error"));
            assertThat(done.getString("status")).as(done.encodePrettily()).isEqualTo("failed");
            assertThat(done.getString("error"))
                    .contains("Sigment is busy")
                    .contains("The 15 credits held for it were returned; nothing was charged.");
            try (var money = new Money(List.of(agent.workspace()))) {
                assertThat(money.check.checkJobs()).isEqualTo(Map.of("failed, hold released", 1));
                assertThat(money.check.openHolds()).isZero();
                assertThat(money.check.checkLedgers()).containsValue(CREDITS);
            }
        } finally {
            topology.restart("scraper");
        }
    }

    private record Killed(String jobId, long at) {}

    /** Starts an analysis of {@code handles} on slowed platforms and kills the scraper once a post is scraped. */
    private static Killed killScraperMidScrape(ChaosAgent agent, List<String> handles) throws InterruptedException {
        topology.emulator().faults().set(new FaultInjection(120, 0, 0, 1, false));
        try {
            var deadline = System.nanoTime() + Duration.ofMinutes(2).toNanos();
            var jobId = agent.answered("analyze_creators", analysis(handles), deadline)
                    .getString("job_id");
            agent.awaitPostsDone(jobId, deadline);
            topology.kill("scraper");
            return new Killed(jobId, System.nanoTime());
        } finally {
            topology.emulator().faults().set(FaultInjection.NONE);
        }
    }

    /** Each acknowledged list and member, read back through /mcp: the ones missing. */
    private static List<String> lostListWrites(ChaosAgent any, ChaosWorkload workload) throws InterruptedException {
        var lost = new ArrayList<String>();
        var deadline = System.nanoTime() + Duration.ofMinutes(1).toNanos();
        for (var list : workload.acknowledgedMembers.entrySet()) {
            var owner = ownerOf(list.getKey());
            var members = agentFor(owner)
                    .answered("get_creator_list", new JsonObject().put("list_id", list.getKey()), deadline)
                    .getJsonArray("members")
                    .stream()
                    .map(m -> ((JsonObject) m).getString("handle"))
                    .toList();
            list.getValue().stream().filter(h -> !members.contains(h)).forEach(h -> lost.add(list.getKey() + ":" + h));
        }
        return lost;
    }

    private static void checkJobsThroughMcp(List<ChaosAgent> agents, ChaosWorkload workload)
            throws InterruptedException {
        var deadline = System.nanoTime() + Duration.ofMinutes(1).toNanos();
        for (var agent : agents) {
            for (var jobId : jobsOf(agent.workspace())) {
                var job = agent.answered("get_job", new JsonObject().put("job_id", jobId), deadline);
                assertThat(job.getString("status")).as(job.encodePrettily()).isIn("completed", "failed");
            }
        }
        var all = agents.stream().flatMap(a -> jobsOf(a.workspace()).stream()).toList();
        assertThat(all).as("every acknowledged job exists").containsAll(workload.acknowledgedJobs);
    }

    private static void checkBalancesThroughMcp(List<ChaosAgent> agents, Map<String, Long> balances)
            throws InterruptedException {
        var deadline = System.nanoTime() + Duration.ofMinutes(1).toNanos();
        for (var agent : agents) {
            var credits =
                    agent.answered("get_account", new JsonObject(), deadline).getJsonObject("credits");
            assertThat(credits.getLong("balance")).isEqualTo(balances.get(agent.workspace()));
            assertThat(credits.getLong("held")).isZero();
        }
    }

    private static final Map<String, ChaosAgent> AGENTS = new java.util.concurrent.ConcurrentHashMap<>();

    private static ChaosAgent agent(int index) {
        var user = TestAccounts.newUser(topology.vertx(), topology.config(), 1);
        var agent = new ChaosAgent(
                user,
                List.of(
                        topology.gatewayUrl(ProcessesTopology.GATEWAY),
                        topology.gatewayUrl(ProcessesTopology.SECOND_GATEWAY)),
                index);
        TestCredits.proWithCredits(topology, agent.workspace(), CREDITS);
        AGENTS.put(agent.workspace(), agent);
        return agent;
    }

    private static ChaosAgent agentFor(String workspace) {
        return AGENTS.get(workspace);
    }

    private static JsonObject analysis(List<String> handles) {
        return new JsonObject()
                .put("platform", "instagram")
                .put("handles", new JsonArray(handles))
                .put("max_credits", 15);
    }

    /** Until the agents have had {@code more} list writes acknowledged from now: the stack serves them again. */
    private static void awaitListWrites(ChaosWorkload workload, int more, Duration limit) throws InterruptedException {
        var target = workload.acknowledgedListWrites() + more;
        assertThat(Eventually.poll(
                        limit, Duration.ofMillis(100), workload::acknowledgedListWrites, writes -> writes >= target))
                .as("list writes acknowledged within " + limit + " of a restart")
                .isGreaterThanOrEqualTo(target);
    }

    private static void awaitWorking(MoneyAndJobs check, Duration limit) throws InterruptedException {
        Eventually.poll(limit, Duration.ofMillis(200), check::working, working -> working != 0);
    }

    private static void awaitZero(String what, java.util.function.LongSupplier count, Duration limit)
            throws InterruptedException {
        awaitZero(what, count, limit, List::of);
    }

    /** As above; on failure the message adds {@code which}'s lines (e.g. each job left running). */
    private static void awaitZero(
            String what, java.util.function.LongSupplier count, Duration limit, Supplier<List<String>> which)
            throws InterruptedException {
        var left = Eventually.poll(limit, Duration.ofMillis(500), count::getAsLong, n -> n <= 0);
        if (left != 0) {
            assertThat(left)
                    .as(what + " after " + limit + ":\n" + String.join("\n", which.get()))
                    .isZero();
        }
    }

    private static int attempts(String jobId) {
        var pool = topology.pool();
        try {
            return pool.preparedQuery("SELECT attempts FROM jobs.jobs WHERE job_id = $1")
                    .execute(Tuple.of(jobId))
                    .await()
                    .iterator()
                    .next()
                    .getInteger(0);
        } finally {
            pool.close();
        }
    }

    private static List<String> jobsOf(String workspace) {
        var pool = topology.pool();
        try {
            var out = new ArrayList<String>();
            pool.preparedQuery("SELECT job_id FROM jobs.jobs WHERE workspace_id = $1")
                    .execute(Tuple.of(workspace))
                    .await()
                    .forEach(row -> out.add(row.getString(0)));
            return out;
        } finally {
            pool.close();
        }
    }

    private static String ownerOf(String listId) {
        var pool = topology.pool();
        try {
            return pool.preparedQuery("SELECT workspace_id FROM lists.creator_lists WHERE list_id = $1")
                    .execute(Tuple.of(listId))
                    .await()
                    .iterator()
                    .next()
                    .getString(0);
        } finally {
            pool.close();
        }
    }

    /** The checks on one pool, closed after. */
    private static final class Money implements AutoCloseable {
        private final io.vertx.sqlclient.Pool pool = topology.pool();
        final MoneyAndJobs check;

        Money(List<String> workspaces) {
            check = new MoneyAndJobs(pool, workspaces);
        }

        @Override
        public void close() {
            pool.close();
        }
    }
}
