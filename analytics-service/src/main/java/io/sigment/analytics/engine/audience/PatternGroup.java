package io.sigment.analytics.engine.audience;

import java.util.Arrays;
import java.util.HashMap;

/**
 * The distinct patterns of the people of one group of a creator's seen people, with how many share each:
 * {@code patternOf[i]} is the pattern of the group's i-th person, {@code members[i]} their index among the
 * creator's seen people.
 */
record PatternGroup(int[] members, long[] patterns, int[] counts, int[] patternOf) {

  /** The people whose {@code groups[i]} is {@code group}. */
  static PatternGroup of(long[] masks, int[] groups, int group) {
    int size = 0;
    for (int g : groups) {
      if (g == group) {
        size++;
      }
    }
    int[] members = new int[size];
    int[] patternOf = new int[size];
    var index = new HashMap<Long, Integer>();
    long[] patterns = new long[16];
    int[] counts = new int[16];
    int distinct = 0;
    int at = 0;
    for (int i = 0; i < masks.length; i++) {
      if (groups[i] != group) {
        continue;
      }
      members[at] = i;
      Integer pattern = index.get(masks[i]);
      if (pattern == null) {
        if (distinct == patterns.length) {
          patterns = Arrays.copyOf(patterns, distinct * 2);
          counts = Arrays.copyOf(counts, distinct * 2);
        }
        pattern = distinct++;
        index.put(masks[i], pattern);
        patterns[pattern] = masks[i];
      }
      counts[pattern]++;
      patternOf[at++] = pattern;
    }
    return new PatternGroup(members, Arrays.copyOf(patterns, distinct), Arrays.copyOf(counts, distinct), patternOf);
  }
}
