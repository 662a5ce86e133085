package io.sigment.analytics.engine.optimize;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class SelectionSearchTest {
    @Test
    void exhaustive_transform_counts_match_direct_counting_for_every_subset() {
        for (int t = 1; t <= 3; t++) {
            SelectionProblem base = OptimizerInstances.random(9, 11 + t);
            var problem = new SelectionProblem(
                    base.table(), base.engagements(), base.medianViews(), t, base.targets(), base.current());
            boolean[] best = ExhaustiveSearch.best(problem);
            Score bestScore = problem.score(best);
            for (int mask = 1; mask < 1 << 9; mask++) {
                boolean[] selection = new boolean[9];
                for (int c = 0; c < 9; c++) {
                    selection[c] = (mask & (1 << c)) != 0;
                }
                assertThat(problem.score(selection).betterThan(bestScore))
                        .as("t=%d mask=%d", t, mask)
                        .isFalse();
            }
        }
    }

    @Test
    void local_search_matches_exhaustive_optimum_on_at_least_28_of_30_instances_and_is_never_3_pct_worse() {
        int equal = 0;
        var worst = new ArrayList<String>();
        for (int i = 0; i < 30; i++) {
            int n = 16 + i % 5;
            SelectionProblem problem = OptimizerInstances.random(n, 1000 + i);
            Score optimum = problem.score(ExhaustiveSearch.best(problem));
            Score found = problem.score(LocalSearch.best(problem, LocalSearch.Settings.forInstance(problem.table())));
            assertThat(found.betterThan(optimum)).isFalse();
            if (found.sameValue(optimum)) {
                equal++;
            } else {
                worst.add(i + ": " + found + " vs " + optimum);
                if (optimum.shortfall() == 0) {
                    assertThat(found.shortfall()).isZero();
                    assertThat(found.coreReach()).isGreaterThanOrEqualTo(0.97 * optimum.coreReach());
                } else {
                    assertThat(found.shortfall()).isLessThanOrEqualTo(1.03 * optimum.shortfall());
                }
            }
        }
        assertThat(equal)
                .as("instances equal to the optimum; others: %s", worst)
                .isGreaterThanOrEqualTo(28);
    }

    @Test
    void the_current_selection_is_kept_when_it_ties_the_optimum() {
        int[][] members = {{0}, {1}, {0, 1}, {2}};
        int[] weights = {10, 10, 10, 10};
        var table = SignatureTable.of(3, members, weights);
        double[] engagements = {40, 40, 10};
        double[] views = {100, 100, 0};
        boolean[] current = {true, true, false};
        var problem = new SelectionProblem(table, engagements, views, 2, new Targets(0, 0), current);
        assertThat(ExhaustiveSearch.best(problem)).containsExactly(true, true, false);
        assertThat(LocalSearch.best(problem, LocalSearch.Settings.forInstance(problem.table())))
                .containsExactly(true, true, false);
    }

    @Test
    void infeasible_targets_give_the_selection_with_the_smallest_normalized_shortfall() {
        SelectionProblem base = OptimizerInstances.random(12, 77);
        var problem = new SelectionProblem(
                base.table(), base.engagements(), base.medianViews(), 2, new Targets(100, 1e12), base.current());
        Score best = problem.score(ExhaustiveSearch.best(problem));
        assertThat(best.shortfall()).isPositive();
        List<Score> all = new ArrayList<>();
        for (int mask = 1; mask < 1 << 12; mask++) {
            boolean[] selection = new boolean[12];
            for (int c = 0; c < 12; c++) {
                selection[c] = (mask & (1 << c)) != 0;
            }
            all.add(problem.score(selection));
        }
        assertThat(all).allSatisfy(s -> assertThat(s.shortfall()).isGreaterThanOrEqualTo(best.shortfall() - 1e-12));
    }
}
