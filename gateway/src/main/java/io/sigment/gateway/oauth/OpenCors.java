package io.sigment.gateway.oauth;

import io.vertx.core.Handler;
import io.vertx.core.http.HttpMethod;
import io.vertx.ext.web.RoutingContext;

/**
 * CORS for the OAuth metadata, token, registration and revocation endpoints: browser-based MCP clients call them
 * from their own origin. Any origin may ({@code *}): these endpoints use no cookies, the metadata is public, and
 * every other request proves itself (code + PKCE verifier, refresh token). Never used on {@code /oauth/authorize}
 * or {@code /app}, which rely on the session cookie.
 */
public final class OpenCors implements Handler<RoutingContext> {
    private static final String ALLOW_HEADERS = "Authorization, Content-Type, MCP-Protocol-Version";

    private final String methods;

    private OpenCors(String methods) {
        this.methods = methods;
    }

    /** For endpoints clients POST to ({@code /oauth/register}, {@code /oauth/token}, {@code /oauth/revoke}). */
    public static OpenCors forPosts() {
        return new OpenCors("POST, OPTIONS");
    }

    /** For the {@code /.well-known/} metadata documents. */
    public static OpenCors forMetadata() {
        return new OpenCors("GET, OPTIONS");
    }

    @Override
    public void handle(RoutingContext ctx) {
        ctx.response().putHeader("Access-Control-Allow-Origin", "*");
        if (ctx.request().method() == HttpMethod.OPTIONS) {
            ctx.response()
                    .setStatusCode(204)
                    .putHeader("Access-Control-Allow-Methods", methods)
                    .putHeader("Access-Control-Allow-Headers", ALLOW_HEADERS)
                    .putHeader("Access-Control-Max-Age", "86400")
                    .end();
            return;
        }
        ctx.next();
    }
}
