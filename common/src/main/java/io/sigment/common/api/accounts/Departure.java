package io.sigment.common.api.accounts;

import io.vertx.core.json.JsonObject;

/**
 * A workspace a person is no longer a member of, and why: {@code reason} {@code left}, or removed by its owner. The
 * gateway tells their credentials' tool calls there which it was.
 */
public record Departure(String workspaceId, String name, String reason) {
  public static final String LEFT = "left";

  public boolean left() {
    return LEFT.equals(reason);
  }

  /** Every field is written, a null one as null (as accounts' store answers it). */
  public JsonObject toJson() {
    return new JsonObject().put("workspace_id", workspaceId).put("name", name).put("reason", reason);
  }

  public static Departure fromJson(JsonObject json) {
    return new Departure(json.getString("workspace_id"), json.getString("name"), json.getString("reason"));
  }
}
