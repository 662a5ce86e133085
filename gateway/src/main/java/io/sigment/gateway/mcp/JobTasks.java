package io.sigment.gateway.mcp;

import io.sigment.common.api.WireCodec;
import io.sigment.common.api.jobs.JobStarted;
import io.sigment.common.api.jobs.JobState;
import io.sigment.gateway.auth.Authentication;
import io.sigment.gateway.tools.ToolCatalog;
import io.sigment.gateway.tools.ToolDefinition;
import io.sigment.gateway.tools.ToolResults;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;
import java.time.Clock;
import java.util.Objects;

/**
 * Jobs as tasks of the Tasks extension ({@code io.modelcontextprotocol/tasks}, SEP-2663) in revision 2026-07-28,
 * for a request whose client capabilities list the extension. A tool that starts a job answers
 * {@code resultType: "task"} with the job as the task (task id = {@code job_id}); {@code tasks/get} reads the job
 * through the job-reading tool, so any gateway answers it (the job lives in PostgreSQL): {@code running} is
 * {@code working} with the stage as its message, {@code completed} carries the tool result of the job kind's
 * result tool, {@code failed} carries the job's error. There is no job cancellation in the contract, so
 * {@code tasks/cancel} is refused; no job ever needs input, so {@code tasks/update} only acknowledges.
 */
final class JobTasks {
    static final String EXTENSION = "io.modelcontextprotocol/tasks";
    /** The client did not declare a capability the request needs. */
    static final int MISSING_REQUIRED_CLIENT_CAPABILITY = -32021;

    private final ToolCatalog catalog;
    private final McpMethods.ToolCaller tools;
    private final Clock clock;

    JobTasks(ToolCatalog catalog, McpMethods.ToolCaller tools, Clock clock) {
        this.catalog = catalog;
        this.tools = tools;
        this.clock = clock;
    }

    /** The capability to list in {@code server/discover}. */
    static JsonObject capability() {
        return new JsonObject().put(EXTENSION, new JsonObject());
    }

    /** True when the request's per-request client capabilities list the extension. */
    static boolean declared(JsonObject params) {
        var meta = Revision2026.envelopeOf(params);
        return meta != null
                && meta.getValue(Revision2026.CLIENT_CAPABILITIES_KEY) instanceof JsonObject capabilities
                && capabilities.getValue("extensions") instanceof JsonObject extensions
                && extensions.containsKey(EXTENSION);
    }

    /** {@code tools/call}: a started job becomes a task; anything else (a refusal included) stays a tool result. */
    Future<JsonObject> call(Authentication auth, String requestId, JsonObject params) {
        var answer = tools.call(auth.principal(), requestId, params);
        var tool = catalog.find(params.getValue("name") instanceof String s ? s : null);
        if (!declared(params) || tool.isEmpty() || !tool.get().tasks().answersAsTask()) return answer;
        return answer.map(this::asCreatedTask);
    }

    private JsonObject asCreatedTask(JsonObject result) {
        var content = result.getJsonObject("structuredContent");
        if (Boolean.TRUE.equals(result.getBoolean("isError")) || content == null) return result;
        var started = JobStarted.fromJson(content);
        if (started.jobId() == null) return result;
        var now = clock.instant().toString();
        return new JsonObject()
                .put("resultType", "task")
                .put("taskId", started.jobId())
                .put("status", "working")
                .put("statusMessage", stageMessage(started.stage()))
                .put("createdAt", now)
                .put("lastUpdatedAt", now)
                .putNull("ttlMs")
                .put("pollIntervalMs", started.pollAfterSeconds() * 1000L);
    }

    /** {@code tasks/get}: the job as a task, its result or error inlined once it ended. */
    Future<JsonObject> get(Authentication auth, String requestId, JsonObject params) {
        return job(auth, requestId, params).compose(job -> switch (Objects.requireNonNullElse(job.status(), "")) {
            case "completed" -> completed(auth, requestId, job);
            case "failed" ->
                Future.succeededFuture(task(job, "failed")
                        .put("statusMessage", failure(job))
                        .put(
                                "error",
                                new JsonObject()
                                        .put("code", JsonRpc.INTERNAL_ERROR)
                                        .put("message", failure(job))));
            default ->
                Future.succeededFuture(task(job, "working")
                        .put("statusMessage", stageMessage(job.stage()))
                        .put("pollIntervalMs", pollIntervalMs(job)));
        });
    }

