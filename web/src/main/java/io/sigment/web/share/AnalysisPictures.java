package io.sigment.web.share;

import io.vertx.core.json.JsonObject;
import java.util.Optional;

/**
 * The two pictures of an analysis, drawn by one renderer for every place that shows them: the share page and the
 * MCP Apps views (which read them as a resource through their host). Input: an analysis result with every pair's
 * count ({@code overlap_matrix}).
 */
public final class AnalysisPictures {
    /** The interest graph and the overlap heatmap as SVG documents, of {@code creators} creators. */
    public record Drawn(String interestGraph, String heatmap, int creators) {}

    private AnalysisPictures() {}

    /** The pictures of {@code result}; none when it holds fewer than two creators. */
    public static Optional<Drawn> of(JsonObject result) {
        var matrix = OverlapMatrixJson.from(result);
        return matrix.size() < 2 ? Optional.empty() : Optional.of(draw(matrix));
    }

    static Drawn draw(OverlapMatrix matrix) {
        return new Drawn(
                InterestGraphSvg.render(matrix, matrix.strongestPairs(OverlapMatrix.edgesFor(matrix.size()))),
                HeatmapSvg.render(matrix),
                matrix.size());
    }
}
