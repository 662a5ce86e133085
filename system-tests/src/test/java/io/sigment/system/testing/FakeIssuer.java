package io.sigment.system.testing;

import com.nimbusds.jose.JOSEException;
import com.nimbusds.jose.JOSEObjectType;
import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.JWSHeader;
import com.nimbusds.jose.crypto.ECDSASigner;
import com.nimbusds.jose.crypto.RSASSASigner;
import com.nimbusds.jose.jwk.Curve;
import com.nimbusds.jose.jwk.ECKey;
import com.nimbusds.jose.jwk.JWK;
import com.nimbusds.jose.jwk.JWKSet;
import com.nimbusds.jose.jwk.RSAKey;
import com.nimbusds.jose.jwk.gen.ECKeyGenerator;
import com.nimbusds.jose.jwk.gen.RSAKeyGenerator;
import com.nimbusds.jwt.JWTClaimsSet;
import com.nimbusds.jwt.SignedJWT;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpServer;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.Router;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * An external OpenID authorization server at its HTTP boundary, shaped like a Keycloak realm: the discovery
 * document at {@code {issuer}/.well-known/openid-configuration} and the JWKS at its {@code jwks_uri}; it signs
 * access tokens (RS256 or ES256) with keys it generated. Keys can be added (a rotation) and JWKS fetches counted.
 */
public final class FakeIssuer implements AutoCloseable {
    private final HttpServer server;
    private final List<JWK> published = new CopyOnWriteArrayList<>();
    private final AtomicInteger jwksFetches = new AtomicInteger();

    private FakeIssuer(Vertx vertx) {
        var router = Router.router(vertx);
        router.get("/realms/test/.well-known/openid-configuration")
                .handler(ctx -> ctx.response()
                        .putHeader("Content-Type", "application/json")
                        .end(new JsonObject()
                                .put("issuer", issuer())
                                .put("jwks_uri", issuer() + "/protocol/openid-connect/certs")
                                .put("authorization_endpoint", issuer() + "/protocol/openid-connect/auth")
                                .put("token_endpoint", issuer() + "/protocol/openid-connect/token")
                                .encode()));
        router.get("/realms/test/protocol/openid-connect/certs").handler(ctx -> {
            jwksFetches.incrementAndGet();
            ctx.response()
                    .putHeader("Content-Type", "application/json")
                    .end(new JWKSet(published.stream().map(JWK::toPublicJWK).toList()).toString());
        });
        server = vertx.createHttpServer()
                .requestHandler(router)
                .listen(0, "127.0.0.1")
                .await();
    }

    public static FakeIssuer start(Vertx vertx) {
        return new FakeIssuer(vertx);
    }

    public String issuer() {
        return "http://127.0.0.1:" + server.actualPort() + "/realms/test";
    }

    public int jwksFetches() {
        return jwksFetches.get();
    }

    /** A new RSA key with this id; published in the JWKS when {@code publish}. */
    public static RSAKey rsaKey(String keyId) {
        try {
            return new RSAKeyGenerator(2048).keyID(keyId).generate();
        } catch (JOSEException e) {
            throw new IllegalStateException(e);
        }
    }

    public static ECKey ecKey(String keyId) {
        try {
            return new ECKeyGenerator(Curve.P_256).keyID(keyId).generate();
        } catch (JOSEException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Adds the key's public half to the JWKS. */
    public void publish(JWK key) {
        published.add(key);
    }

    /** A token with these claims signed by {@code key} (RS256 for RSA, ES256 for EC), naming {@code key}'s id. */
    public static String sign(JWK key, JWTClaimsSet claims) {
        try {
            var rsa = key instanceof RSAKey;
            var header = new JWSHeader.Builder(rsa ? JWSAlgorithm.RS256 : JWSAlgorithm.ES256)
                    .keyID(key.getKeyID())
                    .type(JOSEObjectType.JWT)
                    .build();
            var jwt = new SignedJWT(header, claims);
            jwt.sign(rsa ? new RSASSASigner((RSAKey) key) : new ECDSASigner((ECKey) key));
            return jwt.serialize();
        } catch (JOSEException e) {
            throw new IllegalStateException(e);
        }
    }

    @Override
    public void close() {
        server.close().await();
    }
}
