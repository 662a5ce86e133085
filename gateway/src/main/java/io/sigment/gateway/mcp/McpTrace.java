package io.sigment.gateway.mcp;

import io.sigment.common.ops.TraceContext;
import io.sigment.common.ops.Tracing;
import io.vertx.core.Future;
import io.vertx.core.Handler;
import io.vertx.core.json.Json;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.RoutingContext;
import java.util.Optional;

/**
 * The trace an {@code /mcp} request runs in ({@link Tracing}): the W3C {@code traceparent} in the message's
 * {@code params._meta} (either protocol era), else the HTTP {@code traceparent} header. A missing or malformed one
 * is ignored and a fresh trace begins: tracing never refuses a request.
 */
public final class McpTrace implements Handler<RoutingContext> {
    static final String TRACEPARENT = "traceparent";

    @Override
    public void handle(RoutingContext ctx) {
        var trace = fromMeta(ctx.body() == null ? null : ctx.body().asString())
                .or(() -> TraceContext.parse(ctx.request().getHeader(TRACEPARENT)))
                .map(TraceContext::child)
                .orElseGet(TraceContext::fresh);
        Tracing.within(trace, () -> {
            ctx.next();
            return Future.succeededFuture();
        });
    }

    /** Only a body that names a traceparent is decoded here; McpEndpoint decodes (and judges) every body. */
    static Optional<TraceContext> fromMeta(String body) {
        if (body == null || !body.contains(TRACEPARENT)) return Optional.empty();
        try {
            return Json.decodeValue(body) instanceof JsonObject message
                            && message.getValue("params") instanceof JsonObject params
                            && params.getValue("_meta") instanceof JsonObject meta
                            && meta.getValue(TRACEPARENT) instanceof String traceparent
                    ? TraceContext.parse(traceparent)
                    : Optional.empty();
        } catch (RuntimeException notJson) {
            return Optional.empty();
        }
    }
}
