package io.sigment.common;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.ArrayList;
import java.util.List;

/**
 * The one reader of tool {@code args} in services. The gateway checks each tool's JSON Schema first; services
 * still read defensively (the bus has other callers) and check here what a schema cannot: cross-field rules,
 * handles, the platform. Every failure is {@link ToolError#invalidArguments} with {@code "<name>: <rule>"}, the
 * same wording the gateway's schema check uses.
 */
public final class ToolArgs {
    private ToolArgs() {}

    /** A required string of {@code min}-{@code max} characters ({@code min} counted without surrounding spaces). */
    public static String string(JsonObject args, String name, int min, int max) {
        var value = optionalString(args, name, min, max);
        if (value == null) throw ToolError.invalidArguments(name + ": required, a string");
        return value;
    }

    /** Like {@link #string} but absent (or JSON null) reads as {@code null}. */
    public static String optionalString(JsonObject args, String name, int min, int max) {
        var value = args.getValue(name);
        if (value == null) return null;
        if (!(value instanceof String s)) throw ToolError.invalidArguments(name + ": required, a string");
        if (characters(s.trim()) < min || characters(s) > max) {
            throw ToolError.invalidArguments(name + ": " + min + "-" + max + " characters");
        }
        return s;
    }

    /** Characters as the JSON Schema and PostgreSQL count them: code points, so an emoji is one. */
    public static int characters(String s) {
        return s.codePointCount(0, s.length());
    }

    /** At most {@code max} characters (code points) of {@code s}: never splits an emoji in two. */
    public static String firstCharacters(String s, int max) {
        return characters(s) <= max ? s : s.substring(0, s.offsetByCodePoints(0, max));
    }

    /** An integer from {@code min} to {@code max}; {@code defaultValue} when absent. */
    public static int integer(JsonObject args, String name, int min, int max, int defaultValue) {
        var value = args.getValue(name);
        if (value == null) return defaultValue;
        if (!(value instanceof Number n)
                || n.doubleValue() != Math.rint(n.doubleValue())
                || n.longValue() < min
                || n.longValue() > max) {
            throw ToolError.invalidArguments(name + ": an integer from " + min + " to " + max);
        }
        return n.intValue();
    }

    /** A required whole number {@code >= 0} (credits, prices). */
    public static long nonNegative(JsonObject args, String name) {
        if (args.getValue(name) instanceof Number n && n.longValue() >= 0 && n.doubleValue() == n.longValue()) {
            return n.longValue();
        }
        throw ToolError.invalidArguments(name + ": must be an integer >= 0");
    }

    /** A flag: true only when the field is JSON {@code true} (absent, null or anything else reads as false). */
    public static boolean flag(JsonObject args, String name) {
        return Boolean.TRUE.equals(args.getValue(name));
    }

    /** Like {@link #nonNegative} but absent (or JSON null) reads as {@code null}. */
    public static Long optionalNonNegative(JsonObject args, String name) {
        return args.getValue(name) == null ? null : nonNegative(args, name);
    }

    /** A number from {@code min} to {@code max} (percentages, targets); {@code null} when absent. */
    public static Double optionalNumber(JsonObject args, String name, double min, double max) {
        var value = args.getValue(name);
        if (value == null) return null;
        if (!(value instanceof Number n) || !(n.doubleValue() >= min && n.doubleValue() <= max)) {
            throw ToolError.invalidArguments(name + ": a number from " + plain(min) + " to " + plain(max));
        }
        return n.doubleValue();
    }

    /** Like {@link #optionalNumber} but required: absent (or JSON null) fails. */
    public static double number(JsonObject args, String name, double min, double max) {
        var value = optionalNumber(args, name, min, max);
        if (value == null) {
            throw ToolError.invalidArguments(name + ": required, a number from " + plain(min) + " to " + plain(max));
        }
        return value;
    }

    private static String plain(double value) {
        return value == Math.rint(value) ? String.valueOf((long) value) : String.valueOf(value);
    }

    /** The {@code platform} argument; {@code defaultValue} when absent (pass {@code null} when it is required). */
    public static Platform platform(JsonObject args, Platform defaultValue) {
        var value = args.getValue("platform");
        if (value == null && defaultValue != null) return defaultValue;
        return Platform.parse(value);
    }

    /**
     * The items of the array {@code name} as given, unchecked, or null when it is absent or not an array: for rules
     * that name each bad item themselves ({@code Handles.parse}) or take what they can read.
     */
    public static List<?> items(JsonObject args, String name) {
        return args.getValue(name) instanceof JsonArray array ? array.getList() : null;
    }

    /** A required list of 1-{@code maxItems} non-blank strings, each trimmed, in order, each once. */
    public static List<String> strings(JsonObject args, String name, int maxItems) {
        if (!(args.getValue(name) instanceof JsonArray array) || array.isEmpty() || array.size() > maxItems) {
            throw ToolError.invalidArguments(name + ": 1-" + maxItems + " items");
        }
        var out = new ArrayList<String>();
        for (var item : array) {
            if (!(item instanceof String s) || s.isBlank())
                throw ToolError.invalidArguments(name + ": each a non-empty string");
            if (!out.contains(s.trim())) out.add(s.trim());
        }
        return List.copyOf(out);
    }

    /** {@link #strings}, or an empty list when {@code name} is absent or null. */
    public static List<String> stringsIfGiven(JsonObject args, String name, int maxItems) {
        return args.getValue(name) == null ? List.of() : strings(args, name, maxItems);
    }

    /** An optional list of at most {@code maxItems} non-blank strings, as given; empty when absent or null. */
    public static List<String> optionalStrings(JsonObject args, String name, int maxItems) {
        var value = args.getValue(name);
        if (value == null) return List.of();
        if (!(value instanceof JsonArray array) || array.size() > maxItems) {
            throw ToolError.invalidArguments(name + ": at most " + maxItems + " items");
        }
        var out = new ArrayList<String>();
        for (var item : array) {
            if (!(item instanceof String s) || s.isBlank()) {
                throw ToolError.invalidArguments(name + ": each a non-empty string");
            }
            out.add(s);
        }
        return List.copyOf(out);
    }
}
