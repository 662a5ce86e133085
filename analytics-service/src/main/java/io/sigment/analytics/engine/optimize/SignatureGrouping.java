package io.sigment.analytics.engine.optimize;

import io.sigment.analytics.engine.AudienceIndex;
import java.util.Arrays;
import java.util.stream.IntStream;

/**
 * Builds signatures from the bitsets 64 people at a time. People engaged with one candidate are
 * counted per candidate with a popcount (found by a ones/twos bit count over the word); people with
 * two candidates are counted per pair. The signatures of the others (ceil(n / 64)
 * longs each) are appended to a buffer, partitioned by hash into buckets small enough for the cache,
 * and counted per bucket in a small open-addressing table: sequential passes instead of one random
 * probe per person into a table far bigger than the cache. Scanning and counting use all cores.
 */
final class SignatureGrouping {
    record Grouped(int[] weights, int[] offsets, int[] members) {}

    private static final int RECORDS_PER_BUCKET = 2048;
    private static final int BLOCK_WORDS = 64;
    private static final int SAMPLE = 1 << 16;

    private final int n;
    private final int width;
    private final long[] singles;
    private final long[] pairs;
    private long[] buffer;
    private int records;

    private SignatureGrouping(int n) {
        this.n = n;
        this.width = Math.max(1, (n + 63) >>> 6);
        this.singles = new long[n];
        this.pairs = new long[Math.max(1, n * (n - 1) / 2)];
        this.buffer = new long[1024 * width];
    }

    static Grouped group(AudienceIndex index, int[] candidates, long[] filter) {
        int n = candidates.length;
        long[][] sets = new long[n][];
        for (int c = 0; c < n; c++) {
            sets[c] = index.bits(candidates[c]);
        }
        int words = index.sharedWords();
        int parts = Math.max(1, Math.min(Runtime.getRuntime().availableProcessors(), words / 4096));
        SignatureGrouping all = IntStream.range(0, parts)
                .parallel()
                .mapToObj(p -> {
                    var part = new SignatureGrouping(n);
                    part.scan(sets, filter, (int) ((long) words * p / parts), (int) ((long) words * (p + 1) / parts));
                    return part;
                })
                .reduce(SignatureGrouping::merge)
                .orElseGet(() -> new SignatureGrouping(n));
        all.addTail(index, candidates, sets, filter, words);
        return all.toGrouped(all.countDistinct());
    }

    /** Beyond the shared words everyone engaged with one candidate at most: counted per candidate. */
    private void addTail(AudienceIndex index, int[] candidates, long[][] sets, long[] filter, int fromWord) {
        for (int c = 0; c < n; c++) {
            if (filter == null) {
                singles[c] += index.tailPeople(candidates[c]);
                continue;
            }
            long[] set = sets[c];
            for (int w = fromWord; w < set.length; w++) {
                singles[c] += Long.bitCount(set[w] & filter[w]);
            }
        }
    }

    /** Words [fromWord, toWord) a block at a time, each candidate's part of a block read in one run. */
    private void scan(long[][] sets, long[] filter, int fromWord, int toWord) {
        long[] sigs = new long[BLOCK_WORDS * 64 * width];
        long[] ones = new long[BLOCK_WORDS];
        long[] twos = new long[BLOCK_WORDS];
        for (int block = fromWord; block < toWord; block += BLOCK_WORDS) {
            int len = Math.min(BLOCK_WORDS, toWord - block);
            Arrays.fill(ones, 0L);
            Arrays.fill(twos, 0L);
            for (int c = 0; c < n; c++) {
                long[] set = sets[c];
                for (int w = 0; w < len; w++) {
                    long x = set[block + w] & (filter == null ? -1L : filter[block + w]);
                    twos[w] |= ones[w] & x;
                    ones[w] |= x;
                }
            }
            for (int c = 0; c < n; c++) {
                long[] set = sets[c];
                long bit = 1L << c;
                int slot = c >>> 6;
                long single = 0;
                for (int w = 0; w < len; w++) {
                    long x = set[block + w] & (filter == null ? -1L : filter[block + w]);
                    single += Long.bitCount(x & ~twos[w]);
                    x &= twos[w];
                    int base = w * 64 * width + slot;
                    while (x != 0) {
                        sigs[base + Long.numberOfTrailingZeros(x) * width] |= bit;
                        x &= x - 1;
                    }
                }
                singles[c] += single;
            }
            for (int w = 0; w < len; w++) {
                long touched = twos[w];
                while (touched != 0) {
                    int at = (w * 64 + Long.numberOfTrailingZeros(touched)) * width;
                    touched &= touched - 1;
                    add(sigs, at);
                    Arrays.fill(sigs, at, at + width, 0L);
                }
            }
        }
    }

    private void add(long[] source, int at) {
        int first = -1;
        int second = -1;
        int members = 0;
        for (int i = 0; i < width && members <= 2; i++) {
            long word = source[at + i];
            while (word != 0 && members <= 2) {
                int c = i * 64 + Long.numberOfTrailingZeros(word);
                word &= word - 1;
                if (members == 0) {
                    first = c;
                } else if (members == 1) {
                    second = c;
                }
                members++;
            }
        }
        if (members == 1) {
            singles[first]++;
        } else if (members == 2) {
            pairs[first * (2 * n - first - 1) / 2 + (second - first - 1)]++;
        } else {
            if ((records + 1) * width > buffer.length) {
                buffer = Arrays.copyOf(buffer, buffer.length * 2);
            }
            System.arraycopy(source, at, buffer, records * width, width);
            records++;
        }
    }

