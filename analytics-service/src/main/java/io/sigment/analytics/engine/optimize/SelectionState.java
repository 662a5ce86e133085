package io.sigment.analytics.engine.optimize;

import java.util.Arrays;

/**
 * A selection with incrementally kept counts: per signature how many of its candidates are selected,
 * U and K, and per candidate the weight of its signatures at each selected-count 0..t. With those,
 * adding or dropping any candidate is scored in O(1); applying a move costs the total size of the
 * signatures that contain it.
 */
final class SelectionState {
    private final SelectionProblem problem;
    private final SignatureTable table;
    private final int threshold;
    private final int[] selectedCount;
    private final long[] byCount;
    private final boolean[] selected;
    private long unique;
    private long core;
    private double engagements;
    private double medianViews;
    private int size;
    private int changes;

    SelectionState(SelectionProblem problem) {
        this.problem = problem;
        this.table = problem.table();
        this.threshold = problem.threshold();
        int n = table.candidates();
        this.selectedCount = new int[table.signatures()];
        this.byCount = new long[n * (threshold + 1)];
        this.selected = new boolean[n];
        for (int c = 0; c < n; c++) {
            byCount[c * (threshold + 1)] = table.audience(c);
            changes += problem.current()[c] ? 1 : 0;
        }
    }

    /** Makes the state hold exactly {@code selection}, recounting from scratch in one pass. */
    void reset(boolean[] selection) {
        Arrays.fill(byCount, 0);
        Arrays.fill(selected, false);
        unique = 0;
        core = 0;
        engagements = 0;
        medianViews = 0;
        size = 0;
        changes = 0;
        boolean[] current = problem.current();
        for (int c = 0; c < selection.length; c++) {
            selected[c] = selection[c];
            if (selection[c]) {
                size++;
                engagements += problem.engagements()[c];
                medianViews += problem.medianViews()[c];
            }
            if (selection[c] != current[c]) {
                changes++;
            }
        }
        int stride = threshold + 1;
        for (int s = 0; s < selectedCount.length; s++) {
            int count = 0;
            for (int e = table.membersStart(s); e < table.membersEnd(s); e++) {
                if (selected[table.member(e)]) {
                    count++;
                }
            }
            selectedCount[s] = count;
            long w = table.weight(s);
            unique += count > 0 ? w : 0;
            core += count >= threshold ? w : 0;
            if (count <= threshold) {
                for (int e = table.membersStart(s); e < table.membersEnd(s); e++) {
                    byCount[table.member(e) * stride + count] += w;
                }
            }
        }
    }

    /**
     * Makes the state hold {@code target}: by toggling the candidates that differ when they are few,
     * else by a full recount.
     */
    void moveTo(boolean[] target) {
        int differ = 0;
        for (int c = 0; c < target.length; c++) {
            differ += target[c] != selected[c] ? 1 : 0;
        }
        if (4 * differ > target.length) {
            reset(target);
            return;
        }
        for (int c = 0; c < target.length; c++) {
            if (target[c] != selected[c]) {
                toggle(c);
            }
        }
    }

    boolean selected(int candidate) {
        return selected[candidate];
    }

    int size() {
        return size;
    }

    long unique() {
        return unique;
    }

    long core() {
        return core;
    }

    boolean[] selection() {
        return selected.clone();
    }

    Score score() {
        return problem.score(unique, core, engagements, medianViews, changes);
    }

    /** People of the candidate's signatures where exactly {@code count} candidates are selected. */
    long weightAt(int candidate, int count) {
        return byCount[candidate * (threshold + 1) + count];
    }

    Score scoreIfAdded(int c) {
        return problem.score(
                unique + weightAt(c, 0),
                core + weightAt(c, threshold - 1),
                engagements + problem.engagements()[c],
                medianViews + problem.medianViews()[c],
                changes + changeDelta(c));
    }

    Score scoreIfDropped(int c) {
        return problem.score(
                unique - weightAt(c, 1),
                core - weightAt(c, threshold),
                engagements - problem.engagements()[c],
                medianViews - problem.medianViews()[c],
                changes + changeDelta(c));
    }

    /** Score of dropping {@code out} and adding {@code in}, given {@code out}'s interaction terms. */
    Score scoreIfSwapped(int out, int in, long uniqueInteraction, long coreInteraction) {
        long u = unique - weightAt(out, 1) + weightAt(in, 0) + uniqueInteraction;
        long k = core - weightAt(out, threshold) + weightAt(in, threshold - 1) + coreInteraction;
        double e = engagements - problem.engagements()[out] + problem.engagements()[in];
        double m = medianViews - problem.medianViews()[out] + problem.medianViews()[in];
        return problem.score(u, k, e, m, changes + changeDelta(out) + changeDelta(in));
    }

    /**
     * For a selected {@code out}: per candidate, the change to its add gains once {@code out} is dropped
     * (signatures holding both). Fills {@code uniqueInteraction} and {@code coreInteraction}.
     */
    void swapInteractions(int out, long[] uniqueInteraction, long[] coreInteraction) {
        Arrays.fill(uniqueInteraction, 0);
        Arrays.fill(coreInteraction, 0);
        for (int p = table.signaturesStart(out); p < table.signaturesEnd(out); p++) {
            int s = table.signature(p);
            int count = selectedCount[s];
            long w = table.weight(s);
            if (count != 1 && count != threshold && count != threshold - 1) {
                continue;
            }
            for (int e = table.membersStart(s); e < table.membersEnd(s); e++) {
                int d = table.member(e);
                if (count == 1) {
                    uniqueInteraction[d] += w;
                }
                if (count == threshold) {
                    coreInteraction[d] += w;
                }
                if (count == threshold - 1) {
                    coreInteraction[d] -= w;
                }
            }
        }
    }

    void toggle(int c) {
        int step = selected[c] ? -1 : 1;
        changes += changeDelta(c);
        selected[c] = !selected[c];
        size += step;
        engagements += step * problem.engagements()[c];
        medianViews += step * problem.medianViews()[c];
        int stride = threshold + 1;
        for (int p = table.signaturesStart(c); p < table.signaturesEnd(c); p++) {
            int s = table.signature(p);
            int before = selectedCount[s];
            int after = before + step;
            selectedCount[s] = after;
            long w = table.weight(s);
            if (step > 0) {
                unique += before == 0 ? w : 0;
                core += after == threshold ? w : 0;
            } else {
                unique -= after == 0 ? w : 0;
                core -= before == threshold ? w : 0;
            }
            if (before > threshold && after > threshold) {
                continue;
            }
            for (int e = table.membersStart(s); e < table.membersEnd(s); e++) {
                int d = table.member(e) * stride;
                if (before <= threshold) {
                    byCount[d + before] -= w;
                }
                if (after <= threshold) {
                    byCount[d + after] += w;
                }
            }
        }
    }

    /** How the number of changes from the current selection moves if c is toggled. */
    private int changeDelta(int c) {
        return selected[c] == problem.current()[c] ? 1 : -1;
    }
}
