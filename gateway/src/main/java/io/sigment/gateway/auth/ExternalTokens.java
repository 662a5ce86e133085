package io.sigment.gateway.auth;

import com.nimbusds.jose.JOSEObjectType;
import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.jwk.JWKSet;
import com.nimbusds.jose.jwk.source.ImmutableJWKSet;
import com.nimbusds.jose.proc.BadJOSEException;
import com.nimbusds.jose.proc.DefaultJOSEObjectTypeVerifier;
import com.nimbusds.jose.proc.JWSVerificationKeySelector;
import com.nimbusds.jose.proc.SecurityContext;
import com.nimbusds.jwt.JWTClaimsSet;
import com.nimbusds.jwt.SignedJWT;
import com.nimbusds.jwt.proc.DefaultJWTClaimsVerifier;
import com.nimbusds.jwt.proc.DefaultJWTProcessor;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import java.time.Clock;
import java.util.Date;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Validates access tokens of an external authorization server ({@code SIGMENT_AUTH_EXTERNAL}): JWTs signed RS256
 * or ES256 with a key of the issuer's JWKS ({@link IssuerKeys}), whose {@code iss} is exactly {@code {auth_url}},
 * whose {@code aud} contains the audience (the MCP URL unless {@code SIGMENT_AUTH_AUDIENCE}), with {@code sub}
 * and {@code exp}, unexpired and past {@code nbf} (60 s of clock skew either way). The client is the
 * {@code client_id} claim (RFC 9068), else {@code azp} (Keycloak). Nimbus JOSE does the checking.
 */
public final class ExternalTokens {
    static final int MAX_LENGTH = 8_192;
    private static final int CLOCK_SKEW_SECONDS = 60;
    private static final Set<JWSAlgorithm> ALGORITHMS = Set.of(JWSAlgorithm.RS256, JWSAlgorithm.ES256);

    /** What a valid token says: the issuer's user, the client, the email claims, and when it expires. */
    public record Claims(
            String issuer,
            String subject,
            String clientId,
            String email,
            boolean emailVerified,
            long expiresAtMillis) {}

    private final IssuerKeys keys;
    private final String issuer;
    private final DefaultJWTClaimsVerifier<SecurityContext> claimsVerifier;

    public ExternalTokens(Vertx vertx, String issuer, Optional<String> jwksUrl, String audience, Clock clock) {
        this.keys = new IssuerKeys(vertx, issuer, jwksUrl, clock);
        this.issuer = issuer;
        // Mutable sets: Nimbus asks them whether they contain null, which Set.of() answers with an exception.
        this.claimsVerifier =
                new DefaultJWTClaimsVerifier<>(
                        new HashSet<>(List.of(audience)),
                        new JWTClaimsSet.Builder().issuer(issuer).build(),
                        new HashSet<>(List.of("sub", "exp")),
                        null) {
                    @Override
                    protected Date currentTime() {
                        return Date.from(clock.instant());
                    }
                };
        claimsVerifier.setMaxClockSkew(CLOCK_SKEW_SECONDS);
    }

    /** Whether the token has a JWT's shape (three base64url parts), so it is worth checking as one. */
    public static boolean looksLikeJwt(String token) {
        return token.length() <= MAX_LENGTH && token.matches("[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+");
    }

    /**
     * The token's claims if it is valid; empty if not. Fails only when the issuer's keys cannot be fetched (the
     * token could not be checked right now).
     */
    public Future<Optional<Claims>> validate(String token) {
        SignedJWT jwt;
        try {
            jwt = SignedJWT.parse(token);
        } catch (java.text.ParseException e) {
            return Future.succeededFuture(Optional.empty());
        }
        var keyId = jwt.getHeader().getKeyID();
        if (keyId == null || !ALGORITHMS.contains(jwt.getHeader().getAlgorithm())) {
            return Future.succeededFuture(Optional.empty());
        }
        return keys.forKey(keyId).map(set -> check(jwt, set));
    }

    private Optional<Claims> check(SignedJWT jwt, JWKSet set) {
        var processor = new DefaultJWTProcessor<SecurityContext>();
        processor.setJWSTypeVerifier(new DefaultJOSEObjectTypeVerifier<>(
                JOSEObjectType.JWT, new JOSEObjectType("at+jwt"), new JOSEObjectType("application/at+jwt"), null));
        processor.setJWSKeySelector(
                new JWSVerificationKeySelector<>(new HashSet<>(ALGORITHMS), new ImmutableJWKSet<>(set)));
        processor.setJWTClaimsSetVerifier(claimsVerifier);
        try {
            var claims = processor.process(jwt, null);
            var clientId = claims.getStringClaim("client_id");
            if (clientId == null || clientId.isBlank()) clientId = claims.getStringClaim("azp");
            if (clientId == null || clientId.isBlank() || claims.getSubject().isBlank()) return Optional.empty();
            var emailVerified = Boolean.TRUE.equals(claims.getBooleanClaim("email_verified"));
            return Optional.of(new Claims(
                    issuer,
                    claims.getSubject(),
                    clientId,
                    claims.getStringClaim("email"),
                    emailVerified,
                    claims.getExpirationTime().getTime()));
        } catch (BadJOSEException | com.nimbusds.jose.JOSEException | java.text.ParseException e) {
            return Optional.empty();
        }
    }
}