    private SignatureGrouping merge(SignatureGrouping other) {
        for (int c = 0; c < n; c++) {
            singles[c] += other.singles[c];
        }
        for (int p = 0; p < pairs.length; p++) {
            pairs[p] += other.pairs[p];
        }
        buffer = Arrays.copyOf(buffer, (records + other.records) * width);
        System.arraycopy(other.buffer, 0, buffer, records * width, other.records * width);
        records += other.records;
        return this;
    }

    /**
     * Distinct signatures of three or more candidates with their counts, bucket by bucket; when a
     * sample shows they barely repeat (many candidates), each person keeps their own row instead.
     */
    private DistinctSignatures countDistinct() {
        if (mostlyDistinct()) {
            long[] counts = new long[records];
            Arrays.fill(counts, 1);
            return new DistinctSignatures(Arrays.copyOf(buffer, records * width), counts, records);
        }
        int bits = Math.max(0, 32 - Integer.numberOfLeadingZeros(Math.max(1, records / RECORDS_PER_BUCKET)));
        int buckets = 1 << bits;
        long[] hashes = new long[records];
        int[] starts = new int[buckets + 1];
        for (int r = 0; r < records; r++) {
            hashes[r] = hash(buffer, r * width);
            starts[bucket(hashes[r], bits) + 1]++;
        }
        for (int b = 0; b < buckets; b++) {
            starts[b + 1] += starts[b];
        }
        int[] cursor = Arrays.copyOf(starts, buckets);
        long[] sorted = new long[records * width];
        long[] sortedHashes = new long[records];
        for (int r = 0; r < records; r++) {
            int to = cursor[bucket(hashes[r], bits)]++;
            System.arraycopy(buffer, r * width, sorted, to * width, width);
            sortedHashes[to] = hashes[r];
        }
        buffer = null;
        DistinctSignatures[] perBucket = IntStream.range(0, buckets)
                .parallel()
                .mapToObj(b -> DistinctSignatures.count(sorted, sortedHashes, starts[b], starts[b + 1], width))
                .toArray(DistinctSignatures[]::new);
        return DistinctSignatures.concat(perBucket, width);
    }

    /** True when at least 3 in 4 of a sample of the buffered signatures differ from each other. */
    private boolean mostlyDistinct() {
        int sample = Math.min(records, SAMPLE);
        if (sample < SAMPLE) {
            return false;
        }
        long[] hashes = new long[sample];
        for (int r = 0; r < sample; r++) {
            hashes[r] = hash(buffer, (int) ((long) r * records / sample) * width);
        }
        Arrays.sort(hashes);
        int distinct = 1;
        for (int i = 1; i < sample; i++) {
            distinct += hashes[i] != hashes[i - 1] ? 1 : 0;
        }
        return distinct * 4L >= sample * 3L;
    }

    private static int bucket(long hash, int bits) {
        return bits == 0 ? 0 : (int) (hash >>> (64 - bits));
    }

    private long hash(long[] source, int at) {
        long h = 0;
        for (int i = 0; i < width; i++) {
            h = DistinctSignatures.mix(h ^ source[at + i]);
        }
        return h;
    }

    private Grouped toGrouped(DistinctSignatures distinct) {
        int singleSigs = (int) Arrays.stream(singles).filter(s -> s > 0).count();
        int pairSigs = (int) Arrays.stream(pairs).filter(s -> s > 0).count();
        int total = singleSigs + pairSigs + distinct.size();
        int[] weights = new int[total];
        int[] offsets = new int[total + 1];
        long entries = singleSigs + 2L * pairSigs;
        for (long key : distinct.keys()) {
            entries += Long.bitCount(key);
        }
        int[] members = new int[Math.toIntExact(entries)];
        int s = 0;
        int e = 0;
        for (int c = 0; c < n; c++) {
            if (singles[c] > 0) {
                weights[s] = Math.toIntExact(singles[c]);
                members[e++] = c;
                offsets[++s] = e;
            }
        }
        int p = 0;
        for (int a = 0; a < n; a++) {
            for (int b = a + 1; b < n; b++, p++) {
                if (pairs[p] > 0) {
                    weights[s] = Math.toIntExact(pairs[p]);
                    members[e++] = a;
                    members[e++] = b;
                    offsets[++s] = e;
                }
            }
        }
        for (int d = 0; d < distinct.size(); d++) {
            weights[s] = Math.toIntExact(distinct.counts()[d]);
            for (int i = 0; i < width; i++) {
                long word = distinct.keys()[d * width + i];
                while (word != 0) {
                    members[e++] = i * 64 + Long.numberOfTrailingZeros(word);
                    word &= word - 1;
                }
            }
            offsets[++s] = e;
        }
        return new Grouped(weights, offsets, members);
    }
}
