package io.sigment.scraper.catalog;

import io.sigment.common.ToolError;
import io.vertx.core.json.JsonObject;

/** Defensive checks of tool arguments (the gateway validates the schema first; a service never trusts that). */
public final class ToolArgs {
  private ToolArgs() {
  }

  public static String string(JsonObject args, String name, int min, int max) {
    var value = args.getValue(name);
    if (!(value instanceof String s)) throw ToolError.invalidArguments(name + ": required, a string");
    if (s.trim().length() < min || s.length() > max) {
      throw ToolError.invalidArguments(name + ": " + min + "-" + max + " characters");
    }
    return s;
  }

  public static int integer(JsonObject args, String name, int min, int max, int defaultValue) {
    var value = args.getValue(name);
    if (value == null) return defaultValue;
    if (!(value instanceof Number n) || n.doubleValue() != Math.rint(n.doubleValue())) {
      throw ToolError.invalidArguments(name + ": an integer from " + min + " to " + max);
    }
    if (n.longValue() < min || n.longValue() > max) {
      throw ToolError.invalidArguments(name + ": an integer from " + min + " to " + max);
    }
    return n.intValue();
  }
}
