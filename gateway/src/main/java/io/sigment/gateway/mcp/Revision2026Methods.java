package io.sigment.gateway.mcp;

import io.sigment.gateway.auth.Authentication;
import io.vertx.core.Future;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.LinkedHashMap;
import java.util.Set;

/**
 * The methods a 2026-07-28 request may call: {@code server/discover} plus the tools and prompts the 2025
 * era serves (answered by {@link McpMethods}), each result marked {@code resultType: complete}, the listings
 * with cache hints, and every result naming the server in {@code _meta}; a job started by a client that lists the
 * Tasks extension is a task ({@link JobTasks}). {@code initialize} and {@code ping} do not exist in this revision.
 */
public final class Revision2026Methods {
    private static final Set<String> SHARED = Set.of(
            "tools/list",
            "prompts/list",
            "prompts/get",
            "tools/call",
            "resources/list",
            "resources/templates/list",
            "resources/read",
            "completion/complete");
    private static final Set<String> TASK_METHODS = Set.of("tools/call", "tasks/get", "tasks/update", "tasks/cancel");
    private static final Set<String> CACHEABLE =
            Set.of("server/discover", "tools/list", "prompts/list", "resources/list", "resources/templates/list");

    private final McpMethods methods;

    public Revision2026Methods(McpMethods methods) {
        this.methods = methods;
    }

    public Future<JsonObject> handle(String method, JsonObject params, Authentication auth, String requestId) {
        Future<JsonObject> result;
        var tasks = methods.jobTasks();
        if ("server/discover".equals(method)) {
            result = Future.succeededFuture(discover());
        } else if (tasks != null && TASK_METHODS.contains(method)) {
            result = switch (method) {
                case "tools/call" -> tasks.call(auth, requestId, params);
                case "tasks/get" -> tasks.get(auth, requestId, params);
                case "tasks/update" -> tasks.update(auth, requestId, params);
                default -> tasks.cancel(auth, requestId, params);
            };
        } else if (SHARED.contains(method)) {
            result = methods.handle(method, params, auth, requestId)
                    .recover(Revision2026Methods::notFoundAsInvalidParams);
        } else {
            return Future.failedFuture(new JsonRpc.Failure(JsonRpc.METHOD_NOT_FOUND, "Method not found: " + method));
        }
        return result.map(answer -> complete(method, params, answer));
    }

    /** SEP-2164: this revision answers a resource that does not exist with -32602 (2025 clients get -32002). */
    private static Future<JsonObject> notFoundAsInvalidParams(Throwable cause) {
        return Future.failedFuture(
                cause instanceof JsonRpc.Failure failure && failure.code() == JsonRpc.RESOURCE_NOT_FOUND
                        ? new JsonRpc.Failure(JsonRpc.INVALID_PARAMS, failure.getMessage(), failure.data())
                        : cause);
    }

    private JsonObject discover() {
        var capabilities = methods.capabilities();
        if (methods.jobTasks() != null) capabilities.put("extensions", JobTasks.capability());
        return new JsonObject()
                .put("supportedVersions", new JsonArray(Revision2026.SUPPORTED))
                .put("capabilities", capabilities)
                .put("instructions", methods.briefInstructions());
    }

    /** A shallow copy: the listings share their (never modified) tool and prompt arrays across requests. */
    private JsonObject complete(String method, JsonObject params, JsonObject answer) {
        var result = new JsonObject(new LinkedHashMap<>(answer.getMap()));
        if (!"task".equals(result.getValue("resultType"))) result.put("resultType", "complete");
        if (CACHEABLE.contains(method)) CacheHint.LISTING.addTo(result);
        if ("resources/read".equals(method))
            methods.readHint(params.getString("uri")).addTo(result);
        var meta = result.getValue("_meta") instanceof JsonObject m ? m.copy() : new JsonObject();
        if (!meta.containsKey(Revision2026.SERVER_INFO_KEY))
            meta.put(Revision2026.SERVER_INFO_KEY, methods.serverInfo());
        return result.put("_meta", meta);
    }
}
