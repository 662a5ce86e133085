package io.sigment.gateway.auth;

import com.nimbusds.jose.jwk.JWKSet;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpClient;
import io.vertx.core.http.HttpClientOptions;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.RequestOptions;
import io.vertx.core.json.JsonObject;
import java.time.Clock;
import java.time.Duration;
import java.util.Optional;

/**
 * The signing keys of the external authorization server: its JWKS ({@code SIGMENT_AUTH_JWKS_URL}, else the
 * {@code jwks_uri} of {@code {issuer}/.well-known/openid-configuration}), fetched at first use and kept. A token
 * naming a key id the set lacks (the issuer rotated its keys) fetches it again, at most once per
 * {@link #MIN_REFETCH}, so made-up key ids cannot make the gateway hammer the issuer; the set is also renewed
 * after {@link #MAX_AGE}. A failed fetch keeps the previous set. Per gateway replica.
 */
final class IssuerKeys {
    static final Duration MIN_REFETCH = Duration.ofSeconds(30);
    static final Duration MAX_AGE = Duration.ofHours(1);
    static final Duration RETRY = Duration.ofSeconds(5);
    private static final int MAX_BYTES = 256 * 1024;
    private static final long TIMEOUT_MS = 5_000;

    private final HttpClient http;
    private final String issuer;
    private final Optional<String> configuredJwksUrl;
    private final Clock clock;
    private JWKSet keys;
    private long loadedAt;
    private long lastAttempt = Long.MIN_VALUE / 2;
    private long lastUnknownKeyFetch = Long.MIN_VALUE / 2;
    private Future<JWKSet> fetching;

    IssuerKeys(Vertx vertx, String issuer, Optional<String> jwksUrl, Clock clock) {
        this.http = vertx.createHttpClient(new HttpClientOptions()
                .setConnectTimeout((int) TIMEOUT_MS)
                .setIdleTimeout(10)
                .setMaxRedirects(0));
        this.issuer = issuer;
        this.configuredJwksUrl = jwksUrl;
        this.clock = clock;
    }

    /**
     * The key set to verify a token signed with key {@code keyId}: the cached one, fetched again first when it
     * lacks that key (at most once per {@link #MIN_REFETCH}) or is older than {@link #MAX_AGE}. Fails when the issuer
     * cannot be reached and no key set is known yet (then tried again after {@link #RETRY}).
     */
    synchronized Future<JWKSet> forKey(String keyId) {
        var current = keys;
        var now = clock.millis();
        var unknownKey = current != null && current.getKeyByKeyId(keyId) == null;
        var due = current == null || now - loadedAt >= MAX_AGE.toMillis()
                ? now - lastAttempt >= RETRY.toMillis()
                : unknownKey && now - lastUnknownKeyFetch >= MIN_REFETCH.toMillis();
        if (due && fetching == null) {
            lastAttempt = now;
            if (unknownKey) lastUnknownKeyFetch = now;
            fetching = fetch().onComplete(done -> {
                synchronized (this) {
                    if (done.succeeded()) {
                        keys = done.result();
                        loadedAt = clock.millis();
                    }
                    fetching = null;
                }
            });
        }
        if (fetching != null) {
            return fetching.recover(
                    cause -> current != null ? Future.succeededFuture(current) : Future.failedFuture(cause));
        }
        return current != null
                ? Future.succeededFuture(current)
                : Future.failedFuture(new IllegalStateException("The issuer's keys could not be fetched"));
    }

    private Future<JWKSet> fetch() {
        var jwksUrl = configuredJwksUrl
                .map(Future::succeededFuture)
                .orElseGet(() -> get(issuer + "/.well-known/openid-configuration")
                        .map(body -> {
                            var discovery = new JsonObject(body);
                            if (!issuer.equals(discovery.getString("issuer"))) {
                                throw new IllegalStateException("The discovery document names another issuer");
                            }
                            return discovery.getString("jwks_uri");
                        }));
        return jwksUrl.compose(this::get).map(body -> {
            try {
                return JWKSet.parse(body);
            } catch (java.text.ParseException e) {
                throw new IllegalStateException("The issuer's JWKS is not a JSON Web Key Set", e);
            }
        });
    }

    private Future<String> get(String url) {
        var options = new RequestOptions()
                .setMethod(HttpMethod.GET)
                .setAbsoluteURI(url)
                .setFollowRedirects(false)
                .setIdleTimeout(TIMEOUT_MS)
                .putHeader("Accept", "application/json");
        return http.request(options)
                .compose(request -> request.send())
                .compose(response -> {
                    if (response.statusCode() != 200) {
                        return Future.failedFuture(
                                new IllegalStateException("HTTP " + response.statusCode() + " from " + url));
                    }
                    return response.body();
                })
                .map(body -> {
                    if (body.length() > MAX_BYTES) throw new IllegalStateException("Too large a document at " + url);
                    return body.toString();
                });
    }
}
