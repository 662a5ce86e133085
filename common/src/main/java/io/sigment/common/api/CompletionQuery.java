package io.sigment.common.api;

import static io.sigment.common.api.WireJson.compact;
import static io.sigment.common.api.WireJson.text;

import io.vertx.core.json.JsonObject;
import java.util.Locale;

/**
 * A question of MCP's {@code completion/complete} to the service that owns the values (lists-service: list names and
 * their members' handles; analytics-service: analyses and discovery topics): the values of {@code field} that start
 * with {@code prefix} (ignoring case), in the caller's workspace when {@code workspaceNamed}, else in every workspace
 * of the caller, at most {@link #MAX_VALUES}. {@code platform} and {@code analysisId} narrow the analyses' fields
 * (null: not narrowed). The reply is {@link CompletionValues}.
 */
public record CompletionQuery(Field field, String prefix, boolean workspaceNamed, String platform, String analysisId) {
  /** MCP's cap on the values of one completion. */
  public static final int MAX_VALUES = 100;

  /** What is completed; its wire name is the constant in lower case. */
  public enum Field {
    /** lists-service: the names of the caller's lists and the handles on them. */
    LIST_NAMES_AND_HANDLES,
    /** analytics-service: the handles of the caller's analyses. */
    ANALYSIS_HANDLES,
    /** analytics-service: the caller's analyses, by name (as list_analyses shows it) and by id. */
    ANALYSIS_NAMES_AND_IDS,
    /** analytics-service: analysis ids, of {@code platform} when given. */
    ANALYSIS_IDS,
    /** analytics-service: the snapshot ids of {@code analysisId}. */
    SNAPSHOT_IDS,
    /** analytics-service: the topics of the caller's past discoveries, most recent first. */
    DISCOVERY_TOPICS;

    String wire() {
      return name().toLowerCase(Locale.ROOT);
    }
  }

  public JsonObject toJson() {
    return compact(new JsonObject().put("field", field.wire()).put("prefix", prefix)
        .put("workspace_named", workspaceNamed ? Boolean.TRUE : null).put("platform", platform)
        .put("analysis_id", analysisId));
  }

  public static CompletionQuery fromJson(JsonObject json) {
    var field = Field.valueOf(text(json, "field", "").toUpperCase(Locale.ROOT));
    return new CompletionQuery(field, text(json, "prefix", ""), Boolean.TRUE.equals(json.getValue("workspace_named")),
        text(json, "platform", null), text(json, "analysis_id", null));
  }
}
