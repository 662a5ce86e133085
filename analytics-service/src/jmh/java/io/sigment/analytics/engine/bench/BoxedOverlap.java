package io.sigment.analytics.engine.bench;

import io.sigment.analytics.engine.CreatorSample;
import io.sigment.analytics.engine.PostSample;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** The baseline: the same overlap computation on boxed {@code HashSet<Integer>} audiences. */
final class BoxedOverlap {
  final List<Set<Integer>> audiences;

  BoxedOverlap(List<CreatorSample> samples) {
    this.audiences = samples.stream().map(BoxedOverlap::audience).toList();
  }

  private static Set<Integer> audience(CreatorSample creator) {
    Set<Integer> people = new HashSet<>();
    for (PostSample post : creator.posts()) {
      for (int person : post.people()) {
        people.add(person);
      }
    }
    return people;
  }

  /** {U, K, core people per creator..., pair counts...} for threshold t. */
  long[] compute(int threshold) {
    int n = audiences.size();
    Map<Integer, Integer> creatorsPerPerson = new HashMap<>();
    for (Set<Integer> audience : audiences) {
      for (Integer person : audience) {
        creatorsPerPerson.merge(person, 1, Integer::sum);
      }
    }
    long core = creatorsPerPerson.values().stream().filter(c -> c >= threshold).count();
    long[] result = new long[2 + n + n * (n - 1) / 2];
    result[0] = creatorsPerPerson.size();
    result[1] = core;
    for (int c = 0; c < n; c++) {
      long corePeople = 0;
      for (Integer person : audiences.get(c)) {
        if (creatorsPerPerson.get(person) >= threshold) {
          corePeople++;
        }
      }
      result[2 + c] = corePeople;
    }
    int k = 2 + n;
    for (int i = 0; i < n; i++) {
      for (int j = i + 1; j < n; j++) {
        Set<Integer> small = audiences.get(i).size() <= audiences.get(j).size() ? audiences.get(i) : audiences.get(j);
        Set<Integer> large = small == audiences.get(i) ? audiences.get(j) : audiences.get(i);
        long count = 0;
        for (Integer person : small) {
          if (large.contains(person)) {
            count++;
          }
        }
        result[k++] = count;
      }
    }
    return result;
  }
}
