package io.sigment.analytics.engine.coverage;

import io.sigment.analytics.engine.AnalysisOptions;
import io.sigment.analytics.engine.AudienceIndex;
import io.sigment.analytics.engine.optimize.SignatureTable;
import java.util.ArrayList;
import java.util.List;

/**
 * Coverage mixes: for k = 3, 5, 10 (those not above the selection size) the k creators covering the
 * most unique core people, by greedy maximum coverage (each step the creator adding the most
 * uncovered core people; ties to the cheaper, then to selection order). Greedy is within 1 - 1/e of
 * the best k.
 */
public final class CoverageMixes {
    public static final int[] SIZES = {3, 5, 10};

    private CoverageMixes() {}

    /** {@code coreMask}: the selection's core people as a bitset. */
    public static List<CoverageMix> of(AudienceIndex index, int[] members, long[] coreMask, AnalysisOptions options) {
        return of(index, members, SignatureTable.of(index, members, coreMask), options);
    }

    /** {@code coreTable}: signatures over the members of the selection's core people only. */
    public static List<CoverageMix> of(
            AudienceIndex index, int[] members, SignatureTable coreTable, AnalysisOptions options) {
        SignatureTable table = coreTable;
        double[] costs = costs(index, members, options);
        var mixes = new ArrayList<CoverageMix>();
        for (int k : SIZES) {
            if (k > members.length) {
                continue;
            }
            var coverage = new CoreCoverage(table);
            var chosen = new ArrayList<String>();
            double cost = 0;
            for (int step = 0; step < k; step++) {
                int best = -1;
                for (int c = 0; c < members.length; c++) {
                    if (!coverage.chosen(c)
                            && (best < 0
                                    || coverage.gain(c) > coverage.gain(best)
                                    || (coverage.gain(c) == coverage.gain(best) && costs[c] < costs[best]))) {
                        best = c;
                    }
                }
                coverage.choose(best);
                chosen.add(index.handle(members[best]));
                cost += costs[best];
            }
            long core = table.people();
            mixes.add(new CoverageMix(
                    k, chosen, coverage.covered(), core == 0 ? 0 : 100.0 * coverage.covered() / core, cost));
        }
        return List.copyOf(mixes);
    }

    static double[] costs(AudienceIndex index, int[] members, AnalysisOptions options) {
        double[] costs = new double[members.length];
        for (int c = 0; c < members.length; c++) {
            costs[c] = options.costPerPost(index.handle(members[c]), index.medianViews(members[c]));
        }
        return costs;
    }
}
