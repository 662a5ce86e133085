package io.sigment.system.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.Caller;
import io.sigment.common.Credentials;
import io.sigment.common.api.accounts.AccountsAction;
import io.sigment.common.bus.ServiceClient;
import io.sigment.common.ops.Metrics;
import io.sigment.common.testing.Eventually;
import io.sigment.jobs.engine.JobMetrics;
import io.sigment.local.LocalStack;
import io.sigment.system.testing.HeldJobs;
import io.sigment.system.testing.McpHttp;
import io.sigment.system.testing.TestAccounts;
import io.sigment.system.testing.TestStack;
import io.vertx.core.Handler;
import io.vertx.core.eventbus.DeliveryContext;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** What a tools/call goes through at the gateway, observed over HTTP as an agent sees it. */
@Tag("stack")
class ToolCallsTest {
    private static LocalStack stack;
    private static HeldJobs jobs;

    @BeforeAll
    static void start() {
        stack = TestStack.shared();
        jobs = new HeldJobs(stack);
    }

    @AfterAll
    static void stop() {
        jobs.close();
    }

    private static McpHttp client(String key) {
        return new McpHttp(stack.gatewayUrl() + "/mcp", key);
    }

    @Test
    void invalid_arguments_are_explained_by_parameter_and_limit_and_nothing_reaches_a_service() {
        var user = TestAccounts.newUser(stack);
        var mcp = client(user.apiKey());
        var sent = new CopyOnWriteArrayList<String>();
        Handler<DeliveryContext<Object>> watch = delivery -> {
            var action = delivery.message().headers().get("action");
            if (delivery.message().address().startsWith("sigment.")
                    && !"verify_api_key".equals(action)
                    && String.valueOf(delivery.body()).contains(user.userId())) {
                sent.add(action);
            }
            delivery.next();
        };
        stack.vertx().eventBus().addOutboundInterceptor(watch);
        try {
            var result = mcp.callTool(
                    "analyze_creators",
                    new JsonObject()
                            .put("platform", "myspace")
                            .put("handles", new JsonArray(java.util.Collections.nCopies(51, "a")))
                            .put("max_credits", 1001)
                            .put("extra", true));
            assertThat(result.getBoolean("isError")).isTrue();
            assertThat(McpHttp.text(result))
                    .startsWith("Invalid arguments: ")
                    .contains("platform: must be one of instagram, youtube, tiktok")
                    .contains("handles: at most 50 items")
                    .contains("max_credits: at most 1000")
                    .contains("extra: unknown parameter");
            var missing = mcp.callTool("create_creator_list", new JsonObject().put("description", "x".repeat(2001)));
            assertThat(McpHttp.text(missing))
                    .contains("name: required")
                    .contains("description: at most 2000 characters");
            var items = mcp.callTool(
                    "set_creator_list",
                    new JsonObject()
                            .put("list_id", "l")
                            .put("usernames", new JsonArray().add("ok").add(7)));
            assertThat(McpHttp.text(items)).contains("usernames[1]: must be a string");
            assertThat(sent).as("calls of this user sent to a service").isEmpty();
        } finally {
            stack.vertx().eventBus().removeOutboundInterceptor(watch);
        }
    }

    @Test
    void an_unknown_tool_is_a_json_rpc_invalid_params_error() {
        var reply = client(TestAccounts.newUser(stack).apiKey())
                .post(
                        new JsonObject()
                                .put("jsonrpc", "2.0")
                                .put("id", 9)
                                .put("method", "tools/call")
                                .put("params", new JsonObject().put("name", "delete_everything")),
                        Map.of());
        assertThat(reply.status()).isEqualTo(200);
        assertThat(reply.json().getJsonObject("error").getInteger("code")).isEqualTo(-32602);
        assertThat(reply.json().getJsonObject("error").getString("message"))
                .contains("delete_everything", "tools/list");
    }

    @Test
    void results_carry_structured_content_and_the_same_json_as_text() {
        var user = TestAccounts.newUser(stack);
        var job = jobs.running(user, user.workspaceIds().get(0));
        var result = client(user.apiKey()).callTool("get_job", new JsonObject().put("job_id", job));
        assertThat(result.getBoolean("isError")).isFalse();
        var structured = result.getJsonObject("structuredContent");
        assertThat(structured.getString("status")).isEqualTo("running");
        assertThat(structured.getString("stage")).isEqualTo("analyzing");
        assertThat(new JsonObject(McpHttp.text(result))).isEqualTo(structured);
        jobs.finish(job);
    }

    @Test
    void ids_are_found_in_any_of_the_users_workspaces_and_never_in_someone_elses() {
        var user = TestAccounts.newUser(stack, 2);
        var stranger = TestAccounts.newUser(stack);
        var inSecondWorkspace = jobs.running(user, user.workspaceIds().get(1));
        var mine = client(user.apiKey()).callTool("get_job", new JsonObject().put("job_id", inSecondWorkspace));
        assertThat(mine.getBoolean("isError")).isFalse();
        var theirs = client(stranger.apiKey()).callTool("get_job", new JsonObject().put("job_id", inSecondWorkspace));
        assertThat(theirs.getBoolean("isError")).isTrue();
        assertThat(McpHttp.text(theirs)).startsWith("Not found, or this account has no access to it");
        jobs.finish(inSecondWorkspace);
    }

    @Test
    void a_workspace_that_is_not_the_users_is_not_found() {
        var user = TestAccounts.newUser(stack);
        var stranger = TestAccounts.newUser(stack);
        var result = client(user.apiKey())
                .callTool(
                        "list_creator_lists",
                        new JsonObject()
                                .put("workspace_id", stranger.workspaceIds().get(0)));
        assertThat(result.getBoolean("isError")).isTrue();
        assertThat(McpHttp.text(result))
                .startsWith("Not found, or this account has no access to it")
                .contains("get_account");
    }

