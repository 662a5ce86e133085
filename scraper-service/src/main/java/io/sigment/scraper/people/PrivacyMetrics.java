package io.sigment.scraper.people;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.sigment.common.Platform;
import java.util.EnumMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Meters of engagers' data: person keys held and erasures recorded (per platform, read from the database at each
 * retention sweep, so every replica reports the whole deployment, whoever erased), engager sets and person keys
 * deleted by this replica's sweeps. Labels: {@code platform} only.
 */
public final class PrivacyMetrics {
    public static final String KEYS_HELD = "sigment.people.keys.held";
    public static final String ENGAGER_SETS_EXPIRED = "sigment.retention.engager.sets.deleted";
    public static final String KEYS_EXPIRED = "sigment.retention.person.keys.deleted";
    public static final String ERASURES = "sigment.privacy.erasures";

    private final Map<Platform, AtomicLong> held = new EnumMap<>(Platform.class);
    private final Map<Platform, AtomicLong> erasures = new EnumMap<>(Platform.class);
    private final Counter setsExpired;
    private final Counter keysExpired;

    public PrivacyMetrics(MeterRegistry registry) {
        for (var platform : Platform.values()) {
            held.put(platform, new AtomicLong());
            Gauge.builder(KEYS_HELD, held.get(platform), AtomicLong::get)
                    .description("Pseudonymous person keys stored")
                    .tag("platform", platform.key())
                    .register(registry);
            erasures.put(platform, new AtomicLong());
            Gauge.builder(ERASURES, erasures.get(platform), AtomicLong::get)
                    .description("People erased on request")
                    .tag("platform", platform.key())
                    .register(registry);
        }
        setsExpired = Counter.builder(ENGAGER_SETS_EXPIRED)
                .description("Posts' engager sets deleted by retention")
                .register(registry);
        keysExpired = Counter.builder(KEYS_EXPIRED)
                .description("Person keys deleted by retention")
                .register(registry);
    }

    void held(Map<Platform, Long> keys) {
        for (var platform : Platform.values()) held.get(platform).set(keys.getOrDefault(platform, 0L));
    }

    void erasures(Map<Platform, Long> done) {
        for (var platform : Platform.values()) erasures.get(platform).set(done.getOrDefault(platform, 0L));
    }

    void setsExpired(int count) {
        setsExpired.increment(count);
    }

    void keysExpired(int count) {
        keysExpired.increment(count);
    }
}
