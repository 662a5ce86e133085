package io.sigment.emulator.world;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Function;

/**
 * The values of the {@code capacity} keys used last, each computed on first use by a pure function (two threads may
 * both compute one; either result is the same).
 */
final class RecentValues<K, V> {
    private final Map<K, V> values;

    RecentValues(int capacity) {
        values = new LinkedHashMap<>(Math.min(capacity, 256), 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<K, V> eldest) {
                return size() > capacity;
            }
        };
    }

    V get(K key, Function<K, V> compute) {
        synchronized (values) {
            var known = values.get(key);
            if (known != null) return known;
        }
        var computed = compute.apply(key);
        synchronized (values) {
            values.put(key, computed);
        }
        return computed;
    }
}
