package io.sigment.gateway.mcp;

import static io.sigment.gateway.mcp.Revision2026.PROTOCOL_VERSION_KEY;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

/**
 * Which rules one POST to {@code /mcp} is served by, decided from the body first and checked against the
 * headers (as the 2026-07-28 revision says): a message whose {@code _meta} claims a protocol version is a
 * 2026 message; one without the claim is a 2025 message unless its {@code MCP-Protocol-Version} header names
 * a 2026 revision. 2026 messages that break the revision's rules are refused here, with its error codes.
 */
public record Revision2026Admission(Route route, int status, JsonObject reply) {
    public enum Route {
        LEGACY,
        MODERN,
        REFUSED
    }

    private static final Revision2026Admission LEGACY = new Revision2026Admission(Route.LEGACY, 0, null);
    private static final Revision2026Admission MODERN = new Revision2026Admission(Route.MODERN, 0, null);

    /** The routing headers of one request, surrounding spaces and tabs removed; null where absent. */
    public record Headers(String version, String method, String name) {
        public Headers {
            version = strip(version);
            method = strip(method);
            name = strip(name);
        }

        private static String strip(String value) {
            return value == null ? null : value.replaceAll("^[ \t]+|[ \t]+$", "");
        }
    }

    /** {@code message} is the decoded body (anything, when it is not a JSON-RPC request or notification). */
    public static Revision2026Admission of(Headers headers, Object message) {
        if (!(message instanceof JsonObject json)
                || !"2.0".equals(json.getValue("jsonrpc"))
                || !(json.getValue("method") instanceof String method)) {
            return LEGACY;
        }
        if (!json.containsKey("id")) return notification(headers, method, json.getValue("params"));
        var id = json.getValue("id");
        if (!(id instanceof String || id instanceof Number)) return LEGACY;
        return request(headers, id, method, json.getValue("params"));
    }

    private static Revision2026Admission request(Headers headers, Object id, String method, Object params) {
        var headerModern = Revision2026.namesModern(headers.version());
        if (!Revision2026.claims(params)) {
            if (!headerModern) return LEGACY;
            if ("initialize".equals(method)) {
                return refused(Revision2026.headerMismatch(
                        id,
                        headers.version(),
                        "an initialize request (the 2025 handshake) was sent with a 2026 MCP-Protocol-Version header"));
            }
            return refused(JsonRpc.error(
                    id,
                    JsonRpc.INVALID_PARAMS,
                    "Invalid params: the MCP-Protocol-Version header names "
                            + "protocol revision " + headers.version() + ", but the request has no "
                            + PROTOCOL_VERSION_KEY
                            + " in params._meta",
                    new JsonObject()
                            .put("envelope", new JsonObject().put("missing", JsonArray.of(PROTOCOL_VERSION_KEY)))));
        }
        var envelope = Revision2026.envelopeOf(params);
        var problem = Revision2026Envelope.firstProblem(envelope);
        if (problem != null) return refused(Revision2026.invalidEnvelope(id, problem.key(), problem.problem()));
        var claimed = envelope.getString(PROTOCOL_VERSION_KEY);
        var mismatch = crossCheck(headers, id, method, claimed);
        if (mismatch != null) return mismatch;
        if (!Revision2026.SUPPORTED.contains(claimed)) return refused(Revision2026.unsupportedVersion(id, claimed));
        var missing = Revision2026Headers.check(headers, id, method, params, claimed);
        return missing == null ? MODERN : refused(missing);
    }

    private static Revision2026Admission notification(Headers headers, String method, Object params) {
        if (Revision2026.claims(params)) {
            var claimed = Revision2026.envelopeOf(params).getValue(PROTOCOL_VERSION_KEY);
            if (!(claimed instanceof String version)) {
                return refused(
                        Revision2026.invalidEnvelope(null, PROTOCOL_VERSION_KEY, "expected a protocol version string"));
            }
            var mismatch = crossCheck(headers, null, method, version);
            if (mismatch != null) return mismatch;
            return Revision2026.SUPPORTED.contains(version)
                    ? MODERN
                    : refused(Revision2026.unsupportedVersion(null, version));
        }
        if (!Revision2026.namesModern(headers.version())) return LEGACY;
        var mismatch = crossCheck(headers, null, method, headers.version());
        return mismatch == null ? MODERN : mismatch;
    }

    /** The headers a 2026 client derives from the body must not contradict it (when present). */
    private static Revision2026Admission crossCheck(Headers headers, Object id, String method, String claimed) {
        if (headers.version() != null && !headers.version().equals(claimed)) {
            return refused(Revision2026.headerMismatch(
                    id,
                    headers.version(),
                    "the body envelope names protocol version " + claimed
                            + " but the MCP-Protocol-Version header names " + headers.version()));
        }
        if (headers.method() != null && !headers.method().equals(method)) {
            return refused(Revision2026.headerMismatch(
                    id,
                    headers.method(),
                    "the body names method " + method + " but the Mcp-Method header names " + headers.method()));
        }
        return null;
    }

    private static Revision2026Admission refused(JsonObject reply) {
        return new Revision2026Admission(Route.REFUSED, 400, reply);
    }
}
