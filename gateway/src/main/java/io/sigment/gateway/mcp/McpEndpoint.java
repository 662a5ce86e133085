package io.sigment.gateway.mcp;

import io.sigment.common.Ids;
import io.sigment.gateway.GatewayMetrics;
import io.vertx.core.Handler;
import io.vertx.core.json.DecodeException;
import io.vertx.core.json.Json;
import io.vertx.ext.web.RoutingContext;

/**
 * {@code POST /mcp}, stateless Streamable HTTP: one JSON-RPC message per request, answered with
 * {@code application/json}; no session id is issued and a stray {@code Mcp-Session-Id} is ignored. The transport
 * only: the bearer token is checked first ({@link McpAuthentication}), then the message's era is chosen and its
 * rules applied ({@link McpAdmission}: revision 2026-07-28 for a message that claims it, else the 2025 rules), then
 * the message is answered ({@link JsonRpcExchange}); this class reads the request and writes the reply.
 */
public final class McpEndpoint implements Handler<RoutingContext> {
    private final McpAuthentication authentication;
    private final McpAdmission admission;
    private final JsonRpcExchange exchange;
    private final GatewayMetrics metrics;

    public McpEndpoint(McpMethods methods, McpAuthentication authentication, GatewayMetrics metrics) {
        this.authentication = authentication;
        this.admission = new McpAdmission(methods);
        this.metrics = metrics;
        this.exchange = new JsonRpcExchange(metrics, methods.toolNames());
    }

    /** A server that needs no token: every request is answered as anonymous. */
    public static McpEndpoint withoutToken(McpMethods methods, GatewayMetrics metrics) {
        return new McpEndpoint(methods, McpAuthentication.none(), metrics);
    }

    @Override
    public void handle(RoutingContext ctx) {
        var requestId = Ids.random("req-");
        authentication.check(ctx.request(), requestId).onComplete(checked -> {
            if (checked.failed()) {
                ctx.fail(checked.cause());
            } else if (checked.result().refusal() != null) {
                send(ctx, checked.result().refusal());
            } else {
                var request = read(ctx);
                var admitted = admission.admit(request);
                if (admitted.refusal() != null) {
                    send(ctx, admitted.refusal());
                    return;
                }
                exchange.answer(
                                admitted.revision(),
                                admitted.message(),
                                checked.result().authentication(),
                                requestId,
                                admitted.revision().protocolVersion(request, admitted.message()))
                        .onComplete(reply -> {
                            if (reply.succeeded()) send(ctx, reply.result());
                            else ctx.fail(reply.cause());
                        });
            }
        });
    }

    private static McpRequest read(RoutingContext ctx) {
        Object message;
        var body = ctx.body().buffer() == null ? "" : ctx.body().asString();
        try {
            message = Json.decodeValue(body);
            message = StrictJson.check(body)
                    .<Object>map(unacceptable -> unacceptable)
                    .orElse(message);
        } catch (DecodeException notJson) {
            message = notJson;
        }
        var request = ctx.request();
        var headers = new Revision2026Admission.Headers(
                request.getHeader(Revision2026.VERSION_HEADER),
                request.getHeader(Revision2026.METHOD_HEADER),
                request.getHeader(Revision2026.NAME_HEADER));
        return new McpRequest(headers, message);
    }

    private void send(RoutingContext ctx, McpReply reply) {
        var response = ctx.response();
        if (response.ended()) return;
        if (reply.status() == 401) metrics.unauthorized();
        if (reply.status() == 429) metrics.throttled();
        response.setStatusCode(reply.status());
        if (reply.retryAfterSeconds() > 0) response.putHeader("Retry-After", String.valueOf(reply.retryAfterSeconds()));
        if (reply.wwwAuthenticate() != null) response.putHeader("WWW-Authenticate", reply.wwwAuthenticate());
        if (reply.body() == null) {
            response.end();
        } else {
            response.putHeader("Content-Type", "application/json").end(reply.body());
        }
    }

    public static String unsupportedMediaType() {
        return JsonRpc.error(
                        null,
                        JsonRpc.INVALID_REQUEST,
                        "Unsupported Content-Type: send one JSON-RPC message as application/json")
                .encode();
    }
}
