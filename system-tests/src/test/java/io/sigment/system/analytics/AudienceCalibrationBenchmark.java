package io.sigment.system.analytics;

import io.sigment.analytics.engine.AnalysisOptions;
import io.sigment.analytics.engine.AudienceIndex;
import io.sigment.analytics.engine.OverlapEngine;
import io.sigment.analytics.engine.audience.AudienceEstimate;
import io.sigment.analytics.engine.audience.CalibrationDiagnostics;
import io.sigment.analytics.engine.audience.CalibrationSelection;
import io.sigment.analytics.engine.audience.EmulatedScrape;
import io.sigment.analytics.engine.audience.Interval;
import io.sigment.analytics.engine.graph.OverlapPair;
import io.sigment.common.Platform;
import io.sigment.emulator.world.World;
import io.sigment.emulator.world.WorldOptions;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.Collectors;
import java.util.stream.LongStream;

/**
 * The calibration benchmark of the audience estimates (analytics-service README, "Audience estimates"): random
 * selections of the emulator's world on three platforms and several world seeds, each scraped the scraper's way
 * in memory ({@link EmulatedScrape}), estimated, and compared with the world's ground truth. Prints ({@link CalibrationTable}), per figure
 * and platform, how often the 95% interval covers the truth, the median and p90 absolute error and the median
 * interval width: for the audience estimates, for the sample figures read as audience figures (the baseline),
 * and for a random-duplication (Sainsbury) estimate from the creators' audience sizes, as follower-based tools
 * make it. Not part of {@code verify}: {@code local/audience-calibration.sh [seeds] [selections per seed and platform]
 * [first seed] [creators per platform, default 1200]}, {@code -Dcalibration.stress=NAME} for a stress world
 * ({@link WorldOptions#stress}), {@code -Dcalibration.sizes=2-10} for selections of 2-10 creators only. The
 * intervals' scale was fitted on seed 1000; the default first seed, 2000, keeps the table on worlds the fit did not
 * see.
 */
public final class AudienceCalibrationBenchmark {
    private AudienceCalibrationBenchmark() {}

    /**
     * The stress knob of this run's worlds (issue 42 item 7): {@code -Dcalibration.stress=NAME}, one of
     * {@link WorldOptions#STRESS_NAMES}; "default" is the emulator's world, the one the scales were fitted on.
     */
    private static final String STRESS = System.getProperty("calibration.stress", "default");

    private static String worldName = STRESS;

    /**
     * The platforms estimated ({@code -Dcalibration.platforms=INSTAGRAM,...}, all by default): the others' selections
     * are still drawn, so a platform's selections are those of a run on all three.
     */
    private static final Set<Platform> PLATFORMS = Arrays.stream(
                    System.getProperty("calibration.platforms", "INSTAGRAM,YOUTUBE,TIKTOK")
                            .split(","))
            .map(String::trim)
            .map(Platform::valueOf)
            .collect(Collectors.toCollection(() -> EnumSet.noneOf(Platform.class)));

    /**
     * The selections' sizes ({@code -Dcalibration.sizes=2-10}; 2-50 by default, the draws of every earlier run): a run
     * of small selections only, where the default draws make few.
     */
    private static final int[] SIZES = Arrays.stream(
                    System.getProperty("calibration.sizes", "2-50").split("-"))
            .mapToInt(Integer::parseInt)
            .toArray();

