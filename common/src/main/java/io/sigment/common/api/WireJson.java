package io.sigment.common.api;

import io.vertx.core.json.JsonObject;
import java.util.Objects;

/**
 * How the contracts' records write and read their JSON: a field that is null is left out, and a field absent or
 * null reads as the record's default (Vert.x's {@code getString(name, default)} answers null for a present null).
 */
public final class WireJson {
  private WireJson() {
  }

  /** {@code json} without its null fields. */
  public static JsonObject compact(JsonObject json) {
    json.getMap().values().removeIf(Objects::isNull);
    return json;
  }

  /** The string {@code name}, or {@code absent} when it is missing or null. */
  public static String text(JsonObject json, String name, String absent) {
    var value = json.getString(name);
    return value == null ? absent : value;
  }
}
