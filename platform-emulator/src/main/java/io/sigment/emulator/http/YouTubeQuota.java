package io.sigment.emulator.http;

import java.time.LocalDate;
import java.time.ZoneId;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/** Google's daily quota: units per API key, reset at midnight Pacific time. */
final class YouTubeQuota {
    private static final ZoneId PACIFIC = ZoneId.of("America/Los_Angeles");

    private final long dailyUnits;
    private final ConcurrentHashMap<String, AtomicLong> used = new ConcurrentHashMap<>();

    YouTubeQuota(long dailyUnits) {
        this.dailyUnits = dailyUnits;
    }

    /** Charges {@code cost} units to {@code key}; false (and nothing charged) if that would exceed the day's grant. */
    boolean charge(String key, int cost) {
        var counter = used.computeIfAbsent(LocalDate.now(PACIFIC) + "/" + key, k -> new AtomicLong());
        while (true) {
            long now = counter.get();
            if (now + cost > dailyUnits) return false;
            if (counter.compareAndSet(now, now + cost)) return true;
        }
    }

    long used(String key) {
        var counter = used.get(LocalDate.now(PACIFIC) + "/" + key);
        return counter == null ? 0 : counter.get();
    }
}
