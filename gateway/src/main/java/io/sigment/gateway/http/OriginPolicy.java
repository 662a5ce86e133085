package io.sigment.gateway.http;

import io.sigment.common.Config;
import io.sigment.common.Setting;
import io.vertx.core.Handler;
import io.vertx.core.http.HttpMethod;
import io.vertx.ext.web.RoutingContext;
import java.net.URI;
import java.util.HashSet;
import java.util.Set;

/**
 * Which browser origins may call {@code /mcp} (MCP requires validating {@code Origin} against DNS
 * rebinding): the public base URL's origin, the configured ones, and loopback origins of local tools.
 * Also answers CORS preflights and adds CORS headers for allowed origins.
 */
public final class OriginPolicy {
    private static final String ALLOW_HEADERS =
            "Authorization, Content-Type, Accept, MCP-Protocol-Version, Mcp-Method, Mcp-Name, Mcp-Session-Id, "
                    + "Last-Event-ID";
    private static final String EXPOSE_HEADERS = "WWW-Authenticate, MCP-Protocol-Version, Retry-After";

    private final Set<String> allowed = new HashSet<>();

    public OriginPolicy(Config config) {
        allowed.add(origin(config.publicBaseUrl()));
        config.list(Setting.ALLOWED_ORIGINS).forEach(o -> allowed.add(origin(o)));
    }

    /** True when there is no Origin (non-browser clients) or it is allowed. */
    public boolean allows(String origin) {
        if (origin == null) return true;
        var normalized = origin(origin);
        if (allowed.contains(normalized)) return true;
        try {
            var host = URI.create(normalized).getHost();
            return host != null && (host.equals("localhost") || host.equals("127.0.0.1") || host.equals("[::1]"));
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    /** Adds CORS response headers for an allowed origin; answers preflights; refuses other origins with 403. */
    public Handler<RoutingContext> cors() {
        return ctx -> {
            var origin = ctx.request().getHeader("Origin");
            if (!allows(origin)) {
                ctx.response()
                        .setStatusCode(403)
                        .putHeader("Content-Type", "application/json")
                        .end("{\"error\":\"origin_not_allowed\",\"message\":\"This Origin may not call the Sigment "
                                + "MCP server.\"}");
                return;
            }
            if (origin != null) {
                ctx.response()
                        .putHeader("Access-Control-Allow-Origin", origin)
                        .putHeader("Vary", "Origin")
                        .putHeader("Access-Control-Expose-Headers", EXPOSE_HEADERS);
            }
            if (ctx.request().method() == HttpMethod.OPTIONS) {
                ctx.response()
                        .setStatusCode(204)
                        .putHeader("Access-Control-Allow-Methods", "GET, POST, OPTIONS")
                        .putHeader("Access-Control-Allow-Headers", ALLOW_HEADERS)
                        .putHeader("Access-Control-Max-Age", "86400")
                        .end();
                return;
            }
            ctx.next();
        };
    }

    private static String origin(String url) {
        var trimmed = url.trim();
        try {
            var uri = URI.create(trimmed);
            if (uri.getScheme() == null || uri.getHost() == null) return trimmed.toLowerCase();
            var port = uri.getPort() == -1 ? "" : ":" + uri.getPort();
            return (uri.getScheme() + "://" + uri.getHost() + port).toLowerCase();
        } catch (IllegalArgumentException e) {
            return trimmed.toLowerCase();
        }
    }
}
