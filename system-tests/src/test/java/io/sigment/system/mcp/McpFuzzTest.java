package io.sigment.system.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.gateway.tools.ToolCatalog;
import io.sigment.local.LocalStack;
import io.sigment.system.testing.McpHttp;
import io.sigment.system.testing.TestAccounts;
import io.sigment.system.testing.TestStack;
import io.vertx.core.json.JsonObject;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Semaphore;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Pattern;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;
import org.junit.jupiter.api.Tag;

/**
 * Property-based fuzzing of {@code POST /mcp} on the in-JVM stack ({@link McpFuzzRequests} generates the
 * requests): whatever arrives, the answer is never a 5xx, never an internal error, never a stack trace or a
 * Java class name; afterwards the stack answers normally. {@value #TRIES} tries of a batch each, sent
 * concurrently; the number of bodies is {@code -Dsigment.fuzz.bodies} (10,000 by default and in the
 * {@code reliability} profile that {@code .ci/run} uses, 100,000 in {@code reliability-full}, which
 * {@code bench/reliability} runs).
 */
@Tag("stack")
class McpFuzzTest {
    private static final int TRIES = 100;
    private static final int USERS = 24;
    private static final int IN_FLIGHT = 24;
    private static final Pattern LEAK = Pattern.compile("Exception|Throwable|\\bat [a-z]+\\.[a-z]+\\.|"
            + "\\b(java|javax|jdk|sun|io\\.vertx|io\\.sigment|io\\.netty|com\\.hazelcast|com\\.fasterxml|org\\.postgresql)"
            + "\\.[a-zA-Z]");
    private static final HttpClient HTTP = HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5))
            .build();
    private static final AtomicLong SENT = new AtomicLong();
    private static long started;
    private static LocalStack stack;
    private static List<String> keys;

    @BeforeContainer
    static void start() {
        stack = TestStack.shared();
        keys = new ArrayList<>();
        for (int i = 0; i < USERS; i++) keys.add(TestAccounts.newUser(stack).apiKey());
        started = System.nanoTime();
    }

    @Provide
    Arbitrary<List<McpFuzzRequests.Probe>> batches() {
        var bodies = Integer.getInteger("sigment.fuzz.bodies", 10_000);
        return McpFuzzRequests.probes(USERS).list().ofSize(Math.max(1, bodies / TRIES));
    }

    @Property(tries = TRIES, shrinking = net.jqwik.api.ShrinkingMode.BOUNDED)
    void no_request_gets_a_5xx_an_internal_error_or_a_java_name(@ForAll("batches") List<McpFuzzRequests.Probe> batch)
            throws Exception {
        var gate = new Semaphore(IN_FLIGHT);
        var replies = new ArrayList<CompletableFuture<String>>();
        for (var probe : batch) {
            gate.acquire();
            replies.add(HTTP.sendAsync(request(probe), HttpResponse.BodyHandlers.ofString())
                    .thenApply(response -> problem(probe, response))
                    .whenComplete((problem, error) -> gate.release()));
        }
        SENT.addAndGet(batch.size());
        for (var reply : replies) assertThat(reply.get()).isNull();
    }

    @AfterContainer
    static void the_stack_still_answers_normally() {
        var seconds = (System.nanoTime() - started) / 1e9;
        System.out.printf(
                "McpFuzzTest: %,d requests sent in %.1f s (%,.0f a second), %d at a time%n",
                SENT.get(), seconds, SENT.get() / seconds, IN_FLIGHT);
        assertThat(SENT.get()).isGreaterThanOrEqualTo(Integer.getInteger("sigment.fuzz.bodies", 10_000));
        var agent = new McpHttp(
                stack.gatewayUrl() + "/mcp", TestAccounts.newUser(stack).apiKey());
        assertThat(agent.request("tools/list", new JsonObject()).getJsonArray("tools"))
                .hasSize(ToolCatalog.load().all().size());
        var account = agent.callTool("get_account", new JsonObject());
        assertThat(account.getBoolean("isError", false)).as(account.encode()).isFalse();
        assertThat(account.getJsonObject("structuredContent")
                        .getJsonObject("credits")
                        .getLong("balance"))
                .isNotNull();
    }

    private static HttpRequest request(McpFuzzRequests.Probe probe) {
        var builder = HttpRequest.newBuilder(URI.create(stack.gatewayUrl() + "/mcp"))
                .timeout(Duration.ofSeconds(60))
                .POST(HttpRequest.BodyPublishers.ofString(probe.body()));
        probe.headers(keys).forEach(builder::header);
        return builder.build();
    }

    /** What is wrong with one answer, or null. */
    private static String problem(McpFuzzRequests.Probe probe, HttpResponse<String> response) {
        var body = response.body() == null ? "" : response.body();
        var what = "HTTP " + response.statusCode() + " " + abbreviate(body) + "\n  for " + probe;
        if (response.statusCode() >= 500) return "server error: " + what;
        if (LEAK.matcher(body).find()) return "internal detail: " + what;
        if (body.contains("\"code\":-32603")) return "internal error: " + what;
        return null;
    }

    private static String abbreviate(String text) {
        return text.length() > 400 ? text.substring(0, 400) + "…" : text;
    }
}
