package io.sigment.analytics.engine.optimize;

import io.sigment.analytics.engine.AnalysisOptions;
import io.sigment.analytics.engine.AudienceIndex;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * optimize_selection: over the candidates, the selection with core % >= min_core_pct and core reach
 * >= min_core_reach with the highest core reach (then the fewest changes from the current one), or
 * the closest by normalized shortfall; plus the current selection's drag creators and suggested
 * additions. Exhaustive for up to {@link #EXHAUSTIVE_MAX} candidates, local search above.
 */
public final class SelectionOptimizer {
    public static final int EXHAUSTIVE_MAX = 18;
    public static final int SUGGESTIONS = 10;
    private static final long SMALL_OVERLAP = 30;

    private final AudienceIndex index;
    private final int[] candidates;
    private final AnalysisOptions options;
    private final SelectionProblem problem;
    private final SelectionState state;

    private SelectionOptimizer(
            AudienceIndex index,
            int[] candidates,
            SignatureTable table,
            boolean[] current,
            Targets targets,
            AnalysisOptions options) {
        this.index = index;
        this.candidates = candidates.clone();
        this.options = options;
        int n = candidates.length;
        double[] engagements = new double[n];
        double[] views = new double[n];
        for (int c = 0; c < n; c++) {
            engagements[c] = index.engagements(candidates[c]);
            views[c] = index.medianViews(candidates[c]);
        }
        this.problem = new SelectionProblem(table, engagements, views, options.coreThreshold(), targets, current);
        this.state = new SelectionState(problem);
    }

    /**
     * @param candidates creator positions in the index to choose from
     * @param current positions of the current selection; each must be a candidate
     */
    public static OptimizationResult optimize(
            AudienceIndex index, int[] candidates, int[] current, Targets targets, AnalysisOptions options) {
        return optimize(index, candidates, SignatureTable.of(index, candidates), current, targets, options);
    }

    /** As above with the candidates' signature table already built ({@code SignatureTable.of(index, candidates)}). */
    public static OptimizationResult optimize(
            AudienceIndex index,
            int[] candidates,
            SignatureTable table,
            int[] current,
            Targets targets,
            AnalysisOptions options) {
        return new SelectionOptimizer(index, candidates, table, selection(index, candidates, current), targets, options)
                .run();
    }

    /**
     * Only the suggested additions to {@code current} among {@code candidates} (no search): what optimize_selection
     * draws from creators outside the analysis.
     */
    public static List<SuggestedAddition> suggestedAdditions(
            AudienceIndex index, int[] candidates, int[] current, AnalysisOptions options) {
        boolean[] currentSelection = selection(index, candidates, current);
        var optimizer = new SelectionOptimizer(
                index, candidates, SignatureTable.of(index, candidates), currentSelection, Targets.DEFAULT, options);
        return optimizer.suggestedAdditions(optimizer.counts(currentSelection));
    }

    private OptimizationResult run() {
        int n = candidates.length;
        boolean exhaustive = n <= EXHAUSTIVE_MAX;
        boolean[] best = exhaustive
                ? ExhaustiveSearch.best(problem)
                : LocalSearch.best(problem, LocalSearch.Settings.forInstance(problem.table()));
        SelectionSummary bestSummary = summary(best, counts(best));
        SelectionCounts now = counts(problem.current());
        SelectionSummary currentSummary = summary(problem.current(), now);
        return new OptimizationResult(
                problem.targets(),
                currentSummary,
                bestSummary,
                bestSummary.gaps(),
                bestSummary.targetsMet(),
                dragCreators(now),
                suggestedAdditions(now),
                exhaustive ? "exhaustive" : "local_search",
                n);
    }

    private SelectionCounts counts(boolean[] selection) {
        state.moveTo(selection);
        double engagements = 0;
        double views = 0;
        for (int c = 0; c < selection.length; c++) {
            if (selection[c]) {
                engagements += problem.engagements()[c];
                views += problem.medianViews()[c];
            }
        }
        return new SelectionCounts(state.unique(), state.core(), engagements, views);
    }

    private SelectionSummary summary(boolean[] selection, SelectionCounts counts) {
        var members = new ArrayList<String>();
        var added = new ArrayList<String>();
        var removed = new ArrayList<String>();
        double cost = 0;
        for (int c = 0; c < selection.length; c++) {
            String handle = index.handle(candidates[c]);
            if (selection[c]) {
                members.add(handle);
                cost += options.costPerPost(handle, problem.medianViews()[c]);
            }
            if (selection[c] && !problem.current()[c]) {
                added.add(handle);
            }
            if (!selection[c] && problem.current()[c]) {
                removed.add(handle);
            }
        }
        Gaps gaps = problem.targets().gaps(counts.corePct(), counts.coreReach());
        return new SelectionSummary(
                members,
                counts.unique(),
                counts.core(),
                counts.corePct(),
                counts.estimatedAudienceSize(),
                counts.coreReach(),
                cost,
                gaps.met(),
                gaps,
                added,
                removed);
    }

    /** Needs the state to hold the current selection ({@code now}). */
    private List<DragCreator> dragCreators(SelectionCounts now) {
        int t = problem.threshold();
        var drags = new ArrayList<DragCreator>();
        for (int c = 0; c < candidates.length; c++) {
            if (!problem.current()[c] || state.size() < 2) {
                continue;
            }
            var without = new SelectionCounts(
                    now.unique() - state.weightAt(c, 1),
                    now.core() - state.weightAt(c, t),
                    now.engagements() - problem.engagements()[c],
                    now.medianViews() - problem.medianViews()[c]);
            double change = without.corePct() - now.corePct();
            if (change > 1e-9) {
                drags.add(new DragCreator(index.handle(candidates[c]), without.corePct(), change, without.coreReach()));
            }
        }
        drags.sort(Comparator.comparingDouble(DragCreator::corePctChange)
                .reversed()
                .thenComparing(DragCreator::handle));
        return drags;
    }

    /** Needs the state to hold the current selection ({@code now}). */
    private List<SuggestedAddition> suggestedAdditions(SelectionCounts now) {
        int t = problem.threshold();
        var suggestions = new ArrayList<SuggestedAddition>();
        for (int c = 0; c < candidates.length; c++) {
            if (problem.current()[c] || now.core() == 0) {
                continue;
            }
            long audience = problem.table().audience(c);
            long outsideCore = 0;
            for (int j = 0; j < t; j++) {
                outsideCore += state.weightAt(c, j);
            }
            long overlap = audience - outsideCore;
            if (overlap == 0) {
                continue;
            }
            double lift = overlap * (double) problem.table().people() / ((double) audience * now.core());
            var with = new SelectionCounts(
                    now.unique() + state.weightAt(c, 0),
                    now.core() + state.weightAt(c, t - 1),
                    now.engagements() + problem.engagements()[c],
                    now.medianViews() + problem.medianViews()[c]);
            suggestions.add(new SuggestedAddition(
                    index.handle(candidates[c]),
                    overlap,
                    lift,
                    with.corePct(),
                    with.coreReach(),
                    overlap < SMALL_OVERLAP));
        }
        suggestions.sort(Comparator.comparingDouble(SuggestedAddition::lift)
                .reversed()
                .thenComparing(
                        Comparator.comparingLong(SuggestedAddition::overlap).reversed())
                .thenComparing(SuggestedAddition::handle));
        return suggestions.subList(0, Math.min(SUGGESTIONS, suggestions.size()));
    }

    private static boolean[] selection(AudienceIndex index, int[] candidates, int[] current) {
        boolean[] selected = new boolean[candidates.length];
        for (int member : current) {
            int position = indexOf(candidates, member);
            if (position < 0) {
                throw new IllegalArgumentException("current creator is not a candidate: " + index.handle(member));
            }
            selected[position] = true;
        }
        return selected;
    }

    private static int indexOf(int[] values, int value) {
        for (int i = 0; i < values.length; i++) {
            if (values[i] == value) {
                return i;
            }
        }
        return -1;
    }
}
