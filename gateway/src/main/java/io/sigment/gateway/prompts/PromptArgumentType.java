package io.sigment.gateway.prompts;

import io.sigment.common.ToolArgs;
import io.sigment.gateway.mcp.JsonRpc;
import java.util.Set;

/** What a prompt argument's value must look like (prompt arguments arrive as strings). */
final class PromptArgumentType {
    private static final Set<String> PLATFORMS = Set.of("instagram", "youtube", "tiktok");
    private static final int MAX_TEXT = 4000;

    private PromptArgumentType() {}

    static void check(String type, String name, String value) {
        var problem = switch (type) {
            case "text" -> ToolArgs.characters(value) <= MAX_TEXT ? null : "at most " + MAX_TEXT + " characters";
            case "platform" -> PLATFORMS.contains(value) ? null : "must be one of instagram, youtube, tiktok";
            case "credits" -> integerIn(value, 0, 1000) ? null : "must be an integer from 0 to 1000";
            case "percent" -> numberIn(value, 0, 100) ? null : "must be a number from 0 to 100";
            case "count" -> integerIn(value, 0, Long.MAX_VALUE) ? null : "must be a whole number, 0 or more";
            case "iterations" -> integerIn(value, 1, 20) ? null : "must be an integer from 1 to 20";
            case "usd" -> numberIn(value, 0.01, 1e9) ? null : "must be an amount in US dollars above 0";
            default -> throw new IllegalStateException("unknown prompt argument type " + type);
        };
        if (problem != null) {
            throw new JsonRpc.Failure(JsonRpc.INVALID_PARAMS, "Invalid argument " + name + ": " + problem);
        }
    }

    private static boolean integerIn(String value, long min, long max) {
        try {
            var n = Long.parseLong(value);
            return n >= min && n <= max;
        } catch (NumberFormatException e) {
            return false;
        }
    }

    private static boolean numberIn(String value, double min, double max) {
        try {
            var n = Double.parseDouble(value.replace("$", "").replace(",", ""));
            return Double.isFinite(n) && n >= min && n <= max;
        } catch (NumberFormatException e) {
            return false;
        }
    }
}
