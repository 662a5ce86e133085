package io.sigment.web.work;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.List;
import java.util.Locale;

/**
 * {@code work/selection.jte}: optimize_selection's answer (a tool's reply, which its schema shapes): the current and
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

    public static SelectionView of(String email, JsonObject reply) {
        var best = reply.getJsonObject("best", new JsonObject());
        var credits = reply.getJsonObject("credits", new JsonObject());
        return new SelectionView(
                email,
                WorkLinks.segment(reply.getString("analysis_id")),
                reply.getBoolean("targets_met", false),
                List.of(row("Now", reply.getJsonObject("current", new JsonObject())), row("Best", best)),
                strings(best.getJsonArray("members")),
                strings(best.getJsonArray("removed")),
                changes(reply.getJsonArray("drag_creators"), "core_pct_without"),
                changes(reply.getJsonArray("suggested_additions"), "core_pct_with"),
                String.valueOf(credits.getValue("charged", 0)),
                String.valueOf(credits.getValue("balance", "–")));
    }

    private static Row row(String name, JsonObject selection) {
        return new Row(
                name,
                selection.getJsonArray("members", new JsonArray()).size(),
                pct(selection.getValue("core_pct")),
                whole(selection.getValue("estimated_core_audience_size")));
    }

    private static List<Change> changes(JsonArray creators, String field) {
        return creators == null
                ? List.of()
                : creators.stream()
                        .map(JsonObject.class::cast)
                        .map(c -> new Change(c.getString("handle"), pct(c.getValue(field))))
                        .toList();
    }

    private static List<String> strings(JsonArray array) {
        return array == null ? List.of() : array.stream().map(String::valueOf).toList();
    }

    private static String pct(Object value) {
        return value instanceof Number n ? String.format(Locale.ROOT, "%.1f%%", n.doubleValue()) : "–";
    }

    private static String whole(Object value) {
        return value instanceof Number n ? String.format(Locale.ROOT, "%,d", Math.round(n.doubleValue())) : "–";
    }
}
