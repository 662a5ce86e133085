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
