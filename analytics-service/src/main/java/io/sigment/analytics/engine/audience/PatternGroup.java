package io.sigment.analytics.engine.audience;

import java.util.Arrays;

/**
 * The distinct patterns of the people of one group of a creator's seen people, with how many share each:
 * {@code patternOf[i]} is the pattern of the group's i-th person, {@code members[i]} their index among the
 * creator's seen people. Patterns are numbered in the order their first person comes.
 */
record PatternGroup(int[] members, long[] patterns, int[] counts, int[] patternOf) {

    /** The people whose {@code groups[i]} is {@code group}. */
    static PatternGroup of(long[] masks, int[] groups, int group) {
        return all(masks, groups, group + 1)[group];
    }

    /** Every group {@code 0 .. groupCount - 1} at once, in one pass over the people. */
    static PatternGroup[] all(long[] masks, int[] groups, int groupCount) {
        int[] sizes = new int[groupCount];
        for (int g : groups) {
            if (g < groupCount) {
                sizes[g]++;
            }
        }
        var builders = new Builder[groupCount];
        for (int g = 0; g < groupCount; g++) {
            builders[g] = new Builder(sizes[g]);
        }
        for (int i = 0; i < masks.length; i++) {
            if (groups[i] < groupCount) {
                builders[groups[i]].add(i, masks[i]);
            }
        }
        var all = new PatternGroup[groupCount];
        for (int g = 0; g < groupCount; g++) {
            all[g] = builders[g].build();
        }
        return all;
    }

    /** One group's people as they come, their patterns found in an open-addressing table of the masks. */
    private static final class Builder {
        private final int[] members;
        private final int[] patternOf;
        private final long[] keys;
        private final int[] slots;
        private long[] patterns = new long[16];
        private int[] counts = new int[16];
        private int distinct;
        private int size;

        Builder(int capacity) {
            members = new int[capacity];
            patternOf = new int[capacity];
            int table = Integer.highestOneBit(Math.max(4, capacity * 2 - 1)) << 1;
            keys = new long[table];
            slots = new int[table];
            Arrays.fill(slots, -1);
        }

        void add(int person, long mask) {
            int at = (int) (mix(mask) & (keys.length - 1));
            while (slots[at] >= 0 && keys[at] != mask) {
                at = (at + 1) & (keys.length - 1);
            }
            int pattern = slots[at];
            if (pattern < 0) {
                if (distinct == patterns.length) {
                    patterns = Arrays.copyOf(patterns, distinct * 2);
                    counts = Arrays.copyOf(counts, distinct * 2);
                }
                pattern = distinct++;
                slots[at] = pattern;
                keys[at] = mask;
                patterns[pattern] = mask;
            }
            counts[pattern]++;
            members[size] = person;
            patternOf[size++] = pattern;
        }

        PatternGroup build() {
            return new PatternGroup(
                    members, Arrays.copyOf(patterns, distinct), Arrays.copyOf(counts, distinct), patternOf);
        }

        private static long mix(long mask) {
            long h = mask * 0x9E3779B97F4A7C15L;
            return h ^ (h >>> 32);
        }
    }
}
