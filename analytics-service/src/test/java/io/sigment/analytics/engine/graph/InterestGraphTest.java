package io.sigment.analytics.engine.graph;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.sigment.analytics.engine.AudienceIndex;
import io.sigment.analytics.engine.CreatorSample;
import io.sigment.analytics.engine.OverlapEngine;
import io.sigment.analytics.engine.SyntheticAudience;
import io.sigment.analytics.engine.ThreeCreatorsAccess;
import java.util.List;
import java.util.Set;
import java.util.stream.IntStream;
import nl.cwts.networkanalysis.Clustering;
import org.junit.jupiter.api.Test;

class InterestGraphTest {
    private final OverlapEngine engine =
            new OverlapEngine(AudienceIndex.of(ThreeCreatorsAccess.samples()), ThreeCreatorsAccess.options());

    @Test
    void pairs_carry_count_jaccard_overlap_coefficient_and_lift() {
        List<OverlapPair> pairs =
                engine.interestGraph(List.of("a", "b", "c"), Set.of()).pairs();
        assertThat(pairs)
                .extracting(OverlapPair::creatorA, OverlapPair::creatorB)
                .containsExactly(
                        org.assertj.core.groups.Tuple.tuple("a", "b"),
                        org.assertj.core.groups.Tuple.tuple("a", "c"),
                        org.assertj.core.groups.Tuple.tuple("b", "c"));
        OverlapPair ab = pairs.get(0);
        assertThat(ab.count()).isEqualTo(2);
        assertThat(ab.jaccard()).isCloseTo(2.0 / 8, within(1e-12));
        assertThat(ab.overlapCoefficient()).isCloseTo(2.0 / 4, within(1e-12));
        assertThat(ab.lift()).isCloseTo(2.0 * 10 / (6 * 4), within(1e-12));
        OverlapPair bc = pairs.get(2);
        assertThat(bc.count()).isEqualTo(1);
        assertThat(bc.jaccard()).isCloseTo(1.0 / 7, within(1e-12));
        assertThat(bc.lift()).isCloseTo(10.0 / 16, within(1e-12));
    }

    @Test
    void strongest_overlaps_are_ordered_by_jaccard_and_can_focus_on_given_creators() {
        InterestGraph graph = engine.interestGraph(List.of("a", "b", "c"), Set.of());
        assertThat(graph.strongestOverlaps())
                .extracting(p -> p.creatorA() + p.creatorB())
                .containsExactly("ab", "bc", "ac");
        InterestGraph focused = engine.interestGraph(List.of("a", "b", "c"), Set.of("c"));
        assertThat(focused.strongestOverlaps())
                .extracting(p -> p.creatorA() + p.creatorB())
                .containsExactly("bc", "ac");
    }

    @Test
    void pairwise_counts_match_a_direct_count_over_many_blocks() {
        List<CreatorSample> samples = new SyntheticAudience(7, 300_000, 2, 2_000, 9_000, 3, 0.7, 0.6, 4).generate();
        AudienceIndex index = AudienceIndex.of(samples);
        int[] members = IntStream.range(0, 7).toArray();
        long[] counts = PairwiseOverlaps.counts(index, members);
        for (int i = 0; i < 7; i++) {
            for (int j = i + 1; j < 7; j++) {
                var a = index.bits(i);
                var b = index.bits(j);
                long expected = IntStream.range(0, index.universe())
                        .filter(p -> (a[p >>> 6] & (1L << p)) != 0 && (b[p >>> 6] & (1L << p)) != 0)
                        .count();
                assertThat(counts[PairwiseOverlaps.pairIndex(i, j, 7)]).isEqualTo(expected);
            }
        }
    }

    @Test
    void leiden_recovers_planted_communities_with_nmi_of_at_least_0_9() {
        int creators = 24;
        var audience = new SyntheticAudience(creators, 200_000, 4, 1_000, 6_000, 4, 0.8, 0.8, 31);
        var index = AudienceIndex.of(audience.generate());
        int[] members = IntStream.range(0, creators).toArray();
        long unique = io.sigment.analytics.engine.CoreAudience.count(index, members, 2, false)
                .unique();
        int[] found = CreatorClusters.assign(creators, InterestGraph.pairs(index, members, unique));
        int[] planted = IntStream.range(0, creators).map(audience::communityOf).toArray();
        double nmi = new Clustering(planted).calcNormalizedMutualInformation(new Clustering(found));
        assertThat(nmi).isGreaterThanOrEqualTo(0.9);
    }

    @Test
    void clusters_list_members_and_their_strongest_internal_pair() {
        var audience = new SyntheticAudience(8, 100_000, 2, 1_000, 3_000, 3, 0.9, 0.8, 8);
        List<CreatorSample> samples = audience.generate();
        var graph = new OverlapEngine(AudienceIndex.of(samples), ThreeCreatorsAccess.options())
                .interestGraph(samples.stream().map(CreatorSample::handle).toList(), Set.of());
        assertThat(graph.clusters()).hasSize(2);
        for (CreatorCluster cluster : graph.clusters()) {
            assertThat(cluster.members()).hasSize(4);
            OverlapPair strongest = cluster.strongestPair();
            assertThat(cluster.members()).contains(strongest.creatorA(), strongest.creatorB());
            graph.pairs().stream()
                    .filter(p -> cluster.members().contains(p.creatorA())
                            && cluster.members().contains(p.creatorB()))
                    .forEach(p -> assertThat(p.jaccard()).isLessThanOrEqualTo(strongest.jaccard()));
        }
    }

    @Test
    void creators_sharing_nobody_stay_single_and_a_single_creator_has_no_pair() {
        var samples = new java.util.ArrayList<>(ThreeCreatorsAccess.samples());
        samples.add(new CreatorSample(
                "island",
                List.of(new io.sigment.analytics.engine.PostSample("i1", 10, new int[] {50, 51}, new int[] {1, 1}))));
        var withIsland = new OverlapEngine(AudienceIndex.of(samples), ThreeCreatorsAccess.options());
        InterestGraph graph = withIsland.interestGraph(List.of("a", "b", "c", "island"), Set.of());
        assertThat(graph.clusters())
                .extracting(CreatorCluster::members)
                .containsExactly(List.of("a", "b", "c"), List.of("island"));
        assertThat(graph.clusters().get(0).strongestPair().creatorB()).isEqualTo("b");
        assertThat(graph.clusters().get(1).strongestPair()).isNull();
        assertThat(engine.interestGraph(List.of("a"), Set.of()).pairs()).isEmpty();
        assertThat(engine.interestGraph(List.of(), Set.of()).clusters()).isEmpty();
    }
}
