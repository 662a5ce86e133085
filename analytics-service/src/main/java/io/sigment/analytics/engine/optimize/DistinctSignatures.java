package io.sigment.analytics.engine.optimize;

import java.util.Arrays;

/** DistinctSignatures signatures (width longs each, flat) with how many people have each. */
record DistinctSignatures(long[] keys, long[] counts, int size) {

    /** Counts the records [from, to) of {@code records} in a table sized for them alone. */
    static DistinctSignatures count(long[] records, long[] hashes, int from, int to, int width) {
        int capacity = Integer.highestOneBit(Math.max(2, 2 * (to - from)) - 1) << 1;
        int[] slots = new int[capacity];
        Arrays.fill(slots, -1);
        long[] keys = new long[(to - from) * width];
        long[] counts = new long[to - from];
        int size = 0;
        for (int r = from; r < to; r++) {
            int slot = (int) hashes[r] & (capacity - 1);
            while (true) {
                int d = slots[slot];
                if (d < 0) {
                    System.arraycopy(records, r * width, keys, size * width, width);
                    counts[size] = 1;
                    slots[slot] = size++;
                    break;
                }
                if (Arrays.equals(keys, d * width, d * width + width, records, r * width, r * width + width)) {
                    counts[d]++;
                    break;
                }
                slot = (slot + 1) & (capacity - 1);
            }
        }
        return new DistinctSignatures(keys, counts, size);
    }

    static DistinctSignatures concat(DistinctSignatures[] parts, int width) {
        int size = 0;
        for (DistinctSignatures part : parts) {
            size += part.size;
        }
        long[] keys = new long[size * width];
        long[] counts = new long[size];
        int at = 0;
        for (DistinctSignatures part : parts) {
            System.arraycopy(part.keys, 0, keys, at * width, part.size * width);
            System.arraycopy(part.counts, 0, counts, at, part.size);
            at += part.size;
        }
        return new DistinctSignatures(keys, counts, size);
    }

    /** MurmurHash3's finalizer: every key bit affects every hash bit. */
    static long mix(long key) {
        long h = key;
        h ^= h >>> 33;
        h *= 0xff51afd7ed558ccdL;
        h ^= h >>> 33;
        h *= 0xc4ceb9fe1a85ec53L;
        h ^= h >>> 33;
        return h;
    }
}
