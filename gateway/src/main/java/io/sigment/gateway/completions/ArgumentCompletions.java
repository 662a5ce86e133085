package io.sigment.gateway.completions;

import io.sigment.common.Caller;
import io.sigment.common.Platform;
import io.sigment.common.ToolError;
import io.sigment.common.api.CompletionQuery;
import io.sigment.common.api.CompletionQuery.Field;
import io.sigment.common.api.CompletionValues;
import io.sigment.common.api.analytics.AnalyticsClient;
import io.sigment.common.api.lists.ListsClient;
import io.sigment.gateway.auth.Principal;
import io.sigment.gateway.mcp.JsonRpc;
import io.sigment.gateway.mcp.McpMethods;
import io.sigment.gateway.prompts.PromptCatalog;
import io.sigment.gateway.tools.ToolCalls;
import io.sigment.gateway.views.AppViews;
import io.vertx.core.Future;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * MCP's {@code completion/complete} for the prompts' arguments and the pictures template's variables, from the
 * caller's own data (the workspace named by {@code workspace_id} in the context arguments, else every workspace of
 * the caller): prefix matches, at most 100, free, each request counted like a read against the caller's per-minute
 * budget (a revoked or unapproved credential only against its own refusal budget). An argument without suggestions
 * completes to nothing; an unknown prompt, template or argument is -32602.
 */
public final class ArgumentCompletions implements McpMethods.Completer {
    private static final List<String> PLATFORMS =
            Arrays.stream(Platform.values()).map(Platform::key).toList();

    private final PromptCatalog prompts;
    private final ToolCalls tools;
    private final ListsClient lists;
    private final AnalyticsClient analytics;

    public ArgumentCompletions(PromptCatalog prompts, ToolCalls tools, ListsClient lists, AnalyticsClient analytics) {
        this.prompts = prompts;
        this.tools = tools;
        this.lists = lists;
        this.analytics = analytics;
    }

    @Override
    public Future<JsonObject> complete(Optional<Principal> principal, String requestId, JsonObject params) {
        var ref = params.getValue("ref") instanceof JsonObject r ? r : new JsonObject();
        var argument = params.getValue("argument") instanceof JsonObject a ? a : null;
        if (argument == null
                || !(argument.getValue("name") instanceof String name)
                || !(argument.getValue("value") instanceof String value)) {
            return invalid("argument must be an object with a string name and a string value");
        }
        var context =
                params.getValue("context") instanceof JsonObject c && c.getValue("arguments") instanceof JsonObject a
                        ? a
                        : new JsonObject();
        var arguments = argumentsOf(ref);
        if (arguments.isEmpty()) {
            return invalid(
                    "ref must name a prompt of prompts/list (ref/prompt) or a template of resources/templates/list "
                            + "(ref/resource)");
        }
        if (!arguments.get().contains(name)) return invalid("unknown argument " + name + "; it has " + arguments.get());
        if (principal.isEmpty()) {
            return Future.failedFuture(new JsonRpc.Failure(
                    JsonRpc.REFUSED, ToolError.sessionUnconfirmed().getMessage()));
        }
        var workspace = context.getValue("workspace_id") instanceof String w ? w : null;
        return tools.admit(principal.get(), workspace)
                .compose(admitted -> tools.countRead(principal.get()))
                .compose(counted -> values(principal.get(), requestId, workspace, ref, name, value, context))
                .map(ArgumentCompletions::result)
                .recover(ArgumentCompletions::asFailure);
    }

    private Optional<List<String>> argumentsOf(JsonObject ref) {
        return switch (String.valueOf(ref.getValue("type"))) {
            case "ref/prompt" -> prompts.argumentsOf(ref.getValue("name") instanceof String n ? n : null);
            case "ref/resource" ->
                AppViews.PICTURES_TEMPLATE.equals(ref.getValue("uri"))
                        ? Optional.of(List.of("platform", "analysis_id", "snapshot_id"))
                        : Optional.empty();
            default -> Optional.empty();
        };
    }

