package io.sigment.analytics.engine;

/**
 * Where each person sits in the bitsets: people engaged with two or more creators of the index get
 * the first positions, everyone else follows. Overlaps and core people can only involve the first
 * group, so pairwise counts and core counting read only the first {@code sharedWords} words, and the
 * rest reduces to one count per creator.
 */
final class BitPositions {
    private final int[] positionOf;
    private final int shared;

    private BitPositions(int[] positionOf, int shared) {
        this.positionOf = positionOf;
        this.shared = shared;
    }

    /** Positions for people 0..universe-1 engaged as the bitsets (indexed by person id) say. */
    static BitPositions of(long[][] byPerson, int universe) {
        int words = (universe + 63) >>> 6;
        long[] twos = new long[words];
        long[] ones = new long[words];
        for (long[] set : byPerson) {
            for (int w = 0; w < words; w++) {
                twos[w] |= ones[w] & set[w];
                ones[w] |= set[w];
            }
        }
        int shared = 0;
        for (long word : twos) {
            shared += Long.bitCount(word);
        }
        int[] positionOf = new int[universe];
        int nextShared = 0;
        int nextOther = shared;
        for (int person = 0; person < universe; person++) {
            boolean isShared = (twos[person >>> 6] & (1L << person)) != 0;
            positionOf[person] = isShared ? nextShared++ : nextOther++;
        }
        return new BitPositions(positionOf, shared);
    }

    int position(int person) {
        return positionOf[person];
    }

    /** Words holding every person engaged with two or more creators. */
    int sharedWords() {
        return (shared + 63) >>> 6;
    }

    /** The bitset with each person moved to their position. */
    long[] reorder(long[] byPerson) {
        long[] result = new long[byPerson.length];
        for (int w = 0; w < byPerson.length; w++) {
            long word = byPerson[w];
            while (word != 0) {
                int position = positionOf[w * 64 + Long.numberOfTrailingZeros(word)];
                result[position >>> 6] |= 1L << position;
                word &= word - 1;
            }
        }
        return result;
    }
}
