package io.sigment.gateway.mcp;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The vocabulary of MCP revision 2026-07-28 (names as the official TypeScript SDK v2 sends and checks them):
 * the per-request {@code _meta} envelope keys, the routing headers and the revision's error codes.
 */
public final class Revision2026 {
    public static final String VERSION = "2026-07-28";
    /** The modern revisions answered per request; the 2025 ones stay on {@code initialize}. */
    public static final List<String> SUPPORTED = List.of(VERSION);

    static final String PROTOCOL_VERSION_KEY = "io.modelcontextprotocol/protocolVersion";
    static final String CLIENT_CAPABILITIES_KEY = "io.modelcontextprotocol/clientCapabilities";
    static final String CLIENT_INFO_KEY = "io.modelcontextprotocol/clientInfo";
    static final String LOG_LEVEL_KEY = "io.modelcontextprotocol/logLevel";
    static final String SERVER_INFO_KEY = "io.modelcontextprotocol/serverInfo";

    static final String VERSION_HEADER = "MCP-Protocol-Version";
    static final String METHOD_HEADER = "Mcp-Method";
    static final String NAME_HEADER = "Mcp-Name";

    /** A routing header disagrees with the body, or a required one is missing (HTTP 400). */
    public static final int HEADER_MISMATCH = -32020;
    /** The envelope names a revision this server does not answer per request (HTTP 400). */
    public static final int UNSUPPORTED_PROTOCOL_VERSION = -32022;

    private static final Pattern REVISION = Pattern.compile("\\d{4}-\\d{2}-\\d{2}");

    private Revision2026() {}

    /** True for a revision identifier of the per-request era (2026-07-28 or later); revisions are ISO dates. */
    public static boolean namesModern(String version) {
        return version != null && REVISION.matcher(version).matches() && version.compareTo(VERSION) >= 0;
    }

    /** The envelope of a message's params: {@code params._meta}, when both are objects. */
    static JsonObject envelopeOf(Object params) {
        return params instanceof JsonObject p && p.getValue("_meta") instanceof JsonObject meta ? meta : null;
    }

    /** A request claims the 2026 rules exactly when its {@code _meta} carries the protocol-version key. */
    static boolean claims(Object params) {
        var meta = envelopeOf(params);
        return meta != null && meta.containsKey(PROTOCOL_VERSION_KEY);
    }

    static JsonObject headerMismatch(Object id, String header, String body) {
        return JsonRpc.error(
                id,
                HEADER_MISMATCH,
                "Bad Request: the request headers and body disagree: " + body,
                new JsonObject()
                        .put("mismatch", new JsonObject().put("header", header).put("body", body)));
    }

    static JsonObject unsupportedVersion(Object id, String requested) {
        return JsonRpc.error(
                id,
                UNSUPPORTED_PROTOCOL_VERSION,
                "Unsupported protocol version: " + requested
                        + ". Send " + PROTOCOL_VERSION_KEY + " " + VERSION + " in _meta, or open with initialize for "
                        + String.join(", ", ProtocolVersions.SUPPORTED) + ".",
                new JsonObject().put("supported", new JsonArray(SUPPORTED)).put("requested", requested));
    }

    static JsonObject invalidEnvelope(Object id, String key, String problem) {
        return JsonRpc.error(
                id,
                JsonRpc.INVALID_PARAMS,
                "Invalid _meta envelope for protocol revision " + VERSION + ": " + key + ": " + problem,
                new JsonObject()
                        .put("envelope", new JsonObject().put("key", key).put("problem", problem)));
    }
}
