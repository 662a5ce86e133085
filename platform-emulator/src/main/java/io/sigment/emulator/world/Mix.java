package io.sigment.emulator.world;

/** Stateless deterministic randomness: every draw is a hash of the seed and what it is for (SplitMix64). */
public final class Mix {
    private static final long GOLDEN = 0x9E3779B97F4A7C15L;

    private Mix() {}

    public static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    public static long hash(long seed, long a) {
        return mix(seed + GOLDEN * (a + 1));
    }

    public static long hash(long seed, long a, long b) {
        return then(hash(seed, a), b);
    }

    public static long hash(long seed, long a, long b, long c) {
        return then(hash(seed, a), b, c);
    }

    /** {@code hash(seed, a, b)} from {@code hashOfA = hash(seed, a)}: for loops over {@code b} with {@code a} fixed. */
    public static long then(long hashOfA, long b) {
        return mix(hashOfA + GOLDEN * (b + 7));
    }

    /** {@code hash(seed, a, b, c)} from {@code hashOfA = hash(seed, a)}. */
    public static long then(long hashOfA, long b, long c) {
        return mix(then(hashOfA, b) + GOLDEN * (c + 13));
    }

    /** A uniform double in [0, 1) from a hash. */
    public static double unit(long hash) {
        return (hash >>> 11) * 0x1.0p-53;
    }

    /** A standard normal draw from two hashes (Box-Muller). */
    public static double normal(long h1, long h2) {
        var u = Math.max(unit(h1), 1e-12);
        return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * unit(h2));
    }

    /** The inverse of {@link #scramble32}. */
    public static long unscramble32(long scrambled) {
        long a = 0x9E3779B1L;
        long inverse = a;
        for (int i = 0; i < 5; i++) inverse *= 2 - a * inverse;
        return (scrambled * inverse) & 0xFFFFFFFFL;
    }

    /** A bijection of 32-bit values: unique ids that do not look sequential. */
    public static long scramble32(long index) {
        return (index * 0x9E3779B1L) & 0xFFFFFFFFL;
    }
}
