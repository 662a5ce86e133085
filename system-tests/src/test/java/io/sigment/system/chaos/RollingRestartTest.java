package io.sigment.system.chaos;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.Platform;
import io.sigment.common.Setting;
import io.sigment.common.testing.Eventually;
import io.sigment.emulator.http.FaultInjection;
import io.sigment.emulator.world.Creator;
import io.sigment.system.testing.McpHttp;
import io.sigment.system.testing.ProcessesTopology;
import io.sigment.system.testing.TestAccounts;
import io.sigment.system.testing.TestCredits;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * A rolling update on one machine: every process of the topology, gateways included, is stopped with SIGTERM and
 * started again, one at a time, while an agent keeps calling and two analyses run, with split-brain protection on.
 * Afterwards the hourly search limit the agent used up before the rollout still refuses (the limit records moved
 * with the members that left), every job ended with its money settled, and no hold is open. On the topology the
 * process-killing classes share (its hourly search limit is this test's), which it leaves with every process running.
 */
@Tag("processes")
class RollingRestartTest {
    private static final int SEARCHES_PER_HOUR = ProcessesTopology.SHARED_SEARCHES_PER_HOUR;
    private static final long CREDITS = 200;
    private static final Duration CALL_EVERY = Duration.ofMillis(20);

    @Test
    void members_leaving_and_rejoining_one_at_a_time_lose_no_limit_job_or_hold() throws Exception {
        var topology = ProcessesTopology.shared();
        assertThat(topology.config().integer(Setting.CLUSTER_MIN_SIZE))
                .as("split-brain protection on")
                .isGreaterThan(1);
        try {
            var user = TestAccounts.newUser(topology.vertx(), topology.config(), 1);
            var workspace = user.workspaceIds().get(0);
            TestCredits.proWithCredits(topology, workspace, CREDITS);
            var gateways = List.of(
                    new McpHttp(topology.gatewayUrl(ProcessesTopology.GATEWAY) + "/mcp", user.apiKey()),
                    new McpHttp(topology.gatewayUrl(ProcessesTopology.SECOND_GATEWAY) + "/mcp", user.apiKey()));
            for (int i = 0; i < SEARCHES_PER_HOUR; i++) {
                gateways.get(i % 2).ok("search_creators", new JsonObject().put("query", "fitness " + i));
            }
            assertThat(gateways.get(0).error("search_creators", new JsonObject().put("query", "one more")))
                    .contains("calls per hour per user");

            topology.emulator().faults().set(new FaultInjection(150, 0, 0, 1, false));
            var handles = topology.emulator().world().platform(Platform.INSTAGRAM).creators().stream()
                    .map(Creator::handle)
                    .toList();
            var jobs = new ArrayList<String>();
            for (var set : List.of(handles.subList(30, 33), handles.subList(40, 43))) {
                jobs.add(gateways.get(1)
                        .ok(
                                "analyze_creators",
                                new JsonObject()
                                        .put("platform", "instagram")
                                        .put("handles", new JsonArray(set))
                                        .put("max_credits", 15))
                        .getString("job_id"));
            }

            var calling = new AtomicBoolean(true);
            var answered = new AtomicInteger();
            var load = new Thread(
                    () -> {
                        int i = 0;
                        while (calling.get()) {
                            try {
                                var result = gateways.get(i++ % 2).callTool("get_account", new JsonObject());
                                if (!result.getBoolean("isError", true)) answered.incrementAndGet();
                            } catch (RuntimeException gatewayRestarting) {
                                // the other gateway answers the next call
                            }
                            // An agent's pace, not a busy loop: calling flat out only spent the machine's CPU on
                            // get_account.
                            LockSupport.parkNanos(CALL_EVERY.toNanos());
                        }
                    },
                    "rolling-load");
            load.start();
            try {
                for (var name : topology.names()) {
                    topology.stop(name);
                    topology.restart(name);
                }
            } finally {
                calling.set(false);
                load.join(30_000);
            }
            topology.emulator().faults().set(FaultInjection.NONE);

            for (var gateway : gateways) {
                assertThat(gateway.error("search_creators", new JsonObject().put("query", "after the rollout")))
                        .as("the hourly limit used before the rollout")
                        .contains("calls per hour per user");
            }
            for (var jobId : jobs) {
                var job = Eventually.poll(
                        Duration.ofMinutes(4),
                        Duration.ZERO,
                        () -> {
                            var result = gateways.get(0)
                                    .callTool(
                                            "wait_for_job",
                                            new JsonObject()
                                                    .put("job_id", jobId)
                                                    .put("timeout_seconds", 5));
                            return result.getBoolean("isError")
                                    ? new JsonObject().put("status", "running")
                                    : result.getJsonObject("structuredContent");
                        },
                        read -> !"running".equals(read.getString("status")));
                assertThat(job.getString("status")).as(job.encodePrettily()).isIn("completed", "failed");
            }
            var money = topology.pool();
            try {
                var check = new MoneyAndJobs(money, List.of(workspace));
                assertThat(check.running()).isZero();
                assertThat(check.openHolds())
                        .as("holds neither charged nor released")
                        .isZero();
                var outcomes = check.checkJobs();
                check.checkLedgers();
                System.out.printf(
                        "rolling restart of %d processes: %d calls answered meanwhile, jobs %s%n",
                        topology.names().size(), answered.get(), outcomes);
                assertThat(answered.get())
                        .as("calls answered during the rollout")
                        .isPositive();
            } finally {
                money.close();
            }
        } finally {
            topology.emulator().faults().set(FaultInjection.NONE);
        }
    }
}
