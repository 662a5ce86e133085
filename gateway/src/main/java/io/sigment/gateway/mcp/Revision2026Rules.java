package io.sigment.gateway.mcp;

import io.sigment.gateway.auth.Authentication;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;

/**
 * The rules of revision 2026-07-28: a message whose {@code _meta} claims it (or whose {@code MCP-Protocol-Version}
 * header names it), admitted by {@link Revision2026Admission} and answered by {@link Revision2026Methods}; an
 * unknown method is HTTP 404.
 */
final class Revision2026Rules implements ProtocolRevision {
    private final Revision2026Methods methods;

    Revision2026Rules(McpMethods methods) {
        this.methods = new Revision2026Methods(methods);
    }

    @Override
    public Admission admit(McpRequest request) {
        var admission = Revision2026Admission.of(request.headers(), request.message());
        return switch (admission.route()) {
            case LEGACY -> null;
            case REFUSED -> Admission.refused(McpReply.json(admission.status(), admission.reply()));
            case MODERN -> Admission.admitted(this, (JsonObject) request.message());
        };
    }

    @Override
    public Future<JsonObject> handle(String method, JsonObject params, Authentication auth, String requestId) {
        return methods.handle(method, params, auth, requestId);
    }

    @Override
    public String protocolVersion(McpRequest request, JsonObject message) {
        return Revision2026.VERSION;
    }

    @Override
    public int unknownMethodStatus() {
        return 404;
    }

    @Override
    public String constantResult(String method, Authentication auth) {
        return null;
    }
}