    public static void main(String[] args) throws IOException {
        if (args.length > 0 && args[0].equals("--table")) {
            TableOfRuns.print(Arrays.stream(args).skip(1).map(Path::of).toList(), System.out);
            return;
        }
        int seeds = args.length > 0 ? Integer.parseInt(args[0]) : 4;
        int perPlatform = args.length > 1 ? Integer.parseInt(args[1]) : 25;
        long firstSeed = args.length > 2 ? Long.parseLong(args[2]) : 2000;
        // A stress world (issue 42 item 7): the fit's worlds have 1,200 creators per platform (the emulator's default).
        int creatorsPerPlatform = args.length > 3 ? Integer.parseInt(args[3]) : 1200;
        var options = WorldOptions.stress(STRESS);
        if (creatorsPerPlatform != 1200) {
            worldName = (STRESS.equals("default") ? "" : STRESS + ", ") + creatorsPerPlatform + " creators";
        }
        var rows = new ArrayList<CalibrationRow>();
        long millis = 0;
        int selections = 0;
        String dump = System.getProperty("calibration.rows");
        // Per selection, a line of what the estimate was made of (SelectionLines).
        String perSelection = System.getProperty("calibration.selections");
        int written = 0;
        for (int s = 0; s < seeds; s++) {
            long seed = firstSeed + 17L * s;
            var world = World.generate(seed, creatorsPerPlatform, options);
            var random = new SplittableRandom(seed);
            for (int i = 0; i < perPlatform; i++) {
                for (var platform : Platform.values()) {
                    var pw = world.platform(platform);
                    var selection = CalibrationSelection.draw(pw, random, SIZES[0], SIZES[1]);
                    if (!PLATFORMS.contains(platform)) {
                        continue;
                    }
                    var samples = EmulatedScrape.samples(pw, selection.creators());
                    String postsOnly = System.getProperty("calibration.postsOnly");
                    if (postsOnly != null) {
                        SelectionLines.appendPosts(
                                Path.of(postsOnly),
                                seed,
                                i,
                                platform,
                                selection,
                                samples,
                                EmulatedScrape.truth(pw, selection.creators()));
                        continue;
                    }
                    var engine = new OverlapEngine(AudienceIndex.of(samples), AnalysisOptions.defaults(platform));
                    long start = System.nanoTime();
                    var diagnostics = CalibrationDiagnostics.of(
                            AudienceIndex.of(samples),
                            selection.handles(),
                            AnalysisOptions.defaults(platform),
                            engine.metrics(selection.handles()).overview().estimatedAudienceSize());
                    var estimate = diagnostics.estimate();
                    millis += (System.nanoTime() - start) / 1_000_000;
                    selections++;
                    var truth = EmulatedScrape.truth(pw, selection.creators());
                    var sample = engine.metrics(selection.handles()).overview();
                    add(rows, platform, "audience_estimate.core_pct", estimate.corePct(), truth.corePct());
                    relative(
                            rows,
                            platform,
                            "audience_estimate.unique_audience (% of truth)",
                            estimate.uniqueAudience(),
                            truth.unique());
                    relative(
                            rows,
                            platform,
                            "audience_estimate.core_audience (% of truth)",
                            estimate.coreAudience(),
                            truth.core());
                    rows.add(row(
                            platform,
                            "sample core_pct read as audience (baseline)",
                            sample.corePct(),
                            Double.NaN,
                            Double.NaN,
                            truth.corePct()));
                    rows.add(row(
                            platform,
                            "random duplication core_pct (Sainsbury)",
                            RandomDuplication.corePct(truth, pw.peopleCount()),
                            Double.NaN,
                            Double.NaN,
                            truth.corePct()));
                    pairs(rows, platform, estimate, selection.handles(), truth);
                    shown(
                            rows,
                            platform,
                            estimate,
                            engine.interestGraph(selection.handles(), Set.of()).strongestOverlaps(),
                            selection.handles(),
                            truth);
                    for (int c = 0; c < selection.creators().size(); c++) {
                        var creator =
                                estimate.creators().get(selection.handles().get(c));
                        double scale = 100.0 / truth.audiences().get(c).length;
                        rows.add(row(
                                platform,
                                "creator estimated_engaged_audience (% of truth)",
                                creator.value() * scale,
                                creator.low() * scale,
                                creator.high() * scale,
                                100));
                    }
                    if (dump != null) {
                        CalibrationRow.append(Path.of(dump), rows.subList(written, rows.size()));
                        written = rows.size();
                    }
                    if (perSelection != null) {
                        SelectionLines.appendSelection(
                                Path.of(perSelection),
                                worldName,
                                seed,
                                platform,
                                selection,
                                truth,
                                diagnostics,
                                samples,
                                pw.peopleCount());
                    }
                    System.out.printf(
                            "seed %d %s %s n=%d: core %% est %.1f [%.1f, %.1f] truth %.1f sample %.1f%n",
                            seed,
                            platform,
                            selection.mix(),
                            selection.creators().size(),
                            estimate.corePct().value(),
                            estimate.corePct().low(),
                            estimate.corePct().high(),
                            truth.corePct(),
                            sample.corePct());
                }
            }
        }
        CalibrationTable.print(rows, System.out);
        System.out.printf(
                "world %s: %d creators per platform; world seeds %s; shown pairs sharing nobody in truth (no relative error, not tabled): %d%n",
                worldName,
                creatorsPerPlatform,
                LongStream.range(0, seeds)
                        .mapToObj(s -> Long.toString(firstSeed + 17L * s))
                        .collect(Collectors.joining(", ")),
                shownWithoutTruth);
        System.out.printf(
                "%d selections; audience estimate %.0f ms per selection on average%n",
                selections, (double) millis / selections);
    }

