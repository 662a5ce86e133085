package io.sigment.gateway.docs;

import io.sigment.gateway.GatewayMetrics;
import io.sigment.gateway.http.ClientAddresses;
import io.sigment.gateway.mcp.JsonRpc;
import io.vertx.core.Handler;
import io.vertx.ext.web.RoutingContext;
import java.time.Clock;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Requests per minute per client address for the public documentation MCP server, counted in this gateway
 * (public, cheap reads: a cluster round-trip per anonymous request would cost more than it protects). Over
 * the limit: {@code 429} with {@code Retry-After} and a JSON-RPC error body.
 */
final class ClientAddressLimit implements Handler<RoutingContext> {
    private static final long WINDOW_MILLIS = 60_000;
    private static final int MAX_TRACKED = 50_000;

    private final int perMinute;
    private final Clock clock;
    private final GatewayMetrics metrics;
    private final Map<String, long[]> windows = new ConcurrentHashMap<>();

    private final ClientAddresses clients;

    ClientAddressLimit(int perMinute, Clock clock, GatewayMetrics metrics, ClientAddresses clients) {
        this.clients = clients;
        this.perMinute = perMinute;
        this.clock = clock;
        this.metrics = metrics;
    }

    @Override
    public void handle(RoutingContext ctx) {
        var now = clock.millis();
        var window = now / WINDOW_MILLIS;
        if (windows.size() > MAX_TRACKED) windows.values().removeIf(entry -> entry[0] != window);
        var address = clients.limitKey(ctx.request());
        var counted = windows.compute(
                address,
                (key, entry) -> entry == null || entry[0] != window
                        ? new long[] {window, 1}
                        : new long[] {window, entry[1] + 1});
        if (counted[1] <= perMinute) {
            ctx.next();
            return;
        }
        metrics.throttled();
        var retryAfter = Math.max(1, ((window + 1) * WINDOW_MILLIS - now + 999) / 1000);
        ctx.response()
                .setStatusCode(429)
                .putHeader("Retry-After", String.valueOf(retryAfter))
                .putHeader("Content-Type", "application/json")
                .end(JsonRpc.error(
                                null,
                                JsonRpc.THROTTLED,
                                "Too many requests from this address to the documentation " + "server: at most "
                                        + perMinute + " per minute. Retry after " + retryAfter + " seconds.")
                        .encode());
    }
}
