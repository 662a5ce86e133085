package io.sigment.scraper.people;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.sigment.common.Platform;
import java.util.EnumMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Meters of engagers' data: person keys held (per platform, as of the last sweep), engager sets and person keys
 * deleted by retention, and erasures done. Labels: {@code platform} only.
 */
public final class PrivacyMetrics {
  public static final String KEYS_HELD = "sigment.people.keys.held";
  public static final String ENGAGER_SETS_EXPIRED = "sigment.retention.engager.sets.deleted";
  public static final String KEYS_EXPIRED = "sigment.retention.person.keys.deleted";
  public static final String ERASURES = "sigment.privacy.erasures";

  private final Map<Platform, AtomicLong> held = new EnumMap<>(Platform.class);
  private final Counter setsExpired;
  private final Counter keysExpired;
  private final MeterRegistry registry;

  public PrivacyMetrics(MeterRegistry registry) {
    this.registry = registry;
    for (var platform : Platform.values()) {
      held.put(platform, new AtomicLong());
      Gauge.builder(KEYS_HELD, held.get(platform), AtomicLong::get).description("Pseudonymous person keys stored")
          .tag("platform", platform.key()).register(registry);
      erasures(platform);
    }
    setsExpired = Counter.builder(ENGAGER_SETS_EXPIRED).description("Posts' engager sets deleted by retention")
        .register(registry);
    keysExpired = Counter.builder(KEYS_EXPIRED).description("Person keys deleted by retention").register(registry);
  }

  void held(Map<Platform, Long> keys) {
    for (var platform : Platform.values()) held.get(platform).set(keys.getOrDefault(platform, 0L));
  }

  void setsExpired(int count) {
    setsExpired.increment(count);
  }

  void keysExpired(int count) {
    keysExpired.increment(count);
  }

  /** Erasures this process did (the operator command's own process, or a replica's). */
  public Counter erasures(Platform platform) {
    return Counter.builder(ERASURES).description("People erased on request").tag("platform", platform.key())
        .register(registry);
  }
}
