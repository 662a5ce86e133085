package io.sigment.analytics.engine.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.sigment.analytics.engine.AudienceIndex;
import io.sigment.analytics.engine.CoreAudience;
import io.sigment.analytics.engine.CreatorSample;
import io.sigment.analytics.engine.MedianViews;
import io.sigment.analytics.engine.OverlapEngine;
import io.sigment.analytics.engine.PostSample;
import io.sigment.analytics.engine.SyntheticAudience;
import io.sigment.analytics.engine.ThreeCreatorsAccess;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class PostBootstrapTest {
    @Test
    void replicates_equal_a_direct_recount_with_the_same_post_weights() {
        List<CreatorSample> samples = new SyntheticAudience(4, 3_000, 2, 150, 600, 5, 0.7, 0.8, 5).generate();
        AudienceIndex index = AudienceIndex.of(samples);
        int[] members = {0, 1, 2, 3};
        for (int t = 1; t <= 3; t++) {
            var bootstrap = PostBootstrap.of(
                    index, members, CoreAudience.count(index, members, t, true).coreMask());
            var random = new SplittableRandom(t);
            int[][] weights = new int[50][bootstrap.posts()];
            for (int[] w : weights) {
                Arrays.setAll(w, g -> random.nextInt(3));
            }
            var replicates = bootstrap.run(weights);
            for (int r = 0; r < weights.length; r++) {
                double[] expected = recount(samples, t, weights[r]);
                assertThat(replicates.frequency()[r]).as("t=%d r=%d", t, r).isCloseTo(expected[0], within(1e-9));
                assertThat(replicates.audienceSize()[r]).isCloseTo(expected[1], within(1e-6));
                assertThat(replicates.coreReach()[r]).isCloseTo(expected[2], within(1e-6));
            }
        }
    }

    @Test
    void replicate_counts_are_unbiased_around_the_sample() {
        List<CreatorSample> samples = new SyntheticAudience(5, 20_000, 2, 500, 2_000, 10, 0.7, 0.8, 6).generate();
        AudienceIndex index = AudienceIndex.of(samples);
        int[] members = {0, 1, 2, 3, 4};
        var metrics =
                io.sigment.analytics.engine.SelectionMetrics.compute(index, members, ThreeCreatorsAccess.options());
        var replicates = PostBootstrap.of(index, members, metrics.coreMask()).run(400, 1);
        double meanFrequency = Arrays.stream(replicates.frequency()).average().orElseThrow();
        assertThat(meanFrequency)
                .isCloseTo(
                        metrics.overview().frequency(),
                        within(0.02 * metrics.overview().frequency()));
    }

    @Test
    void weights_of_one_reproduce_the_point_estimates() {
        AudienceIndex index = AudienceIndex.of(ThreeCreatorsAccess.samples());
        var bootstrap = PostBootstrap.of(
                index,
                new int[] {0, 1, 2},
                CoreAudience.count(index, new int[] {0, 1, 2}, 2, true).coreMask());
        int[][] ones = {new int[bootstrap.posts()]};
        Arrays.fill(ones[0], 1);
        var replicate = bootstrap.run(ones);
        assertThat(replicate.frequency()[0]).isCloseTo(2.1, within(1e-12));
        assertThat(replicate.audienceSize()[0]).isCloseTo(2700 / 2.1, within(1e-9));
        assertThat(replicate.coreReach()[0]).isCloseTo(4 * 2700 / 21.0, within(1e-9));
    }

    @Test
    void intervals_are_seeded_and_say_their_sample_size() {
        List<CreatorSample> samples = new SyntheticAudience(6, 20_000, 2, 500, 2_000, 8, 0.7, 0.8, 9).generate();
        var engine = new OverlapEngine(AudienceIndex.of(samples), ThreeCreatorsAccess.options());
        List<String> all = samples.stream().map(CreatorSample::handle).toList();
        var first = engine.analyze(all, io.sigment.analytics.engine.ResultQuery.defaults())
                .overview()
                .intervals();
        var again = engine.analyze(all, io.sigment.analytics.engine.ResultQuery.defaults())
                .overview()
                .intervals();
        assertThat(again).isEqualTo(first);
        Estimate audience = first.estimatedAudienceSize();
        assertThat(audience.method()).isEqualTo("poisson_bootstrap_over_posts");
        assertThat(audience.estimand()).isEqualTo(PostBootstrap.ESTIMAND);
        assertThat(audience.sampleSize()).isEqualTo(48);
        assertThat(audience.sampleUnit()).isEqualTo("posts");
        assertThat(audience.smallSample()).isFalse();
        assertThat(audience.low()).isLessThan(audience.value()).isPositive();
        assertThat(audience.high()).isGreaterThan(audience.value());
        assertThat(first.frequency().low())
                .isLessThanOrEqualTo(first.frequency().high());
        assertThat(first.bootstrapReplicates()).isEqualTo(200);
    }

    @Test
    void few_posts_are_flagged_as_a_small_sample() {
        var engine = new OverlapEngine(AudienceIndex.of(ThreeCreatorsAccess.samples()), ThreeCreatorsAccess.options());
        var intervals = engine.analyze(List.of("a", "b", "c"), io.sigment.analytics.engine.ResultQuery.defaults())
                .overview()
                .intervals();
        assertThat(intervals.estimatedCoreAudienceSize().sampleSize()).isEqualTo(7);
        assertThat(intervals.estimatedCoreAudienceSize().smallSample()).isTrue();
        assertThat(intervals.frequency().smallSample()).isTrue();
        assertThat(intervals.estimatedAudienceSize().smallSample()).isTrue();
    }

    /**
     * {frequency, audience size, core reach} with people counted 1/m on each of the m posts they
     * engaged with, core meaning engaged with at least t creators; computed person by person.
     */
    private static double[] recount(List<CreatorSample> samples, int t, int[] weights) {
        var postsPerPerson = new HashMap<Integer, Integer>();
        var creatorsPerPerson = new HashMap<Integer, java.util.Set<Integer>>();
        for (int c = 0; c < samples.size(); c++) {
            for (PostSample post : samples.get(c).posts()) {
                for (int person : post.people()) {
                    postsPerPerson.merge(person, 1, Integer::sum);
                    creatorsPerPerson
                            .computeIfAbsent(person, p -> new java.util.HashSet<>())
                            .add(c);
                }
            }
        }
        double unique = 0;
        double core = 0;
        double engagements = 0;
        double views = 0;
        int g = 0;
        for (CreatorSample creator : samples) {
            var impressions = new ArrayList<Long>();
            for (PostSample post : creator.posts()) {
                int w = weights[g++];
                engagements += (double) w * post.engagements();
                for (int person : post.people()) {
                    double share = (double) w / postsPerPerson.get(person);
                    unique += share;
                    core += creatorsPerPerson.get(person).size() >= t ? share : 0;
                }
                for (int k = 0; k < w; k++) {
                    impressions.add(post.impressions());
                }
            }
            views += MedianViews.of(
                    impressions.stream().mapToLong(Long::longValue).toArray());
        }
        double frequency = unique == 0 ? 0 : engagements / unique;
        double audience = frequency == 0 ? 0 : views / frequency;
        double coreReach = engagements == 0 ? 0 : views * core / engagements;
        return new double[] {frequency, audience, coreReach};
    }
}