    @Test
    void wait_for_job_blocks_until_the_job_finishes_or_the_timeout() throws Exception {
        var user = TestAccounts.newUser(stack);
        var mcp = client(user.apiKey());
        var job = jobs.running(user, user.workspaceIds().get(0));
        var started = System.nanoTime();
        var stillRunning =
                mcp.callTool("wait_for_job", new JsonObject().put("job_id", job).put("timeout_seconds", 1));
        assertThat(Duration.ofNanos(System.nanoTime() - started))
                .as("it waited")
                .isGreaterThanOrEqualTo(Duration.ofMillis(900));
        assertThat(stillRunning.getJsonObject("structuredContent").getString("status"))
                .isEqualTo("running");
        assertThat(stillRunning.getJsonObject("structuredContent").getInteger("poll_after_seconds"))
                .isPositive();

        var other = jobs.running(user, user.workspaceIds().get(0));
        var parked = parkedWaits();
        var earlier = waitForJob(user.apiKey(), other);
        awaitParkedWaits(parked + 1);
        var finishing = waitForJob(user.apiKey(), job);
        awaitParkedWaits(parked + 2);
        jobs.finish(job);
        var finished = finishing.get();
        assertThat(finished.getJsonObject("structuredContent").getString("status"))
                .isEqualTo("completed");
        assertThat(earlier)
                .as("answered at the change: a wait that began before it has not run out yet")
                .isNotDone();
        jobs.finish(other);
        assertThat(earlier.get().getJsonObject("structuredContent").getString("status"))
                .isEqualTo("completed");
    }

    private static CompletableFuture<JsonObject> waitForJob(String apiKey, String jobId) {
        return CompletableFuture.supplyAsync(() -> client(apiKey)
                .callTool("wait_for_job", new JsonObject().put("job_id", jobId).put("timeout_seconds", 45)));
    }

    /** wait_for_job calls jobs-service holds open now (its gauge; the shared stack runs in this JVM). */
    private static double parkedWaits() {
        var gauge = Metrics.registryOf(stack.vertx())
                .find(JobMetrics.LONG_POLL_WAITERS)
                .gauge();
        return gauge == null ? 0 : gauge.value();
    }

    private static void awaitParkedWaits(double count) {
        Eventually.await(
                count + " waits parked",
                Duration.ofSeconds(20),
                Duration.ofMillis(5),
                ToolCallsTest::parkedWaits,
                parked -> parked >= count);
    }

    @Test
    void a_revoked_key_gets_the_revocation_message_on_every_gateway_before_its_cache_expires() throws Exception {
        var user = TestAccounts.newUser(stack);
        var first = client(user.apiKey());
        var second = new McpHttp(TestStack.secondGatewayUrl() + "/mcp", user.apiKey());
        var cachedUntil = System.nanoTime() + TestStack.credentialCache().toNanos();
        assertThat(second.callTool("list_creator_lists", new JsonObject()).toString())
                .doesNotContain("revoked");
        assertThat(first.callTool("list_creator_lists", new JsonObject()).toString())
                .doesNotContain("revoked");

        new ServiceClient(stack.vertx(), Duration.ofSeconds(5))
                .request(
                        AccountsAction.REVOKE_API_KEY,
                        Caller.system("test"),
                        new JsonObject().put("user_id", user.userId()).put("key_id", user.keyId()))
                .await();
        JsonObject refused;
        do {
            refused = second.callTool("list_creator_lists", new JsonObject());
        } while (!McpHttp.text(refused).contains("revoked") && System.nanoTime() < cachedUntil);
        assertThat(McpHttp.text(refused))
                .as("refused by the broadcast, before the cached verification expired")
                .startsWith("Access for \"test key");
        assertThat(McpHttp.text(refused)).contains("was revoked by the user");
        assertThat(McpHttp.text(refused))
                .as("a key is not re-approved")
                .contains("create a new key")
                .doesNotContain("can re-approve it");
        assertThat(McpHttp.text(first.callTool("get_job", new JsonObject().put("job_id", "x"))))
                .contains("was revoked");
    }

    @Test
    void wait_for_job_blocks_at_most_25_seconds_whatever_the_timeout_asked() {
        var user = TestAccounts.newUser(stack);
        var job = jobs.running(user, user.workspaceIds().get(0));
        var started = System.nanoTime();
        var result = client(user.apiKey())
                .callTool("wait_for_job", new JsonObject().put("job_id", job).put("timeout_seconds", 45));
        assertThat(result.getJsonObject("structuredContent").getString("status"))
                .as("an answer, not the gateway's 32 s timeout: the wait stopped at its 25 s cap")
                .isEqualTo("running");
        assertThat(Duration.ofNanos(System.nanoTime() - started))
                .as("it waited")
                .isGreaterThanOrEqualTo(Duration.ofSeconds(24));
        jobs.finish(job);
    }

    @Test
    void the_raw_key_never_travels_on_the_event_bus() {
        var seen = new CopyOnWriteArrayList<String>();
        Handler<DeliveryContext<Object>> watch = delivery -> {
            seen.add(String.valueOf(delivery.body()));
            delivery.next();
        };
        stack.vertx().eventBus().addOutboundInterceptor(watch);
        try {
            var user = TestAccounts.newUser(stack);
            client(user.apiKey()).callTool("get_job", new JsonObject().put("job_id", "nope"));
            assertThat(seen).isNotEmpty().noneMatch(body -> body.contains(user.apiKey()));
            assertThat(seen).anyMatch(body -> body.contains(Credentials.sha256Hex(user.apiKey())));
        } finally {
            stack.vertx().eventBus().removeOutboundInterceptor(watch);
        }
    }
}
