package io.sigment.gateway.auth;

import io.sigment.common.Caller;
import io.sigment.common.Credentials;
import io.sigment.common.ToolError;
import io.sigment.common.bus.ServiceAddress;
import io.sigment.common.bus.ServiceClient;
import io.sigment.common.bus.Topics;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import java.time.Clock;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Resolves {@code Authorization: Bearer <token>} to a principal. API keys ({@code ak_}) are verified by
 * accounts-service from their SHA-256 (the key itself never leaves the gateway) and cached briefly; a
 * revocation broadcast evicts the credential on every gateway at once. Other tokens are not accepted
 * (OAuth access tokens come with the OAuth authorization server).
 */
public final class BearerAuthenticator {
  private static final int MAX_CACHED = 10_000;

  private final Vertx vertx;
  private final ServiceClient accounts;
  private final Clock clock;
  private final Duration ttl;
  private final Map<String, Cached> cache = new ConcurrentHashMap<>();

  public BearerAuthenticator(Vertx vertx, ServiceClient accounts, Clock clock, Duration ttl) {
    this.vertx = vertx;
    this.accounts = accounts;
    this.clock = clock;
    this.ttl = ttl;
  }

  /** Subscribes to revocation broadcasts; part of the verticle's start, so none is missed once it serves. */
  public Future<Void> start() {
    return vertx.eventBus().<JsonObject>consumer(Topics.CREDENTIAL_REVOKED, message -> {
      var credential = message.body().getString("credential_id");
      cache.values().removeIf(entry -> entry.principal != null && entry.principal.credentialId().equals(credential));
    }).completion();
  }

  public Future<Authentication> authenticate(String authorizationHeader, String requestId) {
    if (authorizationHeader == null || authorizationHeader.isBlank()) {
      return Future.succeededFuture(Authentication.missing());
    }
    var parts = authorizationHeader.trim().split("\\s+", 2);
    if (parts.length != 2 || !parts[0].equalsIgnoreCase("Bearer")) {
      return Future.succeededFuture(Authentication.invalid());
    }
    var token = parts[1].trim();
    if (!token.startsWith("ak_") || token.length() > 200) return Future.succeededFuture(Authentication.invalid());
    var hash = Credentials.sha256Hex(token);
    var cached = cache.get(hash);
    if (cached != null && cached.expiresAt > clock.millis()) return Future.succeededFuture(cached.authentication());
    return accounts.request(ServiceAddress.ACCOUNTS, "verify_api_key", Caller.system(requestId),
            new JsonObject().put("key_sha256", hash))
        .map(reply -> remember(hash, "unknown".equals(reply.getString("status"))
            ? null : Principal.fromApiKey(reply)))
        .recover(cause -> Future.succeededFuture(cause instanceof ToolError error
            && error.kind() != ToolError.Kind.UNAVAILABLE ? Authentication.invalid() : Authentication.unconfirmed()));
  }

  private Authentication remember(String hash, Principal principal) {
    if (cache.size() >= MAX_CACHED) cache.clear();
    var entry = new Cached(principal, clock.millis() + ttl.toMillis());
    cache.put(hash, entry);
    return entry.authentication();
  }


  /** A verified credential, or (principal null) a token known to be invalid. */
  private record Cached(Principal principal, long expiresAt) {
    Authentication authentication() {
      return principal == null ? Authentication.invalid() : Authentication.of(principal);
    }
  }
}
