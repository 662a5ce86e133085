package io.sigment.gateway.mcp;

import static io.sigment.gateway.mcp.Revision2026.CLIENT_CAPABILITIES_KEY;
import static io.sigment.gateway.mcp.Revision2026.CLIENT_INFO_KEY;
import static io.sigment.gateway.mcp.Revision2026.LOG_LEVEL_KEY;
import static io.sigment.gateway.mcp.Revision2026.PROTOCOL_VERSION_KEY;

import io.vertx.core.json.JsonObject;
import java.util.List;
import java.util.Set;

/**
 * The 2026-07-28 per-request envelope in {@code params._meta}: the protocol version and the client's
 * capabilities are required, the client's name/version and a log level optional; other keys pass through.
 */
final class Revision2026Envelope {
    private static final List<String> REQUIRED = List.of(PROTOCOL_VERSION_KEY, CLIENT_CAPABILITIES_KEY);
    private static final Set<String> CAPABILITY_OBJECTS =
            Set.of("experimental", "sampling", "elicitation", "roots", "extensions");
    private static final Set<String> LOG_LEVELS =
            Set.of("debug", "info", "notice", "warning", "error", "critical", "alert", "emergency");

    record Problem(String key, String problem) {}

    private Revision2026Envelope() {}

    /** The first thing wrong with the envelope (missing keys first), or null when it is well formed. */
    static Problem firstProblem(JsonObject meta) {
        for (var key : REQUIRED) {
            if (!meta.containsKey(key)) return new Problem(key, "missing");
        }
        if (!(meta.getValue(PROTOCOL_VERSION_KEY) instanceof String)) {
            return new Problem(PROTOCOL_VERSION_KEY, "expected a protocol version string");
        }
        if (!(meta.getValue(CLIENT_CAPABILITIES_KEY) instanceof JsonObject capabilities)) {
            return new Problem(CLIENT_CAPABILITIES_KEY, "expected an object");
        }
        for (var name : CAPABILITY_OBJECTS) {
            if (capabilities.getValue(name) != null && !(capabilities.getValue(name) instanceof JsonObject)) {
                return new Problem(CLIENT_CAPABILITIES_KEY + "." + name, "expected an object");
            }
        }
        var info = meta.getValue(CLIENT_INFO_KEY);
        if (info != null
                && !(info instanceof JsonObject i
                        && i.getValue("name") instanceof String
                        && i.getValue("version") instanceof String)) {
            return new Problem(CLIENT_INFO_KEY, "expected an object with string name and version");
        }
        var level = meta.getValue(LOG_LEVEL_KEY);
        if (level != null && !LOG_LEVELS.contains(level)) {
            return new Problem(
                    LOG_LEVEL_KEY,
                    "expected one of "
                            + String.join(", ", LOG_LEVELS.stream().sorted().toList()));
        }
        var progress = meta.getValue("progressToken");
        if (progress != null
                && !(progress instanceof String || progress instanceof Integer || progress instanceof Long)) {
            return new Problem("progressToken", "expected a string or an integer");
        }
        return null;
    }
}
