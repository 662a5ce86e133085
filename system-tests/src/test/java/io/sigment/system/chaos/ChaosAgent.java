package io.sigment.system.chaos;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.testing.Eventually;
import io.sigment.system.testing.McpHttp;
import io.sigment.system.testing.TestAccounts;
import io.vertx.core.json.JsonObject;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * An agent of one workspace calling {@code /mcp} while processes die: it never assumes a call went through. A
 * reply is {@link Reply#ok} only when a gateway answered with the tool's result; when its gateway does not answer
 * at all the agent moves to the other one, as a client behind a load balancer would.
 */
final class ChaosAgent {
    final TestAccounts.TestUser user;
    private final List<McpHttp> gateways;
    private volatile int current;

    /** What came back: the tool's result, its refusal, or nothing usable (connection lost, HTTP error). */
    record Reply(JsonObject result, String refusal, String lost) {
        boolean ok() {
            return result != null;
        }
    }

    ChaosAgent(TestAccounts.TestUser user, List<String> gatewayUrls, int first) {
        this.user = user;
        this.gateways = gatewayUrls.stream()
                .map(url -> new McpHttp(url + "/mcp", user.apiKey()))
                .toList();
        this.current = first % gateways.size();
    }

    String workspace() {
        return user.workspaceIds().get(0);
    }

    Reply call(String tool, JsonObject args) {
        var message = new JsonObject()
                .put("jsonrpc", "2.0")
                .put("id", 1)
                .put("method", "tools/call")
                .put("params", new JsonObject().put("name", tool).put("arguments", args));
        McpHttp.Reply reply;
        try {
            reply = gateways.get(current).post(message, Map.of());
        } catch (UncheckedIOException | IllegalStateException gone) {
            current = (current + 1) % gateways.size();
            return new Reply(null, null, "no answer: " + gone.getMessage());
        }
        if (reply.status() != 200) return new Reply(null, null, "HTTP " + reply.status());
        var json = reply.json();
        if (json.containsKey("error")) return new Reply(null, null, "JSON-RPC " + json.getJsonObject("error"));
        var result = json.getJsonObject("result");
        if (result.getBoolean("isError", false)) return new Reply(null, McpHttp.text(result), null);
        return new Reply(result.getJsonObject("structuredContent"), null, null);
    }

    /** The tool's result, calling again (on either gateway) until one answers it within the deadline. */
    JsonObject answered(String tool, JsonObject args, long deadlineNanos) throws InterruptedException {
        Reply last = null;
        while (System.nanoTime() < deadlineNanos) {
            last = call(tool, args);
            if (last.ok()) return last.result();
            Thread.sleep(500);
        }
        throw new AssertionError(tool + " never answered: " + last);
    }

    /** Polls {@code get_job} until a post of the running job is scraped; fails if it ends first or time runs out. */
    void awaitPostsDone(String jobId, long deadlineNanos) throws InterruptedException {
        while (System.nanoTime() < deadlineNanos) {
            var job = call("get_job", new JsonObject().put("job_id", jobId));
            if (job.ok()) {
                assertThat(job.result().getString("status"))
                        .as(job.result().encodePrettily())
                        .isEqualTo("running");
                var progress = job.result().getJsonObject("progress");
                if (progress != null && progress.getInteger("posts_done", 0) >= 1) return;
            }
            Thread.sleep(50);
        }
        throw new AssertionError("no post of " + jobId + " was scraped in time");
    }

    /** The job once it is no longer running (through {@code wait_for_job}), or as last seen when {@code limit} passes. */
    JsonObject awaitEnd(String jobId, Duration limit) throws InterruptedException {
        var last = new JsonObject[] {new JsonObject().put("status", "running")};
        Eventually.poll(
                limit,
                Duration.ZERO,
                () -> {
                    var reply = call(
                            "wait_for_job",
                            new JsonObject().put("job_id", jobId).put("timeout_seconds", 5));
                    if (reply.ok()) last[0] = reply.result();
                    else Eventually.pause(Duration.ofMillis(500));
                    return last[0];
                },
                job -> !"running".equals(job.getString("status")));
        return last[0];
    }
}
