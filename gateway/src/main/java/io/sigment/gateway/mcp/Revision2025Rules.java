package io.sigment.gateway.mcp;

import io.sigment.gateway.auth.Authentication;
import io.vertx.core.Future;
import io.vertx.core.json.DecodeException;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

/**
 * The 2025-era rules (2025-03-26 to 2025-11-25, opened with {@code initialize}): every message no newer era claims,
 * checked in order: {@code MCP-Protocol-Version} (400), JSON (-32700), no member named twice and no number beyond
 * a double ({@link StrictJson}, -32600), no batches and a JSON-RPC 2.0 object (-32600); an unknown method is answered
 * in-band (HTTP 200), and the listings are pre-encoded. A message of 2025-03-26 (so named, or without the header, as
 * MCP says to assume) gets the tools listed without output schemas, which that revision does not have.
 */
final class Revision2025Rules implements ProtocolRevision {
    private final McpMethods methods;
    private final boolean outputSchemas;
    /** The same rules for a client of 2025-03-26; this object itself when it is that. */
    private final Revision2025Rules firstRevision;

    Revision2025Rules(McpMethods methods) {
        this.methods = methods;
        this.outputSchemas = true;
        this.firstRevision = new Revision2025Rules(methods, false);
    }

    private Revision2025Rules(McpMethods methods, boolean outputSchemas) {
        this.methods = methods;
        this.outputSchemas = outputSchemas;
        this.firstRevision = this;
    }

    /** Never null: this era serves whatever no newer one claims (a 2026 version header on a non-request included). */
    @Override
    public Admission admit(McpRequest request) {
        var version = request.headers().version();
        if (version != null && !ProtocolVersions.supported(version) && !Revision2026.namesModern(version)) {
            return refused(JsonRpc.error(
                    null,
                    JsonRpc.INVALID_REQUEST,
                    "Unsupported MCP-Protocol-Version: " + version + ". Supported: "
                            + String.join(", ", ProtocolVersions.SUPPORTED)));
        }
        var message = request.message();
        if (message instanceof DecodeException) {
            return refused(JsonRpc.error(null, JsonRpc.PARSE_ERROR, "Parse error: the body is not valid JSON"));
        }
        if (message instanceof StrictJson.Unacceptable unacceptable) {
            return refused(JsonRpc.error(null, JsonRpc.INVALID_REQUEST, "Invalid request: " + unacceptable.why()));
        }
        if (message instanceof JsonArray) {
            return refused(JsonRpc.error(
                    null, JsonRpc.INVALID_REQUEST, "Batches are not supported: send one JSON-RPC message per request"));
        }
        if (!(message instanceof JsonObject json) || !"2.0".equals(json.getValue("jsonrpc"))) {
            return refused(
                    JsonRpc.error(null, JsonRpc.INVALID_REQUEST, "Invalid request: expected a JSON-RPC 2.0 object"));
        }
        var first = version == null || ProtocolVersions.ASSUMED_WITHOUT_HEADER.equals(version);
        return Admission.admitted(first ? firstRevision : this, json);
    }

    private static Admission refused(JsonObject error) {
        return Admission.refused(McpReply.json(400, error));
    }

    @Override
    public Future<JsonObject> handle(String method, JsonObject params, Authentication auth, String requestId) {
        return methods.handle(method, params, auth, requestId, outputSchemas);
    }

    /** {@code initialize}'s negotiated revision; afterwards the header's, or the one MCP assumes without it. */
    @Override
    public String protocolVersion(McpRequest request, JsonObject message) {
        if ("initialize".equals(message.getValue("method"))) {
            var params = message.getValue("params") instanceof JsonObject p ? p : new JsonObject();
            return ProtocolVersions.negotiate(params.getValue("protocolVersion") instanceof String s ? s : null);
        }
        var header = request.headers().version();
        return header == null
                ? ProtocolVersions.ASSUMED_WITHOUT_HEADER
                : ProtocolVersions.supported(header) ? header : ProtocolVersions.SUPPORTED.get(0);
    }

    @Override
    public int unknownMethodStatus() {
        return 200;
    }

    /** The pre-encoded listings are for confirmed sessions only: an unconfirmed one gets "Could not confirm…". */
    @Override
    public String constantResult(String method, Authentication auth) {
        return auth.outcome() == Authentication.Outcome.UNCONFIRMED
                ? null
                : methods.constantResult(method, outputSchemas);
    }
}
