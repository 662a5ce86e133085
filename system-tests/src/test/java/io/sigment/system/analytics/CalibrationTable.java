package io.sigment.system.analytics;

import io.sigment.common.Platform;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The calibration benchmark's tables ({@link AudienceCalibrationBenchmark}), in Markdown: per world, per figure and
 * platform (then all platforms), how often the 95% interval covers the truth, the median and p90 absolute error, the
 * median signed error and the median interval width.
 */
final class CalibrationTable {
    private CalibrationTable() {}

    /** One table per world (stress knob), in the order the rows came. */
    static void print(List<CalibrationRow> rows, PrintStream out) {
        Map<String, List<CalibrationRow>> byWorld = new LinkedHashMap<>();
        for (var row : rows)
            byWorld.computeIfAbsent(row.world(), w -> new ArrayList<>()).add(row);
        byWorld.forEach((world, list) -> {
            out.println();
            out.println("World: " + world);
            printTable(list, out);
        });
    }

    private static void printTable(List<CalibrationRow> rows, PrintStream out) {
        out.println();
        out.println(
                "| figure | platform | n | coverage of the 95% interval | median abs error | p90 abs error | median signed error | median width |");
        out.println("|---|---|---|---|---|---|---|---|");
        Map<String, Map<Platform, List<CalibrationRow>>> byFigure = new LinkedHashMap<>();
        for (var row : rows) {
            byFigure.computeIfAbsent(row.figure(), f -> new EnumMap<>(Platform.class))
                    .computeIfAbsent(row.platform(), p -> new ArrayList<>())
                    .add(row);
        }
        byFigure.forEach((figure, byPlatform) -> {
            var all = new ArrayList<CalibrationRow>();
            byPlatform.forEach((platform, list) -> {
                line(figure, platform.name().toLowerCase(), list, out);
                all.addAll(list);
            });
            line(figure, "all", all, out);
        });
    }

    private static void line(String figure, String platform, List<CalibrationRow> rows, PrintStream out) {
        double[] errors = rows.stream()
                .mapToDouble(r -> Math.abs(r.value() - r.truth()))
                .sorted()
                .toArray();
        boolean intervals = rows.stream().allMatch(CalibrationRow::hasInterval);
        String coverage = intervals
                ? String.format(
                        "%.1f%%",
                        100.0
                                * rows.stream()
                                        .filter(r -> r.low() <= r.truth() && r.truth() <= r.high())
                                        .count()
                                / rows.size())
                : "no interval";
        String width = intervals
                ? String.format(
                        "%.1f",
                        median(rows.stream()
                                .mapToDouble(r -> r.high() - r.low())
                                .sorted()
                                .toArray()))
                : "—";
        double[] signed =
                rows.stream().mapToDouble(r -> r.value() - r.truth()).sorted().toArray();
        out.printf(
                "| %s | %s | %d | %s | %.2f | %.2f | %+.2f | %s |%n",
                figure,
                platform,
                rows.size(),
                coverage,
                median(errors),
                errors[(int) Math.min(errors.length - 1, Math.floor(0.9 * errors.length))],
                median(signed),
                width);
    }

    private static double median(double[] sorted) {
        return sorted.length == 0 ? 0 : sorted[sorted.length / 2];
    }
}
