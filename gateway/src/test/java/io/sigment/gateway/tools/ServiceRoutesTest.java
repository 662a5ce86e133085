package io.sigment.gateway.tools;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.sigment.common.Caller;
import io.sigment.common.ToolError;
import io.sigment.common.api.jobs.JobsAction;
import io.sigment.common.bus.ServiceAddress;
import io.sigment.common.bus.ServiceClient;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The breakers against a service bound with the real dispatcher: its deliberate answers (any {@link ToolError},
 * "not served yet" included) never open a breaker; its silence opens only the breaker of the silent action.
 */
class ServiceRoutesTest {
    private final Vertx vertx = Vertx.vertx();
    private final ToolCatalog catalog = ToolCatalog.load();
    private final Caller caller = Caller.system("req-test");

    @AfterEach
    void close() {
        vertx.close().await();
    }

    @Test
    void answers_the_service_chose_never_open_a_breaker_whatever_their_kind() {
        ServiceAddress.JOBS
                .bind(
                        vertx,
                        Map.of(
                                JobsAction.GET_JOB,
                                        (c, args) -> Future.failedFuture(ToolError.notFound("Check the job_id.")),
                                JobsAction.WAIT_FOR_JOB, (c, args) -> Future.failedFuture(ToolError.busy())))
                .await();
        var routes = new ServiceRoutes(vertx, new ServiceClient(vertx, Duration.ofSeconds(5)));
        for (int i = 0; i < ServiceRoutes.MAX_FAILURES * 4; i++) {
            assertThat(message(routes, "analyze_creators"))
                    .isEqualTo(ToolError.notServed().getMessage());
            assertThat(message(routes, "wait_for_job"))
                    .isEqualTo(ToolError.busy().getMessage());
        }
        assertThat(message(routes, "get_job")).startsWith("Not found, or this account has no access to it.");
    }

    @Test
    void a_silent_action_opens_its_own_breaker_and_the_other_actions_of_its_service_still_answer() {
        var hung = new java.util.concurrent.atomic.AtomicInteger();
        ServiceAddress.JOBS
                .bind(
                        vertx,
                        Map.of(
                                JobsAction.ANALYZE_CREATORS,
                                        (c, args) -> {
                                            hung.incrementAndGet();
                                            return Promise.<JsonObject>promise().future();
                                        },
                                JobsAction.GET_JOB,
                                        (c, args) -> Future.succeededFuture(new JsonObject().put("status", "running"))))
                .await();
        var routes = new ServiceRoutes(vertx, new ServiceClient(vertx, Duration.ofMillis(100)));
        for (int i = 0; i < ServiceRoutes.MAX_FAILURES; i++) {
            assertThat(message(routes, "analyze_creators"))
                    .isEqualTo(ToolError.unavailable().getMessage());
        }
        assertThat(hung).hasValue(ServiceRoutes.MAX_FAILURES);
        assertThat(message(routes, "analyze_creators"))
                .isEqualTo(ToolError.unavailable().getMessage());
        assertThat(hung).as("an open breaker fails fast without sending").hasValue(ServiceRoutes.MAX_FAILURES);
        assertThat(routes.call(tool("get_job"), caller, new JsonObject())
                        .await()
                        .getString("status"))
                .isEqualTo("running");
    }

    private String message(ServiceRoutes routes, String tool) {
        return catchThrowableOfType(
                        ToolError.class,
                        () -> routes.call(tool(tool), caller, new JsonObject()).await())
                .getMessage();
    }

    private ToolDefinition tool(String name) {
        return catalog.find(name).orElseThrow();
    }
}
