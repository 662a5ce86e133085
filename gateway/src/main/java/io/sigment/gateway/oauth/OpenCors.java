package io.sigment.gateway.oauth;

import io.vertx.core.Handler;
import io.vertx.core.http.HttpMethod;
import io.vertx.ext.web.RoutingContext;

/**
 * CORS for the token, registration and revocation endpoints: browser-based MCP clients call them from their own
 * origin. Any origin may: these endpoints use no cookies, and every request proves itself (code + PKCE verifier,
 * refresh token).
 */
final class OpenCors implements Handler<RoutingContext> {
  @Override
  public void handle(RoutingContext ctx) {
    ctx.response().putHeader("Access-Control-Allow-Origin", "*");
    if (ctx.request().method() == HttpMethod.OPTIONS) {
      ctx.response().setStatusCode(204)
          .putHeader("Access-Control-Allow-Methods", "POST, OPTIONS")
          .putHeader("Access-Control-Allow-Headers", "Authorization, Content-Type, MCP-Protocol-Version")
          .putHeader("Access-Control-Max-Age", "86400").end();
      return;
    }
    ctx.next();
  }
}
