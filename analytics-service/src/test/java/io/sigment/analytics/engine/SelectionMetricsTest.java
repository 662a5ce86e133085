package io.sigment.analytics.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.sigment.common.Platform;
import java.util.List;
import org.junit.jupiter.api.Test;

class SelectionMetricsTest {
    private final OverlapEngine engine = new OverlapEngine(ThreeCreators.index(), ThreeCreators.options());
    private final Overview overview = engine.metrics(ThreeCreators.ALL).overview();

    @Test
    void unique_audience_sample_counts_distinct_people_across_creators() {
        assertThat(overview.uniqueAudienceSample()).isEqualTo(10);
    }

    @Test
    void frequency_is_all_engagements_over_unique_people() {
        assertThat(overview.engagements()).isEqualTo(21);
        assertThat(overview.frequency()).isCloseTo(2.1, within(1e-12));
    }

    @Test
    void core_pct_counts_people_engaging_with_at_least_two_creators() {
        assertThat(overview.coreAudienceSample()).isEqualTo(4);
        assertThat(overview.corePct()).isCloseTo(40.0, within(1e-12));
    }

    @Test
    void core_threshold_three_counts_people_engaging_with_all_three() {
        var three =
                new OverlapEngine(ThreeCreators.index(), ThreeCreators.options().withCoreThreshold(3));
        assertThat(three.metrics(ThreeCreators.ALL).overview().coreAudienceSample())
                .isZero();
        assertThat(three.metrics(List.of("a", "b")).overview().flags()).contains("core_threshold_above_selection_size");
    }

    @Test
    void core_threshold_one_makes_everyone_core() {
        var one =
                new OverlapEngine(ThreeCreators.index(), ThreeCreators.options().withCoreThreshold(1));
        assertThat(one.metrics(ThreeCreators.ALL).overview().corePct()).isCloseTo(100.0, within(1e-12));
    }

    @Test
    void estimated_audience_size_is_sum_of_median_views_over_frequency() {
        assertThat(overview.sumMedianViews()).isCloseTo(2700.0, within(1e-9));
        assertThat(overview.estimatedAudienceSize()).isCloseTo(2700 / 2.1, within(1e-9));
    }

    @Test
    void core_reach_is_audience_size_times_core_share() {
        assertThat(overview.estimatedCoreAudienceSize()).isCloseTo(4 * 2700 / 21.0, within(1e-9));
    }

    @Test
    void creators_without_non_zero_impressions_have_zero_median_and_a_flag() {
        CreatorMetrics c = creator("c");
        assertThat(c.medianViews()).isZero();
        assertThat(c.reach()).isZero();
        assertThat(c.effectiveCpv()).isZero();
        assertThat(c.flags()).containsExactly("no_views");
        assertThat(overview.flags()).containsExactly("creators_without_views");
    }

    @Test
    void median_views_ignore_zero_impressions() {
        assertThat(creator("a").medianViews()).isEqualTo(2000.0);
        assertThat(creator("b").medianViews()).isEqualTo(700.0);
    }

    @Test
    void per_creator_frequency_and_reach_use_the_creators_own_engagements() {
        CreatorMetrics a = creator("a");
        assertThat(a.engagedPeople()).isEqualTo(6);
        assertThat(a.engagements()).isEqualTo(9);
        assertThat(a.frequency()).isCloseTo(1.5, within(1e-12));
        assertThat(a.reach()).isCloseTo(2000 / 1.5, within(1e-9));
        assertThat(creator("b").reach()).isCloseTo(350.0, within(1e-9));
    }

    @Test
    void per_creator_core_reach_splits_core_reach_by_core_people() {
        double coreReach = 4 * 2700 / 21.0;
        assertThat(creator("a").corePeople()).isEqualTo(3);
        assertThat(creator("b").corePeople()).isEqualTo(3);
        assertThat(creator("c").corePeople()).isEqualTo(2);
        assertThat(creator("a").coreReach()).isCloseTo(coreReach * 3 / 8, within(1e-9));
        assertThat(creator("c").coreReach()).isCloseTo(coreReach * 2 / 8, within(1e-9));
    }

