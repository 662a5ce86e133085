package io.sigment.scraper.people;

import io.sigment.common.Config;
import io.sigment.common.Platform;
import io.sigment.common.Setting;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.util.Optional;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * The pseudonymous key of a person: HMAC-SHA-256 of {@code platform \n platform person id} under a deployment
 * secret. The key is all the database keeps of who someone is; without the secret it cannot be reversed or
 * recomputed from an id. A rotation keys new sightings under the new secret and finds old keys under the previous one.
 */
public final class PersonKeys {
    public static final int KEY_BYTES = 32;
    static final int MIN_SECRET_CHARS = 32;
    /**
     * The stand-in for an unset secret in a demo or a test (production config refuses to start without a real one): one
     * value everywhere, so processes sharing a database key people alike.
     */
    static final String DEMO_SECRET = "sigment-demo-person-key-secret-not-for-production";

    static final String DEMO_DENY_SECRET = "sigment-demo-deny-list-secret-not-for-production";

    private final ThreadLocal<Mac> current;
    private final ThreadLocal<Mac> previous;

    public PersonKeys(String secret, String previousSecret) {
        current = macOf(secret, Setting.PERSON_KEY_SECRET);
        previous = previousSecret == null || previousSecret.isEmpty()
                ? null
                : macOf(previousSecret, Setting.PERSON_KEY_SECRET_PREVIOUS);
    }

    /** The person keys of this deployment: its secret (a demo's stand-in when unset) and the one being rotated out. */
    public static PersonKeys of(Config config) {
        return new PersonKeys(
                config.optional(Setting.PERSON_KEY_SECRET).orElse(DEMO_SECRET),
                config.optional(Setting.PERSON_KEY_SECRET_PREVIOUS).orElse(""));
    }

    /** The deny list's keys: the same construction under a secret of their own, so a person-key rotation keeps them. */
    public static PersonKeys denyList(Config config) {
        return new PersonKeys(config.optional(Setting.PERSON_DENY_SECRET).orElse(DEMO_DENY_SECRET), "");
    }

    /** The key of a person under the current secret. */
    public byte[] key(Platform platform, String platformPersonId) {
        return hmac(current.get(), platform, platformPersonId);
    }

    /** The key the same person had under the secret being rotated out, if one is. */
    public Optional<byte[]> previousKey(Platform platform, String platformPersonId) {
        return previous == null ? Optional.empty() : Optional.of(hmac(previous.get(), platform, platformPersonId));
    }

    public boolean rotating() {
        return previous != null;
    }

    private static byte[] hmac(Mac mac, Platform platform, String platformPersonId) {
        mac.update(platform.key().getBytes(StandardCharsets.US_ASCII));
        mac.update((byte) '\n');
        return mac.doFinal(platformPersonId.getBytes(StandardCharsets.UTF_8));
    }

    private static ThreadLocal<Mac> macOf(String secret, Setting setting) {
        if (secret.length() < MIN_SECRET_CHARS) {
            throw new IllegalArgumentException(
                    setting.env() + " must have at least " + MIN_SECRET_CHARS + " characters");
        }
        var key = new SecretKeySpec(secret.getBytes(StandardCharsets.UTF_8), "HmacSHA256");
        return ThreadLocal.withInitial(() -> {
            try {
                var mac = Mac.getInstance("HmacSHA256");
                mac.init(key);
                return mac;
            } catch (GeneralSecurityException e) {
                throw new IllegalStateException("HMAC-SHA-256 unavailable", e);
            }
        });
    }
}
