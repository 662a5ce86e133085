package io.sigment.gateway.tools;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.sigment.common.Caller;
import io.sigment.common.ToolError;
import io.sigment.common.api.jobs.JobsAction;
import io.sigment.common.bus.Action;
import io.sigment.common.bus.ServiceAddress;
import io.sigment.common.bus.ServiceClient;
import io.sigment.common.cluster.Cluster;
import io.sigment.common.ops.Metrics;
import io.sigment.common.testing.Eventually;
import io.sigment.common.testing.TestConfig;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.Vertx;
import io.vertx.core.internal.VertxInternal;
import io.vertx.core.json.JsonObject;
import io.vertx.spi.cluster.hazelcast.HazelcastClusterManager;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A jobs member dies (its Hazelcast terminated without leaving, as a kill -9 leaves it) while a gateway's
 * {@code wait_for_job} and {@code analyze_creators} are parked on it, in a cluster of three members: the wait is
 * sent again and answered by the surviving jobs member long before its 32 s; the paid call is not sent again (it
 * fails as unanswered at its own timeout). The dead member's event bus is left running and its actions never answer,
 * so a second attempt routed to it would hang: the test also shows the new attempt goes to the survivor.
 */
class ServiceRoutesMemberLossTest {
    private static final Duration PAID_CALL_TIMEOUT = Duration.ofSeconds(15);
    private final ToolCatalog catalog = ToolCatalog.load();
    private final Caller caller = Caller.system("req-member-loss");
    private Vertx gateway;
    private Vertx killed;
    private Vertx survivor;

    @AfterEach
    void close() throws Exception {
        for (var node : new Vertx[] {survivor, gateway, killed}) {
            if (node == null) continue;
            try {
                node.close().toCompletionStage().toCompletableFuture().get(30, TimeUnit.SECONDS);
            } catch (Exception terminatedAlready) {
                // the killed member's Hazelcast is gone: its close may fail
            }
        }
    }

    @Test
    void a_parked_read_is_answered_by_another_member_and_a_paid_call_is_not_sent_again() throws Exception {
        var config = TestConfig.node();
        gateway = Cluster.start(config, Metrics.newRegistry()).await();
        killed =
                Cluster.start(TestConfig.joining(config), Metrics.newRegistry()).await();
        var parked = new AtomicInteger();
        ServiceAddress.JOBS
                .bind(
                        killed,
                        Map.<JobsAction, Action>of(
                                JobsAction.WAIT_FOR_JOB, (c, args) -> park(parked),
                                JobsAction.ANALYZE_CREATORS, (c, args) -> park(parked)))
                .await();
        var client = new ServiceClient(gateway, PAID_CALL_TIMEOUT);
        Eventually.await("jobs answers the gateway", Duration.ofSeconds(30), Duration.ofMillis(50), () -> {
            try {
                client.ping(ServiceAddress.JOBS, caller).await();
                return true;
            } catch (RuntimeException notYet) {
                return false;
            }
        });
        var resent = new ConcurrentHashMap<String, AtomicInteger>();
        var routes = new ServiceRoutes(
                gateway,
                client,
                (tool, state) -> {},
                tool -> resent.computeIfAbsent(tool, t -> new AtomicInteger()).incrementAndGet());

        var wait = routes.call(tool("wait_for_job"), caller, new JsonObject().put("job_id", "job_1"));
        var paid = routes.call(tool("analyze_creators"), caller, new JsonObject().put("handles", "a"));
        Eventually.await(
                "both calls parked on the member about to die",
                Duration.ofSeconds(10),
                Duration.ofMillis(10),
                () -> parked.get() == 2);

        survivor =
                Cluster.start(TestConfig.joining(config), Metrics.newRegistry()).await();
        var paidOnSurvivor = new AtomicInteger();
        ServiceAddress.JOBS
                .bind(
                        survivor,
                        Map.<JobsAction, Action>of(
                                JobsAction.WAIT_FOR_JOB,
                                (c, args) -> Future.succeededFuture(new JsonObject()
                                        .put("job_id", args.getString("job_id"))
                                        .put("status", "completed")
                                        .put("answered_by", "survivor")),
                                JobsAction.ANALYZE_CREATORS,
                                (c, args) -> {
                                    paidOnSurvivor.incrementAndGet();
                                    return Future.succeededFuture(new JsonObject().put("job_id", "job_2"));
                                }))
                .await();

        var killedAt = System.nanoTime();
        ((HazelcastClusterManager) ((VertxInternal) killed).clusterManager())
                .getHazelcastInstance()
                .getLifecycleService()
                .terminate();

        var answer = wait.toCompletionStage().toCompletableFuture().get(40, TimeUnit.SECONDS);
        var answeredAfter = Duration.ofNanos(System.nanoTime() - killedAt);
        System.out.println("wait_for_job answered " + answeredAfter.toMillis() + " ms after the member was killed");
        assertThat(answer.getString("answered_by")).isEqualTo("survivor");
        assertThat(answeredAfter).isLessThan(tool("wait_for_job").timeout().orElseThrow());
        assertThat(paid.isComplete())
                .as("the paid call still waits when the read was answered: the member's loss came within its time")
                .isFalse();
        assertThat(resent.get("wait_for_job")).hasValue(1);

        var paidFailure = catchThrowable(
                () -> paid.toCompletionStage().toCompletableFuture().get(40, TimeUnit.SECONDS));
        assertThat(paidFailure).hasCauseInstanceOf(ToolError.class);
        assertThat(((ToolError) paidFailure.getCause()).kind()).isEqualTo(ToolError.Kind.UNAVAILABLE);
        assertThat(paidOnSurvivor).as("the paid call was never sent again").hasValue(0);
        assertThat(resent).doesNotContainKey("analyze_creators");
    }

    @Test
    void only_reads_of_sigments_own_data_are_sent_again() {
        var resent = catalog.all().stream()
                .filter(ToolDefinition::resentOnMemberLoss)
                .toList();
        assertThat(resent.stream().map(ToolDefinition::name))
                .contains("wait_for_job", "get_job", "get_analysis_result", "get_account")
                .doesNotContain("search_creators", "get_creator", "analyze_creators", "get_topup_link");
        assertThat(resent).allSatisfy(tool -> {
            var annotations = tool.listing().getJsonObject("annotations");
            assertThat(annotations.getBoolean("readOnlyHint")).as(tool.name()).isTrue();
            assertThat(annotations.getBoolean("idempotentHint")).as(tool.name()).isTrue();
            assertThat(annotations.getBoolean("openWorldHint")).as(tool.name()).isFalse();
        });
    }

    private static Future<JsonObject> park(AtomicInteger parked) {
        parked.incrementAndGet();
        return Promise.<JsonObject>promise().future();
    }

    private ToolDefinition tool(String name) {
        return catalog.find(name).orElseThrow();
    }
}
