package io.sigment.gateway.mcp;

import io.sigment.common.Credentials;
import io.sigment.common.Ids;
import io.sigment.common.ops.Log;
import io.sigment.gateway.GatewayMetrics;
import io.sigment.gateway.auth.Authentication;
import io.sigment.gateway.auth.BearerAuthenticator;
import io.sigment.gateway.auth.BearerChallenge;
import io.sigment.gateway.auth.FailedBearerChecks;
import io.sigment.gateway.http.ClientAddresses;
import io.vertx.core.Future;
import io.vertx.core.Handler;
import io.vertx.core.json.DecodeException;
import io.vertx.core.json.Json;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.RoutingContext;
import java.util.Map;
import java.util.logging.Logger;

/**
 * {@code POST /mcp}, stateless Streamable HTTP: one JSON-RPC message per request, answered with
 * {@code application/json}. The bearer token is checked first (401) in both eras; only a token that fails is
 * counted against its client address ({@link FailedBearerChecks}), never one that verifies. A message that claims
 * revision 2026-07-28 in its {@code _meta} is admitted and answered by that revision's rules
 * ({@link Revision2026Admission}, {@link Revision2026Methods}); any other follows the 2025 rules, checked in
 * order: {@code MCP-Protocol-Version} (400), JSON (-32700), JSON-RPC shape (-32600). Notifications and
 * client responses get 202 with no body. No session id is issued and a stray {@code Mcp-Session-Id} is ignored.
 * A public server (the documentation's) has no authenticator and skips the token check.
 */
public final class McpEndpoint implements Handler<RoutingContext> {
  private static final Logger LOG = Logger.getLogger(McpEndpoint.class.getName());

  private final McpMethods methods;
  /** The 2025 rules answer an unknown method in-band; they are also the era whose listings are pre-encoded. */
  private static final int LEGACY_UNKNOWN_METHOD_STATUS = 200;

  private final Revision2026Methods modernMethods;
  private final BearerAuthenticator authenticator;
  private final BearerChallenge challenge;
  private final FailedBearerChecks failedChecks = new FailedBearerChecks(java.time.Clock.systemUTC());
  private final GatewayMetrics metrics;
  private final ClientAddresses clients;

  public McpEndpoint(McpMethods methods, BearerAuthenticator authenticator, BearerChallenge challenge,
                     GatewayMetrics metrics, ClientAddresses clients) {
    this.methods = methods;
    this.clients = clients;
    this.modernMethods = new Revision2026Methods(methods);
    this.authenticator = authenticator;
    this.challenge = challenge;
    this.metrics = metrics;
  }

  /** A server that needs no token: every request is answered as anonymous. */
  public static McpEndpoint withoutToken(McpMethods methods, GatewayMetrics metrics) {
    return new McpEndpoint(methods, null, null, metrics, null);
  }

  @Override
  public void handle(RoutingContext ctx) {
    var requestId = Ids.random("req-");
    if (authenticator == null) {
      afterAuth(ctx, Authentication.missing(), requestId);
      return;
    }
    var header = ctx.request().getHeader("Authorization");
    authenticator.authenticate(header, requestId).onComplete(done -> {
      var auth = done.succeeded() ? done.result() : Authentication.unconfirmed();
      switch (auth.outcome()) {
        case MISSING -> unauthorized(ctx, challenge.forMissingToken());
        case INVALID -> refuseInvalid(ctx, limitedClient(ctx), Credentials.sha256Hex(header));
        default -> afterAuth(ctx, auth, requestId);
      }
    });
  }

  /** The client address failures count against; null for a client on this machine itself, which is not limited. */
  private String limitedClient(RoutingContext ctx) {
    var client = clients.of(ctx.request());
    return ClientAddresses.isLoopback(client) ? null : client;
  }

  /** A token that did not verify: 401, or 429 once its address or the token itself failed too often. */
  private void refuseInvalid(RoutingContext ctx, String client, String credential) {
    var wait = failedChecks.retryAfterSeconds(client, credential);
    if (wait > 0) {
      metrics.throttled();
      ctx.response().putHeader("Retry-After", String.valueOf(wait));
      reply(ctx, 429, JsonRpc.error(null, JsonRpc.THROTTLED, "Too many failed authentications from this address. "
          + "Retry after " + wait + " seconds with a valid token."));
      return;
    }
    failedChecks.failed(client, credential);
    unauthorized(ctx, challenge.forInvalidToken());
  }

  private void afterAuth(RoutingContext ctx, Authentication auth, String requestId) {
    Object message;
    try {
      message = Json.decodeValue(ctx.body().buffer() == null ? "" : ctx.body().asString());
    } catch (DecodeException notJson) {
      message = notJson;  // -32700 by the 2025 path; the 2026 revision uses the same code
    }
    var headers = new Revision2026Admission.Headers(ctx.request().getHeader(Revision2026.VERSION_HEADER),
        ctx.request().getHeader(Revision2026.METHOD_HEADER), ctx.request().getHeader(Revision2026.NAME_HEADER));
    var admission = Revision2026Admission.of(headers, message);
    switch (admission.route()) {
      case REFUSED -> reply(ctx, admission.status(), admission.reply());
      case MODERN -> dispatch(ctx, (JsonObject) message, auth, requestId, modernMethods::handle, 404);
      default -> legacy(ctx, ctx.request().getHeader(Revision2026.VERSION_HEADER), message, auth, requestId);
    }
  }

