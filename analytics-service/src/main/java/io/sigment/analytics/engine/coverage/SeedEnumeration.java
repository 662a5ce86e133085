package io.sigment.analytics.engine.coverage;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;

/** Every set of at most {@code maxSize} creators whose cost fits the budget, the empty set first. */
final class SeedEnumeration implements Iterable<int[]> {
    private final List<int[]> seeds = new ArrayList<>();

    SeedEnumeration(double[] costs, double budget, int maxSize) {
        seeds.add(new int[0]);
        collect(costs, budget, maxSize, new int[maxSize], 0, 0, 0);
    }

    private void collect(double[] costs, double budget, int maxSize, int[] prefix, int size, int from, double spent) {
        for (int c = from; c < costs.length && size < maxSize; c++) {
            if (spent + costs[c] > budget) {
                continue;
            }
            prefix[size] = c;
            seeds.add(Arrays.copyOf(prefix, size + 1));
            collect(costs, budget, maxSize, prefix, size + 1, c + 1, spent + costs[c]);
        }
    }

    @Override
    public Iterator<int[]> iterator() {
        return seeds.iterator();
    }
}
