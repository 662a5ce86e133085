package io.sigment.analytics.engine.coverage;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.sigment.analytics.engine.AudienceIndex;
import io.sigment.analytics.engine.OverlapEngine;
import io.sigment.analytics.engine.ThreeCreatorsAccess;
import io.sigment.analytics.engine.optimize.SignatureTable;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class ReachPlannerTest {
    private final OverlapEngine engine =
            new OverlapEngine(AudienceIndex.of(ThreeCreatorsAccess.samples()), ThreeCreatorsAccess.options());

    @Test
    void the_free_creator_plus_the_cheapest_complement_covers_the_whole_core_within_14_usd() {
        ReachPlan plan = engine.reachPlan(List.of("a", "b", "c"), 14);
        assertThat(plan.creators()).containsExactlyInAnyOrder("b", "c");
        assertThat(plan.coveredCorePeople()).isEqualTo(4);
        assertThat(plan.coveragePct()).isCloseTo(100.0, within(1e-12));
        assertThat(plan.totalCost()).isCloseTo(14.0, within(1e-12));
        assertThat(plan.upperBoundCorePeople()).isEqualTo(4);
    }

    @Test
    void a_budget_below_every_paid_creator_buys_only_the_free_one() {
        ReachPlan plan = engine.reachPlan(List.of("a", "b", "c"), 10);
        assertThat(plan.creators()).containsExactly("c");
        assertThat(plan.coveredCorePeople()).isEqualTo(2);
        assertThat(plan.upperBoundCorePeople()).isBetween(2L, 4L);
    }

    @Test
    void reach_plan_never_exceeds_the_budget_and_equals_brute_force_in_at_least_90_pct_of_small_cases() {
        var random = new SplittableRandom(99);
        int cases = 120;
        int equal = 0;
        for (int i = 0; i < cases; i++) {
            int n = 4 + random.nextInt(9);
            SignatureTable table = randomTable(n, random);
            double[] costs = new double[n];
            for (int c = 0; c < n; c++) {
                costs[c] = random.nextDouble() < 0.1 ? 0 : Math.round(50 + 950 * random.nextDouble());
            }
            double budget = 200 + random.nextDouble() * 2500;
            ReachPlanner.Mix mix = ReachPlanner.solve(table, costs, budget);
            double cost = 0;
            for (int c = 0; c < n; c++) {
                cost += mix.chosen()[c] ? costs[c] : 0;
            }
            assertThat(cost).isLessThanOrEqualTo(budget).isCloseTo(mix.cost(), within(1e-9));
            assertThat(CoreCoverage.coverage(table, mix.chosen())).isEqualTo(mix.covered());
            long optimum = bruteForce(table, costs, budget);
            assertThat(mix.covered()).isLessThanOrEqualTo(optimum);
            assertThat(mix.upperBound()).isGreaterThanOrEqualTo(optimum);
            if (mix.covered() == optimum) {
                equal++;
            }
        }
        assertThat(equal).isGreaterThanOrEqualTo((int) Math.ceil(0.9 * cases));
    }

    @Test
    void seed_size_shrinks_as_the_instance_grows() {
        assertThat(ReachPlanner.seedSize(12, 10_000)).isEqualTo(3);
        assertThat(ReachPlanner.seedSize(50, 1_000_000)).isLessThan(3);
        assertThat(ReachPlanner.seedSize(200, 50_000_000)).isZero();
    }

    @Test
    void a_negative_budget_is_refused_and_an_empty_selection_plans_nothing() {
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> engine.reachPlan(List.of("a"), -1))
                .isInstanceOf(IllegalArgumentException.class);
        ReachPlan empty = engine.reachPlan(List.of(), 100);
        assertThat(empty.creators()).isEmpty();
        assertThat(empty.coveragePct()).isZero();
    }

    private static SignatureTable randomTable(int n, SplittableRandom random) {
        var members = new ArrayList<int[]>();
        var weights = new ArrayList<Integer>();
        int signatures = 20 + random.nextInt(60);
        for (int s = 0; s < signatures; s++) {
            var set = new ArrayList<Integer>();
            for (int c = 0; c < n; c++) {
                if (random.nextDouble() < 0.25) {
                    set.add(c);
                }
            }
            if (set.size() >= 1) {
                members.add(set.stream().mapToInt(Integer::intValue).toArray());
                weights.add(1 + random.nextInt(50));
            }
        }
        return SignatureTable.of(
                n,
                members.toArray(int[][]::new),
                weights.stream().mapToInt(Integer::intValue).toArray());
    }

    private static long bruteForce(SignatureTable table, double[] costs, double budget) {
        int n = costs.length;
        long best = 0;
        for (int mask = 0; mask < 1 << n; mask++) {
            double cost = 0;
            boolean[] chosen = new boolean[n];
            for (int c = 0; c < n; c++) {
                if ((mask & (1 << c)) != 0) {
                    chosen[c] = true;
                    cost += costs[c];
                }
            }
            if (cost <= budget) {
                best = Math.max(best, CoreCoverage.coverage(table, chosen));
            }
        }
        return best;
    }
}