    private Future<CompletionValues> values(
            Principal principal,
            String requestId,
            String workspace,
            JsonObject ref,
            String name,
            String value,
            JsonObject context) {
        var caller = principal.callerFor(requestId, workspace);
        var named = workspace != null;
        var prompt = "ref/prompt".equals(ref.getValue("type")) ? ref.getString("name") : null;
        if ("platform".equals(name)) return Future.succeededFuture(platforms(value));
        if (prompt == null) {
            var platform = context.getValue("platform") instanceof String p && PLATFORMS.contains(p) ? p : null;
            var analysisId = context.getValue("analysis_id") instanceof String a ? a : null;
            var field = "analysis_id".equals(name) ? Field.ANALYSIS_IDS : Field.SNAPSHOT_IDS;
            return analytics.completionValues(caller, new CompletionQuery(field, value, named, platform, analysisId));
        }
        return switch (prompt + "." + name) {
            case "vet_creators.creators" -> creators(caller, named, value);
            case "reach_plan.analysis" ->
                analytics.completionValues(
                        caller, new CompletionQuery(Field.ANALYSIS_NAMES_AND_IDS, value, named, null, null));
            case "build_shortlist.brief", "hit_audience_targets.brief" ->
                analytics.completionValues(
                        caller, new CompletionQuery(Field.DISCOVERY_TOPICS, value, named, null, null));
            default -> Future.succeededFuture(new CompletionValues(List.of(), false));
        };
    }

    /** The last item of a comma-separated value completed from list names and the handles of lists and analyses. */
    private Future<CompletionValues> creators(Caller caller, boolean named, String value) {
        var comma = value.lastIndexOf(',');
        var rest = value.substring(comma + 1);
        var item = rest.strip();
        var at = item.startsWith("@") ? "@" : "";
        var head = value.substring(
                        0, comma + 1 + rest.length() - rest.stripLeading().length())
                + at;
        var typed = item.substring(at.length());
        var fromLists = lists.completionValues(
                caller, new CompletionQuery(Field.LIST_NAMES_AND_HANDLES, typed, named, null, null));
        var fromAnalyses = analytics.completionValues(
                caller, new CompletionQuery(Field.ANALYSIS_HANDLES, typed, named, null, null));
        return Future.all(fromLists, fromAnalyses).map(both -> {
            var found = new LinkedHashSet<String>(fromLists.result().values());
            found.addAll(fromAnalyses.result().values());
            var sorted = new ArrayList<>(found);
            sorted.sort(String.CASE_INSENSITIVE_ORDER);
            var more = fromLists.result().hasMore() || fromAnalyses.result().hasMore();
            var values = CompletionValues.of(
                    sorted.stream().map(candidate -> head + candidate).toList());
            return new CompletionValues(values.values(), more || values.hasMore());
        });
    }

    private static CompletionValues platforms(String value) {
        var typed = value.strip().toLowerCase(Locale.ROOT);
        return new CompletionValues(
                PLATFORMS.stream().filter(p -> p.startsWith(typed)).toList(), false);
    }

    private static JsonObject result(CompletionValues values) {
        var completion =
                new JsonObject().put("values", new JsonArray(values.values())).put("hasMore", values.hasMore());
        if (!values.hasMore()) completion.put("total", values.values().size());
        return new JsonObject().put("completion", completion);
    }

    /** A workspace the caller cannot use is a bad parameter here, not a missing resource. */
    private static <T> Future<T> asFailure(Throwable cause) {
        if (!(cause instanceof ToolError error)) return Future.failedFuture(cause);
        return Future.failedFuture(
                error.kind() == ToolError.Kind.NOT_FOUND
                        ? new JsonRpc.Failure(JsonRpc.INVALID_PARAMS, error.getMessage())
                        : JsonRpc.failureOf(error));
    }

    private static <T> Future<T> invalid(String problem) {
        return Future.failedFuture(
                new JsonRpc.Failure(JsonRpc.INVALID_PARAMS, "Invalid completion request: " + problem));
    }
}
