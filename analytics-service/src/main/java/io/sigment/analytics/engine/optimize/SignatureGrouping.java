package io.sigment.analytics.engine.optimize;

import io.sigment.analytics.engine.AudienceIndex;
import java.util.Arrays;

/**
 * Builds signatures from the bitsets 64 people at a time. People engaged with a single candidate are
 * counted per candidate; the others go through an open-addressing table keyed by their signature
 * (ceil(n / 64) longs).
 */
final class SignatureGrouping {
  record Grouped(int[] weights, int[] offsets, int[] members) {
  }

  private final int width;
  private long[] keys;
  private int[] counts;
  private int size;

  private SignatureGrouping(int width) {
    this.width = width;
    this.keys = new long[1024 * width];
    this.counts = new int[1024];
  }

  static Grouped group(AudienceIndex index, int[] candidates, long[] filter) {
    int n = candidates.length;
    int width = Math.max(1, (n + 63) >>> 6);
    var table = new SignatureGrouping(width);
    long[] singles = new long[n];
    long[] sigs = new long[64 * width];
    long[][] sets = new long[n][];
    for (int c = 0; c < n; c++) {
      sets[c] = index.bits(candidates[c]);
    }
    int words = (index.universe() + 63) >>> 6;
    for (int w = 0; w < words; w++) {
      long mask = filter == null ? -1L : filter[w];
      long touched = 0;
      for (int c = 0; c < n; c++) {
        long x = sets[c][w] & mask;
        touched |= x;
        long bit = 1L << c;
        int slot = c >>> 6;
        while (x != 0) {
          int b = Long.numberOfTrailingZeros(x);
          sigs[b * width + slot] |= bit;
          x &= x - 1;
        }
      }
      while (touched != 0) {
        int b = Long.numberOfTrailingZeros(touched);
        touched &= touched - 1;
        int at = b * width;
        int single = singleMember(sigs, at, width);
        if (single >= 0) {
          singles[single]++;
        } else {
          table.add(sigs, at);
        }
        Arrays.fill(sigs, at, at + width, 0L);
      }
    }
    return table.toGrouped(singles);
  }

  private static int singleMember(long[] sigs, int at, int width) {
    int found = -1;
    for (int i = 0; i < width; i++) {
      long word = sigs[at + i];
      if (word == 0) {
        continue;
      }
      if (found >= 0 || (word & (word - 1)) != 0) {
        return -1;
      }
      found = i * 64 + Long.numberOfTrailingZeros(word);
    }
    return found;
  }

  private void add(long[] source, int at) {
    if (2 * (size + 1) > counts.length) {
      grow();
    }
    int slot = find(source, at);
    if (counts[slot] == 0) {
      System.arraycopy(source, at, keys, slot * width, width);
      size++;
    }
    counts[slot]++;
  }

  private int find(long[] source, int at) {
    int capacityMask = counts.length - 1;
    long h = 0;
    for (int i = 0; i < width; i++) {
      h = (h ^ source[at + i]) * 0x9E3779B97F4A7C15L;
    }
    int slot = (int) (h ^ (h >>> 29)) & capacityMask;
    while (counts[slot] != 0 && !Arrays.equals(keys, slot * width, slot * width + width, source, at, at + width)) {
      slot = (slot + 1) & capacityMask;
    }
    return slot;
  }

  private void grow() {
    long[] oldKeys = keys;
    int[] oldCounts = counts;
    keys = new long[oldKeys.length * 2];
    counts = new int[oldCounts.length * 2];
    for (int slot = 0; slot < oldCounts.length; slot++) {
      if (oldCounts[slot] != 0) {
        int to = find(oldKeys, slot * width);
        System.arraycopy(oldKeys, slot * width, keys, to * width, width);
        counts[to] = oldCounts[slot];
      }
    }
  }

  private Grouped toGrouped(long[] singles) {
    int singleSigs = 0;
    for (long s : singles) {
      if (s > 0) {
        singleSigs++;
      }
    }
    int total = singleSigs + size;
    int[] weights = new int[total];
    int[] offsets = new int[total + 1];
    long entries = singleSigs;
    for (int slot = 0; slot < counts.length; slot++) {
      if (counts[slot] != 0) {
        for (int i = 0; i < width; i++) {
          entries += Long.bitCount(keys[slot * width + i]);
        }
      }
    }
    int[] members = new int[Math.toIntExact(entries)];
    int s = 0;
    int e = 0;
    for (int c = 0; c < singles.length; c++) {
      if (singles[c] > 0) {
        weights[s] = Math.toIntExact(singles[c]);
        members[e++] = c;
        offsets[++s] = e;
      }
    }
    for (int slot = 0; slot < counts.length; slot++) {
      if (counts[slot] == 0) {
        continue;
      }
      weights[s] = counts[slot];
      for (int i = 0; i < width; i++) {
        long word = keys[slot * width + i];
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
