package io.sigment.common.api.lists;

import io.vertx.core.json.JsonObject;

/**
 * The reply of {@link ListsAction#RESOLVE_SHARE_LINK}: what a share link shows now. A list link's {@code list} is the
 * public page's JSON (name, platform, the page of members), which the gateway shows as it is; an analysis link names
 * the {@link SharedAnalysis} and its {@code workspaceId}, for the gateway's request to analytics only (never shown).
 */
public record SharedView(JsonObject list, String workspaceId, SharedAnalysis analysis) {
    public static final String CREATOR_LIST = "creator_list";
    public static final String ANALYSIS = "analysis";

    public static SharedView ofList(JsonObject list) {
        return new SharedView(list, null, null);
    }

    public static SharedView ofAnalysis(String workspaceId, SharedAnalysis analysis) {
        return new SharedView(null, workspaceId, analysis);
    }

    public boolean isList() {
        return list != null;
    }

    public JsonObject toJson() {
        return isList()
                ? new JsonObject().put("kind", CREATOR_LIST).put("list", list)
                : new JsonObject()
                        .put("kind", ANALYSIS)
                        .put("workspace_id", workspaceId)
                        .put("analysis", analysis.toJson());
    }

    public static SharedView fromJson(JsonObject json) {
        return CREATOR_LIST.equals(json.getString("kind"))
                ? ofList(json.getJsonObject("list", new JsonObject()))
                : ofAnalysis(
                        json.getString("workspace_id"),
                        SharedAnalysis.fromJson(json.getJsonObject("analysis", new JsonObject())));
    }
}
