package io.sigment.analytics.engine;

import io.sigment.analytics.engine.graph.InterestGraph;
import io.sigment.analytics.engine.optimize.Targets;
import java.util.Set;

/**
 * What a get_analysis_result call asks for beyond the analysis itself.
 *
 * @param topN how many top creators by core audience (1-50)
 * @param targets min_core_pct / min_core_reach, or null when none were passed
 * @param overlapFocus handles whose overlaps to list; empty = the global top
 * @param strongestOverlaps how many strongest overlaps to list
 */
public record ResultQuery(int topN, Targets targets, Set<String> overlapFocus, int strongestOverlaps) {
    public static final int DEFAULT_TOP_N = 10;

    public ResultQuery {
        if (topN < 1) {
            throw new IllegalArgumentException("top_n must be >= 1");
        }
        if (strongestOverlaps < 0) {
            throw new IllegalArgumentException("strongest overlaps must be >= 0");
        }
        overlapFocus = Set.copyOf(overlapFocus);
    }

    public static ResultQuery defaults() {
        return new ResultQuery(DEFAULT_TOP_N, null, Set.of(), InterestGraph.DEFAULT_STRONGEST);
    }

    public ResultQuery withTargets(Targets wanted) {
        return new ResultQuery(topN, wanted, overlapFocus, strongestOverlaps);
    }

    public ResultQuery withTopN(int n) {
        return new ResultQuery(n, targets, overlapFocus, strongestOverlaps);
    }

    public ResultQuery withOverlapFocus(Set<String> handles) {
        return new ResultQuery(topN, targets, handles, strongestOverlaps);
    }
}