    /** A row of this run's world. */
    private static CalibrationRow row(
            Platform platform, String figure, double value, double low, double high, double truth) {
        return new CalibrationRow(worldName, platform, figure, value, low, high, truth);
    }

    private static void add(
            List<CalibrationRow> rows, Platform platform, String figure, Interval interval, double truth) {
        rows.add(row(platform, figure, interval.value(), interval.low(), interval.high(), truth));
    }

    private static void relative(
            List<CalibrationRow> rows, Platform platform, String figure, Interval interval, double truth) {
        double scale = 100.0 / truth;
        rows.add(row(platform, figure, interval.value() * scale, interval.low() * scale, interval.high() * scale, 100));
    }

    /** Pair shared audience: every pair of the selection sharing at least 50 people in truth, as % error. */
    private static void pairs(
            List<CalibrationRow> rows,
            Platform platform,
            AudienceEstimate estimate,
            List<String> handles,
            EmulatedScrape.Truth truth) {
        for (int a = 0; a < handles.size(); a++) {
            for (int b = a + 1; b < handles.size(); b++) {
                long shared = truth.shared(a, b);
                if (shared < 50) {
                    continue;
                }
                var interval = estimate.pairs().get(AudienceEstimate.pairKey(handles.get(a), handles.get(b)));
                double scale = 100.0 / shared;
                rows.add(row(
                        platform,
                        "pair shared_audience_estimate (% of truth)",
                        interval.value() * scale,
                        interval.low() * scale,
                        interval.high() * scale,
                        100));
            }
        }
    }

    static final String SHOWN = "shown pair shared_audience_estimate (% of truth)";
    private static int shownWithoutTruth;

    /**
     * The pairs as users see them: the strongest overlaps of the selection's result (at most 15, ranked on the
     * sample), with the estimate a result shows ({@code strongestPairs}: fitted on the pair's own people). A pair
     * sharing nobody in truth has no relative error: counted and reported, not tabled.
     */
    private static void shown(
            List<CalibrationRow> rows,
            Platform platform,
            AudienceEstimate estimate,
            List<OverlapPair> shown,
            List<String> handles,
            EmulatedScrape.Truth truth) {
        for (var pair : shown) {
            int a = handles.indexOf(pair.creatorA());
            int b = handles.indexOf(pair.creatorB());
            long shared = truth.shared(Math.min(a, b), Math.max(a, b));
            String key = AudienceEstimate.pairKey(pair.creatorA(), pair.creatorB());
            var shownEstimate = estimate.strongestPairs().get(key);
            if (shownEstimate == null) {
                throw new IllegalStateException("the estimate does not rank " + key + " among its strongest pairs");
            }
            if (shared == 0) {
                shownWithoutTruth++;
                continue;
            }
            double scale = 100.0 / shared;
            rows.add(row(
                    platform,
                    SHOWN,
                    shownEstimate.value() * scale,
                    shownEstimate.low() * scale,
                    shownEstimate.high() * scale,
                    100));
        }
    }
}