    @Test
    void cost_per_post_is_cpv_times_median_views_unless_overridden() {
        assertThat(creator("a").costPerPost()).isCloseTo(20.0, within(1e-9));
        assertThat(creator("a").costOverridden()).isFalse();
        assertThat(creator("b").costPerPost()).isEqualTo(14.0);
        assertThat(creator("b").costOverridden()).isTrue();
        assertThat(creator("b").effectiveCpv()).isCloseTo(14.0 / 700, within(1e-12));
        assertThat(creator("a").effectiveCpv()).isCloseTo(0.01, within(1e-12));
    }

    @Test
    void cost_per_view_is_per_platform_and_configurable() {
        var youtube = AnalysisOptions.defaults(Platform.YOUTUBE);
        assertThat(youtube.costPerPost("a", 2000)).isCloseTo(40.0, within(1e-9));
        var cheaper = new AnalysisOptions(
                Platform.YOUTUBE, 2, CostPerView.DEFAULTS.with(Platform.YOUTUBE, 0.005), java.util.Map.of(), 200, 1);
        assertThat(cheaper.costPerPost("a", 2000)).isCloseTo(10.0, within(1e-9));
        assertThat(AnalysisOptions.defaults(Platform.TIKTOK).costPerPost("a", 1000))
                .isCloseTo(6.0, within(1e-9));
    }

    @Test
    void campaign_divides_total_cost_by_estimated_and_core_people() {
        CampaignMetrics campaign = engine.metrics(ThreeCreators.ALL).campaign();
        assertThat(campaign.totalCost()).isCloseTo(34.0, within(1e-9));
        assertThat(campaign.costPerEstimatedReachedPerson()).isCloseTo(34 / (2700 / 2.1), within(1e-12));
        assertThat(campaign.costPerCorePerson()).isCloseTo(34 / (4 * 2700 / 21.0), within(1e-12));
    }

    @Test
    void empty_selection_reports_zeros_with_flags() {
        Overview empty = engine.metrics(List.of()).overview();
        assertThat(empty.uniqueAudienceSample()).isZero();
        assertThat(empty.frequency()).isZero();
        assertThat(empty.estimatedAudienceSize()).isZero();
        assertThat(empty.flags()).contains("empty_selection", "no_engagers");
    }

    @Test
    void one_creator_has_no_core_audience_at_threshold_two() {
        Overview one = engine.metrics(List.of("b")).overview();
        assertThat(one.uniqueAudienceSample()).isEqualTo(4);
        assertThat(one.coreAudienceSample()).isZero();
        assertThat(one.estimatedAudienceSize()).isCloseTo(700 / 2.0, within(1e-9));
    }

    @Test
    void a_creator_with_no_engagers_adds_nothing_and_is_flagged() {
        var samples = new java.util.ArrayList<>(ThreeCreators.samples());
        samples.add(new CreatorSample("silent", List.of(ThreeCreators.post("s1", 0, new int[0], new int[0]))));
        samples.add(new CreatorSample("postless", List.of()));
        var engine = new OverlapEngine(AudienceIndex.of(samples), ThreeCreators.options());
        SelectionMetrics metrics = engine.metrics(List.of("a", "b", "c", "silent", "postless"));
        assertThat(metrics.overview().uniqueAudienceSample()).isEqualTo(10);
        assertThat(metrics.overview().coreAudienceSample()).isEqualTo(4);
        assertThat(metrics.creators().get(3).flags()).containsExactly("no_views", "no_engagers");
        assertThat(metrics.creators().get(4).frequency()).isZero();
    }

    private CreatorMetrics creator(String handle) {
        return engine.metrics(ThreeCreators.ALL).creators().stream()
                .filter(c -> c.handle().equals(handle))
                .findFirst()
                .orElseThrow();
    }
}
