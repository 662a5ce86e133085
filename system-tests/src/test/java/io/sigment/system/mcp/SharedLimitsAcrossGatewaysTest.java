package io.sigment.system.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.local.LocalStack;
import io.sigment.system.testing.HeldJobs;
import io.sigment.system.testing.InFlightSlots;
import io.sigment.system.testing.McpHttp;
import io.sigment.system.testing.TestAccounts;
import io.sigment.system.testing.TestStack;
import io.vertx.core.json.JsonObject;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** Spec §8 limits for agent credentials, enforced on one budget shared by two gateways of the cluster. */
@Tag("stack")
class SharedLimitsAcrossGatewaysTest {
    private static LocalStack stack;
    private static String first;
    private static String second;
    private static final Duration HELD_WITHIN = Duration.ofSeconds(20);

    @BeforeAll
    static void start() {
        stack = TestStack.shared();
        first = stack.gatewayUrl() + "/mcp";
        second = TestStack.secondGatewayUrl() + "/mcp";
    }

    @Test
    void the_121st_tool_call_in_a_minute_is_refused_whichever_gateway_gets_it() {
        var key = TestAccounts.newUser(stack).apiKey();
        var gateways = List.of(new McpHttp(first, key), new McpHttp(second, key));
        for (int call = 0; call < 120; call++) {
            var result = gateways.get(call % 2).callTool("get_job", new JsonObject().put("job_id", "j" + call));
            assertThat(McpHttp.text(result)).as("call " + (call + 1)).doesNotStartWith("Rate limit");
        }
        var refused = gateways.get(1).callTool("get_job", new JsonObject().put("job_id", "one too many"));
        assertThat(refused.getBoolean("isError")).isTrue();
        assertThat(McpHttp.text(refused))
                .startsWith("Rate limit reached: 120 tool calls per minute per user")
                .containsPattern("Retry after \\d+ seconds");
        var otherUser = new McpHttp(first, TestAccounts.newUser(stack).apiKey());
        assertThat(McpHttp.text(otherUser.callTool("get_job", new JsonObject().put("job_id", "x"))))
                .doesNotStartWith("Rate limit");
    }

    @Test
    void the_61st_search_in_an_hour_is_refused_and_invalid_searches_do_not_count() {
        var key = TestAccounts.newUser(stack).apiKey();
        var gateways = List.of(new McpHttp(first, key), new McpHttp(second, key));
        assertThat(McpHttp.text(gateways.get(0).callTool("search_creators", new JsonObject().put("query", "x"))))
                .contains("query: at least 2 characters");
        for (int call = 0; call < 60; call++) {
            var result =
                    gateways.get(call % 2).callTool("search_creators", new JsonObject().put("query", "yoga " + call));
            assertThat(McpHttp.text(result)).as("search " + (call + 1)).doesNotStartWith("Rate limit");
        }
        var refused = gateways.get(0).callTool("search_creators", new JsonObject().put("query", "one too many"));
        assertThat(McpHttp.text(refused)).startsWith("Rate limit reached: 60 search_creators calls per hour per user");
        assertThat(McpHttp.text(gateways.get(1).callTool("get_job", new JsonObject().put("job_id", "x"))))
                .as("other tools still work")
                .doesNotStartWith("Rate limit");
    }

    @Test
    void more_than_8_calls_in_flight_per_user_plus_2_per_credential_get_429_with_retry_after() throws Exception {
        var user = TestAccounts.newUser(stack);
        try (var held = new HeldJobs(stack)) {
            theLimitsHoldAcrossGateways(
                    user, held, held.running(user, user.workspaceIds().get(0)));
        }
    }

    /** While the job runs, its waits stay parked (25 s) until {@code held} finishes it. */
    private void theLimitsHoldAcrossGateways(TestAccounts.TestUser user, HeldJobs held, String job) throws Exception {
        var wait = WaitForJobRequests.body(job);
        var gateways = List.of(new McpHttp(first, user.apiKey()), new McpHttp(second, user.apiKey()));
        var running = new ArrayList<CompletableFuture<McpHttp.Reply>>();
        for (int i = 0; i < 10; i++) {
            var gateway = gateways.get(i % 2);
            running.add(CompletableFuture.supplyAsync(() -> gateway.post(wait, Map.of())));
        }
        InFlightSlots.awaitHeld(stack, "user:" + user.userId(), 8, HELD_WITHIN);
        InFlightSlots.awaitHeld(stack, "credential:" + user.keyId(), 2, HELD_WITHIN);
        var eleventh = gateways.get(0).post(wait, Map.of());
        assertThat(eleventh.status()).isEqualTo(429);
        assertThat(eleventh.header("Retry-After")).matches("\\d+");
        assertThat(eleventh.json().getJsonObject("error").getString("message")).contains("in flight");

        var sameUser = TestAccounts.anotherKey(stack, user);
        var secondKey = sameUser.apiKey();
        var ownAllowance = new ArrayList<CompletableFuture<McpHttp.Reply>>();
        for (int i = 0; i < 2; i++) {
            var gateway = new McpHttp(i == 0 ? first : second, secondKey);
            ownAllowance.add(CompletableFuture.supplyAsync(() -> gateway.post(wait, Map.of())));
        }
        InFlightSlots.awaitHeld(stack, "credential:" + sameUser.keyId(), 2, HELD_WITHIN);
        assertThat(new McpHttp(second, secondKey).post(wait, Map.of()).status()).isEqualTo(429);

        held.finish(job);
        for (var call : running) assertThat(call.get().status()).isEqualTo(200);
        for (var call : ownAllowance) assertThat(call.get().status()).isEqualTo(200);
        assertThat(gateways.get(1).post(wait, Map.of()).status())
                .as("slots are given back")
                .isEqualTo(200);
    }
}
