package io.sigment.common.api.accounts;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.List;

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

  public static List<Departure> listFromJson(JsonArray array) {
    return array == null ? List.of() : array.stream().map(d -> fromJson((JsonObject) d)).toList();
  }

  public static JsonArray toJson(List<Departure> departures) {
    var array = new JsonArray();
    departures.forEach(d -> array.add(d.toJson()));
    return array;
  }
}
