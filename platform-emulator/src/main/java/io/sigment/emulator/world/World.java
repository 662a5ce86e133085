package io.sigment.emulator.world;

import io.sigment.common.Platform;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.EnumMap;
import java.util.Map;

/**
 * The emulated world: per platform {@code creators} creators and their people, all derived from {@code seed}.
 * Post dates count back from the start of the current UTC day, so posts stay "recent".
 */
public final class World {
    private final long seed;
    private final TopicCatalog catalog;
    private final Map<Platform, PlatformWorld> platforms = new EnumMap<>(Platform.class);

    private World(long seed, TopicCatalog catalog) {
        this.seed = seed;
        this.catalog = catalog;
    }

    public static World generate(long seed, int creatorsPerPlatform) {
        return generate(seed, creatorsPerPlatform, WorldOptions.DEFAULTS);
    }

    /**
     * The emulator's world ({@link #generate(long, int)}), the last one asked for kept for the next caller in this
     * JVM that asks for the same seed and size on the same UTC day. A world is read-only but for its thread-safe
     * caches, so the emulator of each stack a test JVM starts and the tests' ground truth can share one: generating
     * it again was ~10% of system-tests' JVMs' CPU (bench/results/2026-11-30-ci-cpu-by-process.md). One process
     * of a deployment starts one emulator and gains nothing; a world of its own is {@link #generate}'s.
     */
    public static World shared(long seed, int creatorsPerPlatform) {
        var key = new SharedKey(
                seed,
                creatorsPerPlatform,
                Instant.now().truncatedTo(ChronoUnit.DAYS).getEpochSecond());
        var last = lastShared;
        if (last != null && last.key().equals(key)) return last.world();
        var world = generate(seed, creatorsPerPlatform);
        lastShared = new Shared(key, world);
        return world;
    }

    private record SharedKey(long seed, int creatorsPerPlatform, long day) {}

    private record Shared(SharedKey key, World world) {}

    /** Read and replaced whole: two first callers at once may both generate it, and either one is kept. */
    private static volatile Shared lastShared;

    /** A world with the generator's knobs set ({@link WorldOptions#DEFAULTS} is the emulator's world). */
    public static World generate(long seed, int creatorsPerPlatform, WorldOptions options) {
        if (creatorsPerPlatform < 10)
            throw new IllegalArgumentException("a world needs at least 10 creators per platform");
        var world = new World(seed, TopicCatalog.standard());
        long now = Instant.now().truncatedTo(ChronoUnit.DAYS).getEpochSecond();
        for (var platform : Platform.values()) {
            world.platforms.put(
                    platform, new PlatformWorld(seed, platform, creatorsPerPlatform, world.catalog, now, options));
        }
        return world;
    }

    public long seed() {
        return seed;
    }

    public TopicCatalog catalog() {
        return catalog;
    }

    public PlatformWorld platform(Platform platform) {
        return platforms.get(platform);
    }
}
