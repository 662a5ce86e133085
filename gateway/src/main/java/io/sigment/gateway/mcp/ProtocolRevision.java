package io.sigment.gateway.mcp;

import io.sigment.gateway.auth.Authentication;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;

/**
 * The rules of one protocol era on {@code /mcp}: which messages it serves and how it refuses the ones it cannot,
 * the methods it answers, and the HTTP status of an unknown method. One object per era ({@link Revision2025Rules},
 * {@link Revision2026Rules}); {@link McpAdmission} picks the era of each message.
 */
interface ProtocolRevision {
    /**
     * This era's admission of {@code request}: {@code null} when the message is not this era's to serve, else
     * {@link Admission#admitted} or {@link Admission#refused}.
     */
    Admission admit(McpRequest request);

    /** The JSON-RPC {@code result} of a request; a {@link JsonRpc.Failure} or {@link JsonRpc.Throttled} otherwise. */
    Future<JsonObject> handle(String method, JsonObject params, Authentication auth, String requestId);

    /** The revision an admitted {@code message} speaks (one this server supports), for the metrics. */
    String protocolVersion(McpRequest request, JsonObject message);

    /** The HTTP status of a {@code -32601} (method not found) error. */
    int unknownMethodStatus();

    /** The encoded result of a method whose answer never changes for {@code auth}, or null. */
    String constantResult(String method, Authentication auth);

    /** Which era serves a message, or the reply refusing it. */
    record Admission(ProtocolRevision revision, JsonObject message, McpReply refusal) {
        static Admission admitted(ProtocolRevision revision, JsonObject message) {
            return new Admission(revision, message, null);
        }

        static Admission refused(McpReply refusal) {
            return new Admission(null, null, refusal);
        }
    }
}
