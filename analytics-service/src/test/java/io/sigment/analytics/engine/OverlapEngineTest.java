package io.sigment.analytics.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.sigment.analytics.engine.optimize.Targets;
import io.sigment.common.Platform;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class OverlapEngineTest {
    private final OverlapEngine engine = new OverlapEngine(ThreeCreators.index(), ThreeCreators.options());

    @Test
    void top_creators_rank_by_core_people_then_core_reach_then_handle() {
        AnalysisResult result =
                engine.analyze(ThreeCreators.ALL, ResultQuery.defaults().withTopN(2));
        assertThat(result.topCreators()).extracting(CreatorMetrics::handle).containsExactly("a", "b");
        assertThat(result.creators()).extracting(CreatorMetrics::handle).containsExactly("a", "b", "c");
    }

    @Test
    void targets_met_and_gaps_appear_only_when_targets_are_passed() {
        AnalysisResult plain = engine.analyze(ThreeCreators.ALL, ResultQuery.defaults());
        assertThat(plain.targetsMet()).isNull();
        assertThat(plain.gaps()).isNull();

        AnalysisResult met =
                engine.analyze(ThreeCreators.ALL, ResultQuery.defaults().withTargets(new Targets(30, 500)));
        assertThat(met.targetsMet()).isTrue();
        assertThat(met.gaps().normalizedShortfall()).isZero();

        AnalysisResult missed =
                engine.analyze(ThreeCreators.ALL, ResultQuery.defaults().withTargets(new Targets(50, 1000)));
        assertThat(missed.targetsMet()).isFalse();
        assertThat(missed.gaps().corePct()).isCloseTo(10.0, within(1e-9));
        assertThat(missed.gaps().coreReach()).isCloseTo(1000 - 4 * 2700 / 21.0, within(1e-9));
        assertThat(missed.gaps().normalizedShortfall())
                .isCloseTo(10.0 / 50 + (1000 - 4 * 2700 / 21.0) / 1000, within(1e-12));
    }

    @Test
    void recommended_selection_is_the_optimizer_answer_for_7_pct_and_100000() {
        AnalysisResult result = engine.analyze(ThreeCreators.ALL, ResultQuery.defaults());
        assertThat(result.recommendedSelection().targets()).isEqualTo(new Targets(7, 100_000));
        assertThat(result.recommendedSelection().method()).isEqualTo("exhaustive");
        assertThat(result.recommendedSelection().selection().members()).containsExactly("a", "b", "c");
        assertThat(result.recommendedSelection().selection().targetsMet()).isFalse();
    }

    @Test
    void overview_carries_its_intervals_and_the_interest_graph_its_pairs() {
        AnalysisResult result =
                engine.analyze(ThreeCreators.ALL, ResultQuery.defaults().withOverlapFocus(Set.of("a")));
        assertThat(result.overview().intervals().estimatedAudienceSize().estimand())
                .startsWith("the sample's figure");
        assertThat(result.overview().intervals().estimatedAudienceSize().value())
                .isEqualTo(result.overview().estimatedAudienceSize());
        assertThat(result.interestGraph().pairs()).hasSize(3);
        assertThat(result.interestGraph().strongestOverlaps()).allMatch(p -> p.involves("a"));
        assertThat(result.coverageMixes()).extracting(m -> m.k()).containsExactly(3);
    }

    @Test
    void edge_cases_give_results_not_exceptions() {
        assertThat(engine.analyze(List.of(), ResultQuery.defaults()).overview().flags())
                .contains("empty_selection");
        AnalysisResult one = engine.analyze(List.of("c"), ResultQuery.defaults());
        assertThat(one.overview().coreAudienceSample()).isZero();
        assertThat(one.overview().sumMedianViews()).isZero();
        assertThat(one.campaign().costPerCorePerson()).isZero();
        assertThat(one.recommendedSelection().selection().members()).containsExactly("c");

        var high =
                new OverlapEngine(ThreeCreators.index(), ThreeCreators.options().withCoreThreshold(5));
        AnalysisResult none = high.analyze(ThreeCreators.ALL, ResultQuery.defaults());
        assertThat(none.overview().coreAudienceSample()).isZero();
        assertThat(none.coverageMixes().get(0).coveragePct()).isZero();
        assertThat(high.reachPlan(ThreeCreators.ALL, 100).coveredCorePeople()).isZero();
    }

    @Test
    void all_zero_impressions_give_zero_audience_size_with_flags() {
        var zero = List.of(
                new CreatorSample("p", List.of(ThreeCreators.post("p1", 0, new int[] {1, 2}, new int[] {1, 1}))),
                new CreatorSample("q", List.of(ThreeCreators.post("q1", 0, new int[] {2, 3}, new int[] {2, 1}))));
        var zeroEngine = new OverlapEngine(AudienceIndex.of(zero), AnalysisOptions.defaults(Platform.TIKTOK));
        AnalysisResult result = zeroEngine.analyze(List.of("p", "q"), ResultQuery.defaults());
        assertThat(result.overview().estimatedAudienceSize()).isZero();
        assertThat(result.overview().corePct()).isCloseTo(100.0 / 3, within(1e-9));
        assertThat(result.overview().flags()).contains("creators_without_views");
        assertThat(result.creators()).allSatisfy(c -> assertThat(c.flags()).contains("no_views"));
        assertThat(result.overview().intervals().estimatedAudienceSize().high()).isZero();
    }

    @Test
    void sparse_person_ids_are_renumbered_without_changing_any_count() {
        var sparse = ThreeCreators.samples().stream()
                .map(c -> new CreatorSample(
                        c.handle(),
                        c.posts().stream()
                                .map(p -> new PostSample(
                                        p.postId(),
                                        p.impressions(),
                                        java.util.Arrays.stream(p.people())
                                                .map(id -> 1_000_000_000 + id * 10_000)
                                                .toArray(),
                                        p.counts()))
                                .toList()))
                .toList();
        var sparseEngine = new OverlapEngine(AudienceIndex.of(sparse), ThreeCreators.options());
        assertThat(sparseEngine.index().universe()).isEqualTo(10);
        Overview overview = sparseEngine.metrics(ThreeCreators.ALL).overview();
        assertThat(overview.uniqueAudienceSample()).isEqualTo(10);
        assertThat(overview.coreAudienceSample()).isEqualTo(4);
    }

    @Test
    void unknown_or_repeated_creators_and_bad_input_are_refused() {
        assertThatThrownBy(() -> engine.metrics(List.of("a", "zz"))).hasMessageContaining("zz");
        assertThatThrownBy(() -> engine.metrics(List.of("a", "a"))).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new PostSample("x", 1, new int[] {3, 2}, new int[] {1, 1}))
                .hasMessageContaining("ascending");
        assertThatThrownBy(() -> ThreeCreators.options().withCostPerPost(Map.of("a", -1.0)))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
