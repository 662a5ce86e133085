package io.sigment.gateway.tools;

import io.sigment.common.ToolError;
import io.sigment.common.ops.Log;
import io.sigment.common.ops.TraceContext;
import io.sigment.common.ops.Tracing;
import io.sigment.gateway.GatewayMetrics;
import io.sigment.gateway.auth.Principal;
import io.sigment.gateway.mcp.JsonRpc;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.logging.Logger;

/**
 * One {@code tools/call}: find the tool, check the credential (a refused one counts only against its own
 * refusal budget), take an in-flight slot, count it against the rate limits, check the arguments, resolve the
 * workspace, and call the owning service. Everything an agent can act on comes back as a result with
 * {@code isError}; only an unknown tool is a protocol error, and only too many calls in flight is an HTTP 429.
 */
public final class ToolCalls {
    private static final Logger LOG = Logger.getLogger(ToolCalls.class.getName());
    private final ToolCatalog catalog;
    private final ArgumentCheck arguments;
    private final CallLimits limits;
    private final ServiceRoutes routes;
    private final GatewayMetrics metrics;

    public ToolCalls(
            ToolCatalog catalog,
            ArgumentCheck arguments,
            CallLimits limits,
            ServiceRoutes routes,
            GatewayMetrics metrics) {
        this.catalog = catalog;
        this.arguments = arguments;
        this.limits = limits;
        this.routes = routes;
        this.metrics = metrics;
    }

    /** {@code principal} is empty when the credential could not be checked right now (a transient failure). */
    public Future<JsonObject> call(Optional<Principal> principal, String requestId, JsonObject params) {
        var name = params.getValue("name") instanceof String s ? s : null;
        var tool = catalog.find(name).orElse(null);
        if (tool == null) {
            metrics.unknownTool();
            return Future.failedFuture(new JsonRpc.Failure(
                    JsonRpc.INVALID_PARAMS, "Unknown tool: " + name + ". Call tools/list to see the available tools."));
        }
        var rawArgs = params.getValue("arguments");
        if (rawArgs != null && !(rawArgs instanceof JsonObject)) {
            return Future.failedFuture(new JsonRpc.Failure(JsonRpc.INVALID_PARAMS, "arguments must be an object"));
        }
        var args = rawArgs == null ? new JsonObject() : (JsonObject) rawArgs;
        if (principal.isEmpty()) return Future.succeededFuture(ToolResults.failure(ToolError.sessionUnconfirmed()));
        var started = System.nanoTime();
        var trace = Tracing.current();
        return reply(principal.get(), requestId, tool, args, new JsonObject())
                .map(reply -> {
                    called(tool, requestId, trace, "ok", started);
                    return ToolResults.success(reply);
                })
                .recover(cause -> {
                    if (!(cause instanceof ToolError error)) return Future.failedFuture(cause);
                    called(tool, requestId, trace, error.kind().name().toLowerCase(), started);
                    return Future.succeededFuture(ToolResults.failure(error));
                });
    }

    /** Metrics, and at level FINE a line naming the call's trace (a reply may arrive on another call's context). */
    private void called(ToolDefinition tool, String requestId, TraceContext trace, String outcome, long started) {
        var took = Duration.ofNanos(System.nanoTime() - started);
        metrics.toolCall(tool.name(), outcome, took);
        if (!Log.fineEnabled(LOG)) return;
        var fields = new HashMap<String, Object>(
                Map.of("tool", tool.name(), "request_id", requestId, "outcome", outcome, "ms", took.toMillis()));
        if (trace != null) fields.put("trace_id", trace.traceId());
        Log.fine(LOG, "tool call", fields);
    }

    /**
     * The owning service's reply to a call of {@code tool}, checked and limited exactly like {@code tools/call}, with
     * {@code busOnly} arguments added after the schema check (what a view needs that agents cannot ask for, e.g.
     * every pair's count for the pictures); fails with the {@link ToolError} an agent would read. The time its
     * limits took is recorded for both (the app's views included).
     */
    public Future<JsonObject> reply(
            Principal principal, String requestId, ToolDefinition tool, JsonObject args, JsonObject busOnly) {
        var workspaceId = args.getValue("workspace_id") instanceof String named ? named : null;
        var limitsTime = new LimitsTime();
        return limitsTime
                .step(() -> admit(principal, workspaceId))
                .compose(admitted -> limitsTime
                        .step(() -> limits.enter(principal))
                        .compose(slot -> run(tool, principal, requestId, args, busOnly, limitsTime)
                                .andThen(done -> limits.leave(slot))))
                .andThen(done -> metrics.toolCallLimits(tool.name(), limitsTime.outcome(), limitsTime.took()));
    }

    /**
     * Fails with why a revoked or unapproved credential may not act in {@code workspaceId} (null: its default one),
     * counted against that credential's own refusal budget and nothing else: it spends nothing of its owner's limits.
     */
    public Future<Void> admit(Principal principal, String workspaceId) {
        var refusal = principal.refusal(workspaceId);
        return refusal.isEmpty()
                ? Future.succeededFuture()
                : limits.countRefused(principal).compose(v -> Future.failedFuture(refusal.get()));
    }

    /** Counts a free read that is not a tool call (a completion) against the user's per-minute budget. */
    public Future<Void> countRead(Principal principal) {
        return limits.countCall(principal);
    }

    private Future<JsonObject> run(
            ToolDefinition tool,
            Principal principal,
            String requestId,
            JsonObject args,
            JsonObject busOnly,
            LimitsTime limitsTime) {
        return limitsTime.step(() -> limits.countCall(principal)).compose(v -> {
            var problems = arguments.problems(tool.name(), args);
            if (!problems.isEmpty())
                return Future.failedFuture(ToolError.invalidArguments(String.join("; ", problems)));
            var caller = principal.callerFor(requestId, args.getString("workspace_id"));
            var complete = arguments.withDefaults(tool.name(), args).mergeIn(busOnly);
            var hourlyBudget = tool.hourlyLimited()
                    ? limitsTime.step(() -> limits.countHourly(tool, principal))
                    : Future.<Void>succeededFuture();
            return hourlyBudget.compose(ok -> routes.call(tool, caller, complete));
        });
    }
}
