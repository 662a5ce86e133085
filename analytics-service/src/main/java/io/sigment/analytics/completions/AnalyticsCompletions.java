package io.sigment.analytics.completions;

import io.sigment.analytics.analyses.AnalysisNames;
import io.sigment.common.Caller;
import io.sigment.common.ToolError;
import io.sigment.common.api.CompletionQuery;
import io.sigment.common.api.CompletionValues;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;

/**
 * MCP's {@code completion/complete} for the values analytics owns: the handles, names and ids of the caller's
 * analyses, the snapshots of one, and the topics of past discoveries; in the workspace the caller named, or in all of
 * the caller's workspaces.
 */
public final class AnalyticsCompletions {
    private static final int ASKED = CompletionQuery.MAX_VALUES + 1;
    private final CompletionsStore store;

    public AnalyticsCompletions(CompletionsStore store) {
        this.store = store;
    }

    public Future<JsonObject> values(Caller caller, JsonObject args) {
        var query = CompletionQuery.fromJson(args);
        var workspaces = query.workspaceNamed() ? new String[] {caller.workspaceId()} : caller.workspaceIdArray();
        var prefix = query.prefix();
        Future<List<String>> found = switch (query.field()) {
            case ANALYSIS_HANDLES -> store.handles(workspaces, prefix, ASKED);
            case ANALYSIS_IDS -> store.analysisIds(workspaces, query.platform(), prefix, ASKED);
            case SNAPSHOT_IDS ->
                query.analysisId() == null
                        ? Future.succeededFuture(List.of())
                        : store.snapshotIds(workspaces, query.analysisId(), prefix, ASKED);
            case DISCOVERY_TOPICS -> store.topics(workspaces, prefix, ASKED);
            case ANALYSIS_NAMES_AND_IDS -> namesAndIds(workspaces, prefix);
            case LIST_NAMES_AND_HANDLES -> Future.failedFuture(ToolError.notServed());
        };
        return found.map(values -> CompletionValues.of(values).toJson());
    }

    /** Names (as list_analyses shows them) of the newest analyses that start with {@code prefix}, then matching ids. */
    private Future<List<String>> namesAndIds(String[] workspaces, String prefix) {
        var lower = prefix.toLowerCase(Locale.ROOT);
        return store.newestHandles(workspaces)
                .compose(handles -> store.analysisIds(workspaces, null, prefix, ASKED)
                        .map(ids -> {
                            var values = new LinkedHashSet<String>();
                            handles.stream()
                                    .map(AnalysisNames::of)
                                    .filter(name ->
                                            name.toLowerCase(Locale.ROOT).startsWith(lower))
                                    .forEach(values::add);
                            values.addAll(ids);
                            return new ArrayList<>(values);
                        }));
    }
}
