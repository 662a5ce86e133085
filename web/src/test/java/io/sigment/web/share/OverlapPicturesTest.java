package io.sigment.web.share;

import static org.assertj.core.api.Assertions.assertThat;

import io.vertx.core.json.JsonArray;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The heatmap and the interest graph drawn from hand-made results (HandMadeAnalysis). */
class OverlapPicturesTest {

    @Test
    void the_matrix_orders_creators_by_cluster_and_keeps_every_pair_count() {
        var handles = HandMadeAnalysis.handles(6);
        var result = HandMadeAnalysis.result(handles, 3);
        result.getJsonObject("interest_graph")
                .put(
                        "clusters",
                        new JsonArray()
                                .add(new io.vertx.core.json.JsonObject()
                                        .put("members", new JsonArray(List.of("creator_d", "creator_a", "creator_f"))))
                                .add(new io.vertx.core.json.JsonObject()
                                        .put(
                                                "members",
                                                new JsonArray(List.of("creator_b", "creator_c", "creator_e")))));
        var m = OverlapMatrixJson.from(result);
        assertThat(m.creators().stream().map(OverlapMatrix.Creator::handle))
                .containsExactly("creator_d", "creator_a", "creator_f", "creator_b", "creator_c", "creator_e");
        assertThat(m.creators().get(0).cluster()).isZero();
        assertThat(m.creators().get(3).cluster()).isEqualTo(1);
        assertThat(m.counts()[1][0]).as("a-d").isEqualTo(HandMadeAnalysis.count(0, 3, 3));
        assertThat(m.counts()[0][1]).isEqualTo(m.counts()[1][0]);
        assertThat(m.counts()[3][4]).as("b-c").isEqualTo(HandMadeAnalysis.count(1, 2, 3));
        assertThat(m.lift(3, 4)).isEqualTo(290.0 * 20_000 / (1_100.0 * 1_200.0));
        assertThat(m.creators().get(1).reach()).isEqualTo(50_000.0);
    }

    @Test
    void without_the_matrix_the_strongest_overlaps_still_give_the_pairs_they_name() {
        var result = HandMadeAnalysis.result(HandMadeAnalysis.handles(4), 2);
        result.remove("overlap_matrix");
        var m = OverlapMatrixJson.from(result);
        assertThat(m.size()).isEqualTo(4);
        assertThat(m.counts()[0][1]).isEqualTo(290);
    }

    @Test
    void the_heatmap_has_a_cell_per_pair_with_the_shared_people_in_its_title() {
        var m = OverlapMatrixJson.from(HandMadeAnalysis.result(HandMadeAnalysis.handles(7), 3));
        var svg = HeatmapSvg.render(m);
        assertThat(count(svg, "<rect class=\"cell\"")).isEqualTo(49);
        assertThat(svg)
                .contains("<title>creator_a &amp; creator_b: 290 shared, ")
                .contains("<title>creator_a: 1,000 people in the sample</title>")
                .contains("role=\"img\"", "aria-labelledby=\"heatmap-title heatmap-desc\"");
        assertThat(count(svg, "class=\"row-label\"")).isEqualTo(7);
        assertThat(count(svg, "class=\"cluster-boundary\""))
                .as("three clusters, two boundaries")
                .isEqualTo(2);
        assertThat(svg).contains("fill=\"" + ClusterColours.lift(m.lift(0, 1)) + "\"");
    }

    @Test
    void the_graph_has_one_node_per_creator_sized_by_reach_and_an_edge_per_strongest_pair() {
        var m = OverlapMatrixJson.from(HandMadeAnalysis.result(HandMadeAnalysis.handles(12), 4));
        var edges = m.strongestPairs(OverlapMatrix.edgesFor(m.size()));
        var svg = InterestGraphSvg.render(m, edges);
        assertThat(count(svg, "<g class=\"node\"")).isEqualTo(12);
        assertThat(count(svg, "<path class=\"edge\"")).isEqualTo(edges.size()).isEqualTo(24);
        assertThat(edges.get(0)).as("the strongest pair by Jaccard: a-b").isEqualTo(new OverlapMatrix.Pair(0, 1));
        var radii = Pattern.compile("<circle [^>]*r=\"([0-9.]+)\"")
                .matcher(svg)
                .results()
                .map(r -> Double.parseDouble(r.group(1)))
                .toList();
        assertThat(radii).hasSize(12).isSorted();
        assertThat(radii.get(11)).isEqualTo(24.0);
        assertThat(svg)
                .contains("fill=\"" + ClusterColours.of(2) + "\"")
                .contains("data-a=\"creator_a\" data-b=\"creator_b\"");
    }

    @Test
    void strongest_pairs_skip_pairs_that_share_nobody() {
        var m = OverlapMatrixJson.from(HandMadeAnalysis.result(HandMadeAnalysis.handles(9), 1));
        var pairs = m.strongestPairs(1000);
        assertThat(pairs).allSatisfy(p -> assertThat(m.counts()[p.i()][p.j()]).isPositive());
        assertThat(pairs.size()).isLessThan(36);
    }

    static int count(String text, String part) {
        int n = 0;
        for (int at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + 1)) n++;
        return n;
    }
}
