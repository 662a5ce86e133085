package io.sigment.analytics.engine.optimize;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.IntStream;

/**
 * Hill climbing over selections with add, drop and swap moves on incrementally kept counts, from
 * several starts (the current selection, all candidates, and on small instances the best single
 * creator and random selections), then
 * iterated: the best selection found is perturbed by a few random flips and climbed again.
 */
public final class LocalSearch {
    /**
     * @param randomStarts random starting selections besides the current one and all candidates; with
     *     any, the best single creator is a start too (climbing from it is costly on big instances)
     * @param kicks perturb-and-climb rounds from the best selection found
     * @param swapDrops swaps are tried for the best this-many drop candidates against every add
     */
    public record Settings(int randomStarts, int kicks, int swapDrops, long seed) {
        public static final long DEFAULT_SEED = 7L;

        /** Above this many signature entries a climb is costly: fixed starts only, a few kicks. */
        static final long BROAD_SEARCH_ENTRIES = 300_000;

        /** Broad search on small instances; on big ones the fixed starts and a few kicks. */
        public static Settings forInstance(SignatureTable table) {
            long entries = table.signatures() == 0 ? 0 : table.membersEnd(table.signatures() - 1);
            int n = table.candidates();
            return n <= 64 && entries <= BROAD_SEARCH_ENTRIES
                    ? new Settings(8, 40, n, DEFAULT_SEED)
                    : new Settings(0, 2, 8, DEFAULT_SEED);
        }
    }

    private final SelectionProblem problem;
    private final Settings settings;
    private final SelectionState state;
    private final SplittableRandom random;
    private final int n;
    private final long[] uniqueInteraction;
    private final long[] coreInteraction;

    private LocalSearch(SelectionProblem problem, Settings settings) {
        this.problem = problem;
        this.settings = settings;
        this.state = new SelectionState(problem);
        this.random = new SplittableRandom(settings.seed());
        this.n = problem.candidates();
        this.uniqueInteraction = new long[n];
        this.coreInteraction = new long[n];
    }

    public static boolean[] best(SelectionProblem problem, Settings settings) {
        return new LocalSearch(problem, settings).search();
    }

    private boolean[] search() {
        if (n == 0) {
            return new boolean[0];
        }
        boolean[] best = null;
        Score bestScore = Score.WORST;
        var tried = new HashSet<List<Boolean>>();
        for (boolean[] start : starts()) {
            if (!tried.add(asList(start))) {
                continue;
            }
            state.moveTo(start);
            climb(new ArrayList<>());
            if (state.score().betterThan(bestScore)) {
                bestScore = state.score();
                best = state.selection();
            }
        }
        state.moveTo(best);
        for (int kick = 0; kick < settings.kicks(); kick++) {
            var moves = new ArrayList<Integer>();
            int flips = 2 + random.nextInt(3);
            for (int f = 0; f < flips; f++) {
                int c = random.nextInt(n);
                if (!state.selected(c) || state.size() > 1) {
                    state.toggle(c);
                    moves.add(c);
                }
            }
            climb(moves);
            if (state.score().betterThan(bestScore)) {
                bestScore = state.score();
                best = state.selection();
            } else {
                for (int m = moves.size() - 1; m >= 0; m--) {
                    state.toggle(moves.get(m));
                }
            }
        }
        return best;
    }

    private static List<Boolean> asList(boolean[] selection) {
        var list = new ArrayList<Boolean>(selection.length);
        for (boolean b : selection) {
            list.add(b);
        }
        return list;
    }

    private List<boolean[]> starts() {
        var starts = new ArrayList<boolean[]>();
        if (IntStream.range(0, n).anyMatch(c -> problem.current()[c])) {
            starts.add(problem.current().clone());
        }
        boolean[] all = new boolean[n];
        Arrays.fill(all, true);
        starts.add(all);
        if (settings.randomStarts() == 0) {
            return starts;
        }
        state.reset(new boolean[n]);
        int single = 0;
        for (int c = 1; c < n; c++) {
            if (state.scoreIfAdded(c).betterThan(state.scoreIfAdded(single))) {
                single = c;
            }
        }
        boolean[] one = new boolean[n];
        one[single] = true;
        starts.add(one);
        for (int r = 0; r < settings.randomStarts(); r++) {
            boolean[] start = new boolean[n];
            double density = 0.2 + 0.6 * random.nextDouble();
            for (int c = 0; c < n; c++) {
                start[c] = random.nextDouble() < density;
            }
            start[random.nextInt(n)] = true;
            starts.add(start);
        }
        return starts;
    }

    /** Applies improving moves until none is left, appending each toggled candidate to {@code moves}. */
    private void climb(List<Integer> moves) {
        int steps = 0;
        int limit = 20 * n + 100;
        while (steps++ < limit && (addOrDrop(moves) || swap(moves))) {
            // each pass applied one improving move; the limit only guards against tolerance cycles
        }
    }

    /** Applies the best improving add or drop; false when there is none. */
    private boolean addOrDrop(List<Integer> moves) {
        Score best = state.score();
        int move = -1;
        for (int c = 0; c < n; c++) {
            Score score;
            if (state.selected(c)) {
                if (state.size() == 1) {
                    continue;
                }
                score = state.scoreIfDropped(c);
            } else {
                score = state.scoreIfAdded(c);
            }
            if (score.betterThan(best)) {
                best = score;
                move = c;
            }
        }
        if (move < 0) {
            return false;
        }
        state.toggle(move);
        moves.add(move);
        return true;
    }

    /** Applies the best improving swap among the most promising drops; false when there is none. */
    private boolean swap(List<Integer> moves) {
        if (state.size() == n) {
            return false;
        }
        Integer[] members =
                IntStream.range(0, n).filter(state::selected).boxed().toArray(Integer[]::new);
        Score[] dropScores = new Score[n];
        for (int c : members) {
            dropScores[c] = state.scoreIfDropped(c);
        }
        Arrays.sort(
                members,
                (a, b) -> dropScores[a].betterThan(dropScores[b])
                        ? -1
                        : dropScores[b].betterThan(dropScores[a]) ? 1 : Integer.compare(a, b));
        Score best = state.score();
        int bestOut = -1;
        int bestIn = -1;
        for (int d = 0; d < Math.min(settings.swapDrops(), members.length); d++) {
            int out = members[d];
            state.swapInteractions(out, uniqueInteraction, coreInteraction);
            for (int in = 0; in < n; in++) {
                if (state.selected(in)) {
                    continue;
                }
                Score score = state.scoreIfSwapped(out, in, uniqueInteraction[in], coreInteraction[in]);
                if (score.betterThan(best)) {
                    best = score;
                    bestOut = out;
                    bestIn = in;
                }
            }
        }
        if (bestOut < 0) {
            return false;
        }
        state.toggle(bestOut);
        state.toggle(bestIn);
        moves.add(bestOut);
        moves.add(bestIn);
        return true;
    }
}
