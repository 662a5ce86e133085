package io.sigment.web.work;

import io.sigment.common.api.jobs.OptimizedSelection;
import java.util.List;
import java.util.Locale;

/**
 * {@code work/selection.jte}: optimize_selection's answer ({@link OptimizedSelection}): the current and
 * the best selection, what is left out, what holds it back and what is worth adding, every figure in words.
 */
public record SelectionView(
        String email,
        String analysisId,
        boolean targetsMet,
        List<Row> selections,
        List<String> best,
        List<String> removed,
        List<Change> drag,
        List<Change> suggestions,
        String charged,
        String balance) {
    /** A selection: its name ("Now", "Best"), its size, core audience and core reach. */
    public record Row(String name, int creators, String corePct, String coreReach) {}

    /** A creator and the core audience without (drag) or with (suggestion) them. */
    public record Change(String handle, String corePct) {}

    public static SelectionView of(String email, OptimizedSelection reply) {
        var best = reply.best();
        var credits = reply.credits();
        return new SelectionView(
                email,
                WorkLinks.segment(reply.analysisId()),
                reply.targetsMet(),
                List.of(row("Now", reply.current()), row("Best", best)),
                best == null ? List.of() : best.members(),
                best == null ? List.of() : best.removed(),
                reply.dragCreators().stream()
                        .map(c -> new Change(c.handle(), pct(c.corePctWithout())))
                        .toList(),
                reply.suggestedAdditions().stream()
                        .map(c -> new Change(c.handle(), pct(c.corePctWith())))
                        .toList(),
                String.valueOf(credits == null ? 0 : credits.charged()),
                credits == null || credits.balance() == null ? "–" : String.valueOf(credits.balance()));
    }

    private static Row row(String name, OptimizedSelection.Selection selection) {
        return selection == null
                ? new Row(name, 0, "–", "–")
                : new Row(
                        name,
                        selection.members().size(),
                        pct(selection.corePct()),
                        whole(selection.estimatedCoreAudienceSize()));
    }

    private static String pct(Object value) {
        return value instanceof Number n ? String.format(Locale.ROOT, "%.1f%%", n.doubleValue()) : "–";
    }

    private static String whole(Object value) {
        return value instanceof Number n ? String.format(Locale.ROOT, "%,d", Math.round(n.doubleValue())) : "–";
    }
}