  /** The 2025-era rules, unchanged; a 2026 version header only gets here on a message that is not a request. */
  private void legacy(RoutingContext ctx, String version, Object message, Authentication auth, String requestId) {
    if (version != null && !ProtocolVersions.supported(version) && !Revision2026.namesModern(version)) {
      reply(ctx, 400, JsonRpc.error(null, JsonRpc.INVALID_REQUEST, "Unsupported MCP-Protocol-Version: " + version
          + ". Supported: " + String.join(", ", ProtocolVersions.SUPPORTED)));
      return;
    }
    if (message instanceof DecodeException) {
      reply(ctx, 400, JsonRpc.error(null, JsonRpc.PARSE_ERROR, "Parse error: the body is not valid JSON"));
      return;
    }
    if (message instanceof JsonArray) {
      reply(ctx, 400, JsonRpc.error(null, JsonRpc.INVALID_REQUEST,
          "Batches are not supported: send one JSON-RPC message per request"));
      return;
    }
    if (!(message instanceof JsonObject json) || !"2.0".equals(json.getValue("jsonrpc"))) {
      reply(ctx, 400, JsonRpc.error(null, JsonRpc.INVALID_REQUEST, "Invalid request: expected a JSON-RPC 2.0 object"));
      return;
    }
    dispatch(ctx, json, auth, requestId, methods::handle, LEGACY_UNKNOWN_METHOD_STATUS);
  }

  /** The methods of one protocol era. */
  private interface Methods {
    Future<JsonObject> handle(String method, JsonObject params, Authentication auth, String requestId);
  }

  /** {@code unknownMethodStatus}: 2025 answers an unknown method in-band (200), 2026 with 404. */
  private void dispatch(RoutingContext ctx, JsonObject json, Authentication auth, String requestId, Methods era,
                        int unknownMethodStatus) {
    var isResponse = !json.containsKey("method") && (json.containsKey("result") || json.containsKey("error"));
    if (isResponse || (json.getValue("method") instanceof String && !json.containsKey("id"))) {
      ctx.response().setStatusCode(202).end();
      return;
    }
    var id = json.getValue("id");
    if (!(json.getValue("method") instanceof String method) || !(id instanceof String || id instanceof Number)) {
      reply(ctx, 400, JsonRpc.error(id instanceof String || id instanceof Number ? id : null, JsonRpc.INVALID_REQUEST,
          "Invalid request: method must be a string and id a string or number"));
      return;
    }
    // The pre-encoded listings are for confirmed sessions only: an unconfirmed one gets "Could not confirm…".
    var constant = unknownMethodStatus == LEGACY_UNKNOWN_METHOD_STATUS
        && auth.outcome() != Authentication.Outcome.UNCONFIRMED ? methods.constantResult(method) : null;
    if (constant != null) {
      ctx.response().setStatusCode(200).putHeader("Content-Type", "application/json")
          .end(JsonRpc.encodedResult(id, constant));
      return;
    }
    var params = json.getValue("params") instanceof JsonObject p ? p : new JsonObject();
    Future<JsonObject> answer;
    try {
      answer = era.handle(method, params, auth, requestId);
    } catch (RuntimeException unexpected) {
      answer = Future.failedFuture(unexpected);
    }
    answer.onComplete(done -> {
      if (done.succeeded()) {
        reply(ctx, 200, JsonRpc.result(id, done.result()));
      } else if (done.cause() instanceof JsonRpc.Failure failure) {
        reply(ctx, failure.code() == JsonRpc.METHOD_NOT_FOUND ? unknownMethodStatus : 200, failure.data() == null
            ? JsonRpc.error(id, failure.code(), failure.getMessage())
            : JsonRpc.error(id, failure.code(), failure.getMessage(), failure.data()));
      } else if (done.cause() instanceof JsonRpc.Throttled throttled) {
        metrics.throttled();
        ctx.response().putHeader("Retry-After", String.valueOf(throttled.retryAfterSeconds()));
        reply(ctx, 429, JsonRpc.error(id, JsonRpc.THROTTLED, throttled.getMessage()));
      } else {
        Log.error(LOG, "MCP request failed", Map.of("request_id", requestId, "method", method), done.cause());
        reply(ctx, 200, JsonRpc.error(id, JsonRpc.INTERNAL_ERROR,
            "Internal error (request " + requestId + "). Retry shortly."));
      }
    });
  }

  public static String unsupportedMediaType() {
    return JsonRpc.error(null, JsonRpc.INVALID_REQUEST,
        "Unsupported Content-Type: send one JSON-RPC message as application/json").encode();
  }

  private void unauthorized(RoutingContext ctx, String wwwAuthenticate) {
    metrics.unauthorized();
    ctx.response().setStatusCode(401).putHeader("WWW-Authenticate", wwwAuthenticate)
        .putHeader("Content-Type", "application/json")
        .end(new JsonObject().put("error", "unauthorized").put("message",
            "Send Authorization: Bearer <token>: sign in with OAuth, or use an API key from the Sigment app's "
                + "AI agents settings.").encode());
  }

  private static void reply(RoutingContext ctx, int status, JsonObject body) {
    if (ctx.response().ended()) return;
    ctx.response().setStatusCode(status).putHeader("Content-Type", "application/json").end(body.encode());
  }
}
