package io.sigment.accounts.signin;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;
import org.bouncycastle.crypto.generators.Argon2BytesGenerator;
import org.bouncycastle.crypto.params.Argon2Parameters;

/**
 * Argon2id password hashes (OWASP: 19 MiB, 2 passes, 1 lane) in the PHC string format
 * {@code $argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>}. About 0.1–0.2 s of CPU each: call it off the event loop.
 */
public final class Passwords {
    /** The lengths a chosen password may have (sign-up, sign-up from an invitation, a reset). */
    public static final int MIN_LENGTH = 10;

    public static final int MAX_LENGTH = 200;
    private static final int MEMORY_KIB = 19_456;
    private static final int ITERATIONS = 2;
    private static final int LANES = 1;
    private static final int HASH_BYTES = 32;
    private static final SecureRandom RANDOM = new SecureRandom();
    private static final Base64.Encoder B64 = Base64.getEncoder().withoutPadding();
    private static final Base64.Decoder B64D = Base64.getDecoder();

    private Passwords() {}

    /** Whether {@code password} may be chosen: {@link #MIN_LENGTH} to {@link #MAX_LENGTH} characters. */
    public static boolean acceptable(String password) {
        return password.length() >= MIN_LENGTH && password.length() <= MAX_LENGTH;
    }

    /** What a refused password is told (a {@code ToolError.invalidArguments} detail). */
    public static String rules() {
        return "password: " + MIN_LENGTH + "-" + MAX_LENGTH + " characters";
    }

    /** The hash every chosen password is stored as (sign-up, invitations, resets, the demo user): OWASP's cost. */
    public static String hash(String password) {
        return hash(password, MEMORY_KIB, ITERATIONS);
    }

    /**
     * A hash at another cost ({@code memoryKib} ≥ 8, {@code iterations} ≥ 1), in the same format: {@link #verify}
     * reads the cost from each stored hash. Only for fixtures that store many made-up users' passwords (the system
     * tests' accounts), where OWASP's cost is ~0.1 CPU-second a user to store and again at each sign-in.
     */
    public static String hash(String password, int memoryKib, int iterations) {
        var salt = new byte[16];
        RANDOM.nextBytes(salt);
        var hash = argon2(password, salt, memoryKib, iterations, LANES, HASH_BYTES);
        return "$argon2id$v=19$m=" + memoryKib + ",t=" + iterations + ",p=" + LANES + "$" + B64.encodeToString(salt)
                + "$" + B64.encodeToString(hash);
    }

    /** True when {@code password} matches {@code stored}; false for any malformed or absent hash. */
    public static boolean verify(String password, String stored) {
        if (stored == null || password == null) return false;
        var parts = stored.split("\\$");
        if (parts.length != 6 || !parts[1].equals("argon2id") || !parts[2].equals("v=19")) return false;
        try {
            int memory = 0;
            int iterations = 0;
            int lanes = 0;
            for (var setting : parts[3].split(",")) {
                var pair = setting.split("=", 2);
                var value = Integer.parseInt(pair[1]);
                switch (pair[0]) {
                    case "m" -> memory = value;
                    case "t" -> iterations = value;
                    case "p" -> lanes = value;
                    default -> {
                        return false;
                    }
                }
            }
            var salt = B64D.decode(parts[4]);
            var expected = B64D.decode(parts[5]);
            return MessageDigest.isEqual(expected, argon2(password, salt, memory, iterations, lanes, expected.length));
        } catch (RuntimeException malformed) {
            return false;
        }
    }

    private static byte[] argon2(String password, byte[] salt, int memory, int iterations, int lanes, int length) {
        var generator = new Argon2BytesGenerator();
        generator.init(new Argon2Parameters.Builder(Argon2Parameters.ARGON2_id)
                .withVersion(Argon2Parameters.ARGON2_VERSION_13)
                .withMemoryAsKB(memory)
                .withIterations(iterations)
                .withParallelism(lanes)
                .withSalt(salt)
                .build());
        var out = new byte[length];
        generator.generateBytes(password.getBytes(StandardCharsets.UTF_8), out);
        return out;
    }
}
