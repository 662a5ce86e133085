package io.sigment.analytics.engine.coverage;

import io.sigment.analytics.engine.AnalysisOptions;
import io.sigment.analytics.engine.AudienceIndex;
import io.sigment.analytics.engine.optimize.SignatureTable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.stream.IntStream;

/**
 * Budgeted maximum coverage of the core audience: from every affordable seed of up to three creators
 * (fewer when the instance is large, see {@link #seedSize}), add the creator with the most newly
 * covered core people per dollar that still fits, until none fits; keep the best mix (most covered,
 * then cheapest) and drop members that add nothing. With seeds of three this is the
 * Khuller-Moss-Naor (1 - 1/e) approximation. The upper bound is the tightest f(A) + fractional
 * knapsack of the marginal gains over the sets A met on the way (valid by submodularity).
 */
public final class ReachPlanner {
    /** Seeds stop growing once (number of seeds x signature entries) would pass this. */
    static final long WORK_BUDGET = 300_000_000L;

    /** A mix over the table's candidates. */
    record Mix(boolean[] chosen, long covered, double cost, long upperBound, int seedSize) {}

    private final SignatureTable table;
    private final double[] costs;
    private final double budget;
    private long upperBound;

    private ReachPlanner(SignatureTable table, double[] costs, double budget) {
        this.table = table;
        this.costs = costs;
        this.budget = budget;
        this.upperBound = table.people();
    }

    /** {@code coreMask}: the selection's core people as a bitset. */
    public static ReachPlan plan(
            AudienceIndex index, int[] members, long[] coreMask, AnalysisOptions options, double budgetUsd) {
        if (!(budgetUsd >= 0) || Double.isInfinite(budgetUsd)) {
            throw new IllegalArgumentException("budget_usd must be finite and >= 0");
        }
        SignatureTable table = SignatureTable.of(index, members, coreMask);
        Mix mix = solve(table, CoverageMixes.costs(index, members, options), budgetUsd);
        var creators = new ArrayList<String>();
        for (int c = 0; c < members.length; c++) {
            if (mix.chosen()[c]) {
                creators.add(index.handle(members[c]));
            }
        }
        long core = table.people();
        return new ReachPlan(
                budgetUsd,
                creators,
                mix.covered(),
                percent(mix.covered(), core),
                mix.cost(),
                mix.upperBound(),
                percent(mix.upperBound(), core),
                mix.seedSize());
    }

    static Mix solve(SignatureTable table, double[] costs, double budget) {
        return new ReachPlanner(table, costs, budget).solve();
    }

    /** Largest seed size (0-3) whose enumeration fits {@link #WORK_BUDGET}. */
    static int seedSize(int creators, long entries) {
        long perRun = Math.max(1, entries);
        int size = 0;
        long seeds = 1;
        for (int s = 1; s <= Math.min(3, creators); s++) {
            seeds += binomial(creators, s);
            if (seeds * perRun > WORK_BUDGET) {
                break;
            }
            size = s;
        }
        return size;
    }

    private Mix solve() {
        int n = table.candidates();
        long entries = table.signatures() == 0 ? 0 : table.membersEnd(table.signatures() - 1);
        int seedSize = seedSize(n, entries);
        boolean[] best = new boolean[n];
        long bestCovered = -1;
        double bestCost = 0;
        for (int[] seed : new SeedEnumeration(costs, budget, seedSize)) {
            CoreCoverage coverage = extend(seed, seed.length == 0);
            double cost = 0;
            boolean[] chosen = new boolean[n];
            for (int c = 0; c < n; c++) {
                if (coverage.chosen(c)) {
                    chosen[c] = true;
                    cost += costs[c];
                }
            }
            if (coverage.covered() > bestCovered || (coverage.covered() == bestCovered && cost < bestCost)) {
                best = chosen;
                bestCovered = coverage.covered();
                bestCost = cost;
            }
        }
        best = withoutIdleMembers(best, bestCovered);
        double cost = 0;
        var finalCoverage = new CoreCoverage(table);
        for (int c = 0; c < n; c++) {
            if (best[c]) {
                cost += costs[c];
                finalCoverage.choose(c);
            }
        }
        tightenBound(finalCoverage);
        return new Mix(best, bestCovered, cost, Math.max(upperBound, bestCovered), seedSize);
    }

    /** Greedy by newly covered core people per dollar from a seed; the bound is tightened on the way if asked. */
    private CoreCoverage extend(int[] seed, boolean bound) {
        var coverage = new CoreCoverage(table);
        double spent = 0;
        for (int c : seed) {
            coverage.choose(c);
            spent += costs[c];
        }
        while (true) {
            if (bound) {
                tightenBound(coverage);
            }
            int next = -1;
            for (int c = 0; c < costs.length; c++) {
                if (coverage.chosen(c) || coverage.gain(c) == 0 || spent + costs[c] > budget) {
                    continue;
                }
                if (next < 0 || moreCostEffective(coverage, c, next)) {
                    next = c;
                }
            }
            if (next < 0) {
                return coverage;
            }
            coverage.choose(next);
            spent += costs[next];
        }
    }

    private boolean moreCostEffective(CoreCoverage coverage, int a, int b) {
        double left = coverage.gain(a) * costs[b];
        double right = coverage.gain(b) * costs[a];
        return left != right ? left > right : coverage.gain(a) > coverage.gain(b);
    }

    /** OPT <= f(A) + max of sum x_c gain_c(A) subject to sum x_c cost_c <= budget, x in [0, 1]. */
    private void tightenBound(CoreCoverage coverage) {
        Integer[] order = IntStream.range(0, costs.length)
                .filter(c -> coverage.gain(c) > 0 && costs[c] <= budget)
                .boxed()
                .toArray(Integer[]::new);
        Arrays.sort(order, (a, b) -> Double.compare(coverage.gain(b) * costs[a], coverage.gain(a) * costs[b]));
        double value = coverage.covered();
        double left = budget;
        for (int c : order) {
            if (costs[c] <= left) {
                value += coverage.gain(c);
                left -= costs[c];
            } else {
                value += coverage.gain(c) * left / costs[c];
                break;
            }
        }
        upperBound = Math.min(upperBound, (long) Math.floor(value + 1e-9));
    }

    private boolean[] withoutIdleMembers(boolean[] mix, long covered) {
        boolean[] result = mix.clone();
        Integer[] byCost = IntStream.range(0, result.length)
                .filter(c -> result[c])
                .boxed()
                .sorted((a, b) -> Double.compare(costs[b], costs[a]))
                .toArray(Integer[]::new);
        for (int c : byCost) {
            result[c] = false;
            if (CoreCoverage.coverage(table, result) < covered) {
                result[c] = true;
            }
        }
        return result;
    }

    private static long binomial(int n, int k) {
        long result = 1;
        for (int i = 0; i < k; i++) {
            result = result * (n - i) / (i + 1);
        }
        return result;
    }

    private static double percent(long part, long whole) {
        return whole == 0 ? 0 : 100.0 * part / whole;
    }
}
