package io.sigment.analytics.engine;

import io.sigment.analytics.engine.audience.AudienceEstimate;
import io.sigment.analytics.engine.audience.AudienceEstimator;
import io.sigment.analytics.engine.coverage.CoverageMixes;
import io.sigment.analytics.engine.coverage.ReachPlan;
import io.sigment.analytics.engine.coverage.ReachPlanner;
import io.sigment.analytics.engine.graph.InterestGraph;
import io.sigment.analytics.engine.optimize.Gaps;
import io.sigment.analytics.engine.optimize.OptimizationResult;
import io.sigment.analytics.engine.optimize.SelectionOptimizer;
import io.sigment.analytics.engine.optimize.SignatureTable;
import io.sigment.analytics.engine.optimize.SuggestedAddition;
import io.sigment.analytics.engine.optimize.Targets;
import io.sigment.analytics.engine.stats.OverviewIntervals;
import io.sigment.analytics.engine.stats.PostBootstrap;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** The analytics engine's entry point: every computation over one index with one set of options. */
public final class OverlapEngine {
    private final AudienceIndex index;
    private final AnalysisOptions options;

    public OverlapEngine(AudienceIndex index, AnalysisOptions options) {
        this.index = index;
        this.options = options;
    }

    public AudienceIndex index() {
        return index;
    }

    /** Overview, per-creator and campaign metrics, without intervals. */
    public SelectionMetrics metrics(List<String> selection) {
        return SelectionMetrics.compute(index, members(selection), options);
    }

    /** The full get_analysis_result computation for the analysis's creators. */
    /**
     * The selection's audience (not its sample) with intervals: see {@link AudienceEstimate}. Core reach is the
     * spec's estimated audience size times the estimated audience core %. Heavy (a refit per replicate): compute it
     * once per snapshot, on a worker thread.
     */
    public AudienceEstimate audienceEstimate(List<String> selection) {
        double audienceSize = metrics(selection).overview().estimatedAudienceSize();
        return AudienceEstimator.estimate(index, selection, options, audienceSize);
    }

    public AnalysisResult analyze(List<String> selection, ResultQuery query) {
        int[] members = members(selection);
        SelectionMetrics metrics = SelectionMetrics.compute(index, members, options);
        Overview overview =
                metrics.overview().withIntervals(intervals(members, metrics.overview(), metrics.coreMask()));
        List<CreatorMetrics> top = metrics.creators().stream()
                .sorted(Comparator.comparingLong(CreatorMetrics::corePeople)
                        .reversed()
                        .thenComparing(Comparator.comparingDouble(CreatorMetrics::coreReach)
                                .reversed())
                        .thenComparing(CreatorMetrics::handle))
                .limit(query.topN())
                .toList();
        var table = SignatureTable.of(index, members);
        OptimizationResult recommended =
                SelectionOptimizer.optimize(index, members, table, members, Targets.DEFAULT, options);
        var graph = InterestGraph.of(
                index, members, overview.uniqueAudienceSample(), query.overlapFocus(), query.strongestOverlaps());
        Boolean targetsMet = null;
        Gaps gaps = null;
        if (query.targets() != null) {
            gaps = query.targets().gaps(overview.corePct(), overview.estimatedCoreAudienceSize());
            targetsMet = gaps.met();
        }
        return new AnalysisResult(
                overview,
                metrics.campaign(),
                metrics.creators(),
                top,
                new RecommendedSelection(Targets.DEFAULT, recommended.best(), recommended.method()),
                CoverageMixes.of(index, members, table.withAtLeast(options.coreThreshold()), options),
                graph,
                targetsMet,
                gaps);
    }

    /** Poisson bootstrap over posts of the sample's frequency, audience size and core reach. */
    public OverviewIntervals intervals(int[] members, Overview overview, long[] coreMask) {
        var bootstrap = PostBootstrap.of(index, members, coreMask);
        var replicates = bootstrap.run(options.bootstrapReplicates(), options.seed());
        long unique = overview.uniqueAudienceSample();
        return new OverviewIntervals(
                bootstrap.estimate(overview.frequency(), replicates.frequency(), unique),
                bootstrap.estimate(overview.estimatedAudienceSize(), replicates.audienceSize(), unique),
                bootstrap.estimate(overview.estimatedCoreAudienceSize(), replicates.coreReach(), unique),
                options.bootstrapReplicates(),
                options.seed());
    }

    /** optimize_selection over {@code candidates}, starting from {@code current} (a subset of them). */
    public OptimizationResult optimize(List<String> candidates, List<String> current, Targets targets) {
        return SelectionOptimizer.optimize(index, members(candidates), members(current), targets, options);
    }

    /** Suggested additions to {@code current} from the other {@code candidates}, without searching. */
    public List<SuggestedAddition> suggestedAdditions(List<String> candidates, List<String> current) {
        return SelectionOptimizer.suggestedAdditions(index, members(candidates), members(current), options);
    }

    /** The reach plan over the selection's core audience within {@code budgetUsd}. */
    public ReachPlan reachPlan(List<String> selection, double budgetUsd) {
        int[] members = members(selection);
        var core = CoreAudience.count(index, members, options.coreThreshold(), true);
        return ReachPlanner.plan(index, members, core.coreMask(), options, budgetUsd);
    }

    /** Pairwise overlaps, strongest overlaps (global, or involving {@code focus}) and clusters. */
    public InterestGraph interestGraph(List<String> selection, Set<String> focus) {
        int[] members = members(selection);
        long unique = CoreAudience.count(index, members, options.coreThreshold(), false)
                .unique();
        return InterestGraph.of(index, members, unique, focus, InterestGraph.DEFAULT_STRONGEST);
    }

    private int[] members(List<String> selection) {
        if (new HashSet<>(selection).size() != selection.size()) {
            throw new IllegalArgumentException("a selection lists each creator once");
        }
        return index.indicesOf(selection);
    }
}