    /** {@code tasks/update}: no job asks for input, so there is never an outstanding request to answer. */
    Future<JsonObject> update(Authentication auth, String requestId, JsonObject params) {
        return job(auth, requestId, params).map(job -> new JsonObject());
    }

    /** {@code tasks/cancel}: refused for a known task, since a started job always runs to its end. */
    Future<JsonObject> cancel(Authentication auth, String requestId, JsonObject params) {
        return job(auth, requestId, params)
                .compose(job -> Future.failedFuture(new JsonRpc.Failure(
                        JsonRpc.INVALID_PARAMS,
                        "Cannot cancel task: a Sigment job cannot be cancelled once started; it runs until completed "
                                + "or failed "
                                + "(a failed job's credits are refunded). Keep polling tasks/get, or stop polling.")));
    }

    /** The job named by {@code params.taskId}, as the job-reading tool shows it to this caller. */
    private Future<JobState> job(Authentication auth, String requestId, JsonObject params) {
        if (!declared(params)) {
            return Future.failedFuture(new JsonRpc.Failure(
                    MISSING_REQUIRED_CLIENT_CAPABILITY,
                    "Missing required client capability: list " + EXTENSION
                            + " in io.modelcontextprotocol/clientCapabilities" + ".extensions to use tasks",
                    new JsonObject().put("requiredCapabilities", new JsonObject().put("extensions", capability()))));
        }
        if (!(params.getValue("taskId") instanceof String taskId)) {
            return Future.failedFuture(new JsonRpc.Failure(
                    JsonRpc.INVALID_PARAMS, "Failed to retrieve task: params.taskId must be a string"));
        }
        var reader = catalog.taskReader().orElseThrow();
        return call(auth, requestId, reader, new JsonObject().put(inputName(reader), taskId))
                .compose(result -> {
                    if (!Boolean.TRUE.equals(result.getBoolean("isError")))
                        return Future.succeededFuture(JobState.fromJson(result.getJsonObject("structuredContent")));
                    var message = text(result);
                    return Future.failedFuture(
                            message.startsWith("Not found")
                                    ? new JsonRpc.Failure(
                                            JsonRpc.INVALID_PARAMS,
                                            "Failed to retrieve task: Task not found. " + message)
                                    : new JsonRpc.Failure(JsonRpc.INTERNAL_ERROR, message));
                });
    }

    /**
     * A completed task carries the tool result of its kind's result tool, called with the job's own ids (what it made,
     * {@link JobState#subject()}) that the tool takes, in the order of its input schema.
     */
    private Future<JsonObject> completed(Authentication auth, String requestId, JobState job) {
        var resultTool = catalog.resultOf(job.kind());
        if (resultTool.isEmpty())
            return Future.succeededFuture(task(job, "completed").put("result", ToolResults.success(job.toJson())));
        var made = WireCodec.toJson(job.subject());
        var arguments = new JsonObject();
        for (var name :
                resultTool.get().inputSchema().getJsonObject("properties").fieldNames()) {
            if (made.getValue(name) != null) arguments.put(name, made.getValue(name));
        }
        return call(auth, requestId, resultTool.get(), arguments)
                .map(result -> task(job, "completed").put("result", result));
    }

    private Future<JsonObject> call(Authentication auth, String requestId, ToolDefinition tool, JsonObject arguments) {
        return tools.call(
                auth.principal(),
                requestId,
                new JsonObject().put("name", tool.name()).put("arguments", arguments));
    }

    private static JsonObject task(JobState job, String status) {
        return new JsonObject()
                .put("taskId", job.jobId())
                .put("status", status)
                .put("createdAt", job.createdAt())
                .put("lastUpdatedAt", job.updatedAt())
                .putNull("ttlMs");
    }

    /** The job reader's one required parameter (the job id). */
    private static String inputName(ToolDefinition reader) {
        return reader.inputSchema().getJsonArray("required").getString(0);
    }

    private static String text(JsonObject toolResult) {
        return toolResult.getJsonArray("content").getJsonObject(0).getString("text");
    }

    private static String stageMessage(String stage) {
        return "Running, stage " + (stage == null ? "queued" : stage) + ".";
    }

    private static String failure(JobState job) {
        return job.error() == null ? "The job failed." : job.error();
    }

    /** Every 5 s when the job gives no advice. */
    private static long pollIntervalMs(JobState job) {
        return (job.pollAfterSeconds() == null ? 5L : job.pollAfterSeconds()) * 1000;
    }
}
