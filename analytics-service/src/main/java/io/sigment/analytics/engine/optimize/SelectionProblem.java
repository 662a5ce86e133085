package io.sigment.analytics.engine.optimize;

/**
 * One optimizer instance: the candidates' signature table, each candidate's engagements and median
 * views, the core threshold, the targets and the current selection (to count changes from).
 */
public record SelectionProblem(
        SignatureTable table,
        double[] engagements,
        double[] medianViews,
        int threshold,
        Targets targets,
        boolean[] current) {

    public SelectionProblem {
        int n = table.candidates();
        if (engagements.length != n || medianViews.length != n || current.length != n) {
            throw new IllegalArgumentException("one value per candidate expected");
        }
    }

    public int candidates() {
        return table.candidates();
    }

    Score score(long unique, long core, double engagementSum, double medianViewSum, int changes) {
        return Score.of(targets, unique, core, engagementSum, medianViewSum, changes);
    }

    /** Score of a selection computed from scratch (slow path: tests and reports). */
    Score score(boolean[] selected) {
        var state = new SelectionState(this);
        for (int c = 0; c < selected.length; c++) {
            if (selected[c]) {
                state.toggle(c);
            }
        }
        return state.score();
    }
}
