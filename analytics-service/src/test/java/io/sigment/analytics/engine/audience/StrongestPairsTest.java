package io.sigment.analytics.engine.audience;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.analytics.engine.graph.InterestGraph;
import io.sigment.analytics.engine.graph.OverlapPair;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class StrongestPairsTest {
    private static List<String> handles(int n) {
        // Handles not in selection order, so that ties are broken by handle as the result breaks them.
        return IntStream.range(0, n).mapToObj(i -> "c" + ((i * 7) % n)).toList();
    }

    @Test
    void ranks_the_pairs_as_the_results_strongest_overlaps_rank_them() {
        var random = new SplittableRandom(3);
        int n = 12;
        var handles = handles(n);
        double[] seen = new double[n];
        for (int c = 0; c < n; c++) {
            seen[c] = 50 + random.nextInt(40);
        }
        double[][] together = new double[n][n];
        var pairs = new ArrayList<OverlapPair>();
        for (int a = 0; a < n; a++) {
            for (int b = a + 1; b < n; b++) {
                together[a][b] = random.nextInt(4) == 0 ? 0 : random.nextInt(1, 8); // many ties in Jaccard and count
                pairs.add(OverlapPair.of(
                        handles.get(a), handles.get(b), (long) together[a][b], (long) seen[a], (long) seen[b], 1000));
            }
        }
        var expected = InterestGraph.strongest(pairs, Set.of(), 15).stream()
                .map(p -> p.creatorA() + "|" + p.creatorB())
                .toList();
        var ranked = StrongestPairs.ranked(seen, together, handles, 15).stream()
                .map(p -> handles.get(p[0]) + "|" + handles.get(p[1]))
                .toList();
        assertThat(ranked).isEqualTo(expected);
    }
}
