package io.sigment.analytics;

import io.sigment.common.Platform;
import io.sigment.common.ToolError;
import io.vertx.core.json.JsonObject;

/**
 * Reads tool {@code args}; failures are {@link ToolError#invalidArguments} with {@code "<name>: <rule>"}.
 * (Issue 10 brings one reader to common; this one goes when it lands.)
 */
public final class ToolArgs {
  private ToolArgs() {
  }

  public static String string(JsonObject args, String name, int min, int max) {
    var value = optionalString(args, name, min, max);
    if (value == null) throw ToolError.invalidArguments(name + ": required, a string");
    return value;
  }

  public static String optionalString(JsonObject args, String name, int min, int max) {
    var value = args.getValue(name);
    if (value == null) return null;
    if (!(value instanceof String s)) throw ToolError.invalidArguments(name + ": required, a string");
    if (s.trim().length() < min || s.length() > max) {
      throw ToolError.invalidArguments(name + ": " + min + "-" + max + " characters");
    }
    return s;
  }

  public static int integer(JsonObject args, String name, int min, int max, int defaultValue) {
    var value = args.getValue(name);
    if (value == null) return defaultValue;
    if (!(value instanceof Number n) || n.doubleValue() != Math.rint(n.doubleValue())
        || n.longValue() < min || n.longValue() > max) {
      throw ToolError.invalidArguments(name + ": an integer from " + min + " to " + max);
    }
    return n.intValue();
  }

  public static long nonNegative(JsonObject args, String name) {
    if (args.getValue(name) instanceof Number n && n.longValue() >= 0 && n.doubleValue() == n.longValue()) {
      return n.longValue();
    }
    throw ToolError.invalidArguments(name + ": must be an integer >= 0");
  }

  public static Platform platform(JsonObject args) {
    return Platform.parse(args.getValue("platform"));
  }

  /** An optional number within {@code min}-{@code max}; null when absent. */
  public static Double number(JsonObject args, String name, double min, double max) {
    var value = args.getValue(name);
    if (value == null) return null;
    if (!(value instanceof Number n) || !(n.doubleValue() >= min && n.doubleValue() <= max)) {
      throw ToolError.invalidArguments(name + ": a number from " + format(min) + " to " + format(max));
    }
    return n.doubleValue();
  }

  private static String format(double value) {
    return value == Math.rint(value) && Math.abs(value) < 1e15 ? String.valueOf((long) value) : String.valueOf(value);
  }
}
