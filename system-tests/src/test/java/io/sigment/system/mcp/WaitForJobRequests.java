package io.sigment.system.mcp;

import io.sigment.system.testing.McpHttp;
import io.vertx.core.Future;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpClient;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.RequestOptions;
import io.vertx.core.json.JsonObject;

/** wait_for_job calls of 25 s, as raw {@code POST /mcp} requests: many at once on one client, none retried. */
final class WaitForJobRequests {
    private WaitForJobRequests() {}

    /** Sends one, idle for at most {@code idleMillis}; its answer's status and body, "200 {...}". */
    static Future<String> send(HttpClient http, String key, String job, int idleMillis) {
        return http.request(new RequestOptions()
                        .setMethod(HttpMethod.POST)
                        .setURI("/mcp")
                        .putHeader("Authorization", "Bearer " + key)
                        .putHeader("Content-Type", "application/json")
                        .putHeader("Accept", "application/json, text/event-stream")
                        .setIdleTimeout(idleMillis))
                .compose(request -> request.send(Buffer.buffer(body(job))))
                .compose(response -> response.body().map(body -> response.statusCode() + " " + body));
    }

    /** The JSON-RPC request's body. */
    static String body(String job) {
        return McpHttp.toolsCall(
                        "wait_for_job", new JsonObject().put("job_id", job).put("timeout_seconds", 25))
                .encode();
    }
}
