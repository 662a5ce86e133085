package io.sigment.common.api.lists;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonValue;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import io.sigment.common.api.ArgumentDeserializer;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/**
 * The reply of {@link ListsAction#RESOLVE_SHARE_LINK}: what a share link shows now. A list link's {@code list} is the
 * public page's JSON (name, platform, the page of members), which the gateway shows as it is; an analysis link names
 * the {@link SharedAnalysis} and its {@code workspaceId}, for the gateway's request to analytics only (never shown).
 * The wire says which by its {@code kind}.
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
        return WireCodec.toJson(this);
    }

    /** A list link's view when {@code kind} says {@link #CREATOR_LIST}, else an analysis link's. */
    public static SharedView fromJson(JsonObject json) {
        if (CREATOR_LIST.equals(WireCodec.fromJson(json, Kind.class).kind())) {
            return ofList(WireCodec.fromJson(json, ListLink.class).list());
        }
        var link = WireCodec.fromJson(json, AnalysisLink.class);
        return ofAnalysis(link.workspaceId(), link.analysis());
    }

    @JsonValue
    Record wire() {
        return isList() ? new ListLink(CREATOR_LIST, list) : new AnalysisLink(ANALYSIS, workspaceId, analysis);
    }

    private record Kind(String kind) {}

    /** A list link: its page, {@code {}} when left out. */
    private record ListLink(
            String kind,
            @JsonDeserialize(using = ListOrEmpty.class) JsonObject list) {}

    /** An analysis link: every field written, {@code workspace_id} null as null. */
    @JsonInclude(JsonInclude.Include.ALWAYS)
    private record AnalysisLink(
            String kind,
            String workspaceId,
            @JsonDeserialize(using = AnalysisRead.class) SharedAnalysis analysis) {}

    static final class ListOrEmpty extends ArgumentDeserializer<JsonObject> {
        ListOrEmpty() {
            super(JsonObject.class, "list", json -> json.getJsonObject("list", new JsonObject()));
        }
    }

    /** The analysis, read from {@code {}} when left out (which its reader refuses). */
    static final class AnalysisRead extends ArgumentDeserializer<SharedAnalysis> {
        AnalysisRead() {
            super(
                    SharedAnalysis.class,
                    "analysis",
                    json -> SharedAnalysis.fromJson(json.getJsonObject("analysis", new JsonObject())));
        }
    }
}
