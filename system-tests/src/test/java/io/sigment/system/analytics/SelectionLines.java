package io.sigment.system.analytics;

import io.sigment.analytics.engine.AnalysisOptions;
import io.sigment.analytics.engine.AudienceIndex;
import io.sigment.analytics.engine.CreatorSample;
import io.sigment.analytics.engine.audience.CalibrationDiagnostics;
import io.sigment.analytics.engine.audience.CalibrationSelection;
import io.sigment.analytics.engine.audience.EmulatedScrape;
import io.sigment.analytics.engine.audience.Interval;
import io.sigment.common.Platform;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The lines {@link AudienceCalibrationBenchmark} appends per selection, tab-separated. {@code
 * -Dcalibration.selections=FILE}: one line per selection: world, seed, platform, mix, n, truth, core % estimate, low,
 * high, sample core %, half-sample sd, gap, correction, drift ({@link CalibrationDiagnostics}); then unique audience:
 * truth, estimate, low, high, half-sample sd, half samples' drift, people seen nowhere added; the sample's list order
 * check; its repeats ({@link CalibrationDiagnostics.Repeats}); the creators' true and estimated audiences summed; the
 * sample's cut return check; the estimate's parts; where the truth's people are against the sample. {@code
 * -Dcalibration.postsOnly=FILE}: no estimates, one line per sampled post instead ({@link
 * CalibrationDiagnostics#postLines}), for exploring checks.
 */
final class SelectionLines {
    private SelectionLines() {}

    /** Appends the selection's line to {@code file}. */
    static void appendSelection(
            Path file,
            String worldName,
            long seed,
            Platform platform,
            CalibrationSelection selection,
            EmulatedScrape.Truth truth,
            CalibrationDiagnostics diagnostics,
            List<CreatorSample> samples,
            int people)
            throws IOException {
        var estimate = diagnostics.estimate();
        Files.writeString(
                file,
                String.join(
                                "\t",
                                worldName,
                                Long.toString(seed),
                                platform.name(),
                                selection.mix().toString(),
                                Integer.toString(selection.creators().size()),
                                Double.toString(truth.corePct()),
                                Double.toString(estimate.corePct().value()),
                                Double.toString(estimate.corePct().low()),
                                Double.toString(estimate.corePct().high()),
                                Double.toString(diagnostics.sample()),
                                Double.toString(diagnostics.halfSampleSd()),
                                Double.toString(diagnostics.gap()),
                                Double.toString(diagnostics.correction()),
                                Double.toString(diagnostics.drift()),
                                Double.toString(truth.unique()),
                                Double.toString(estimate.uniqueAudience().value()),
                                Double.toString(estimate.uniqueAudience().low()),
                                Double.toString(estimate.uniqueAudience().high()),
                                Double.toString(diagnostics.unique().halfSampleSd()),
                                Double.toString(diagnostics.unique().drift()),
                                Double.toString(diagnostics.unique().unseen()),
                                Double.toString(diagnostics.listOrder()),
                                Double.toString(diagnostics.repeats().repeat()),
                                Double.toString(diagnostics.repeats().repeatPerVisibility()),
                                Double.toString(diagnostics.repeats().singles()),
                                Double.toString(diagnostics.repeats().meanVisibility()),
                                Double.toString(diagnostics.repeats().posts()),
                                Double.toString(diagnostics.repeats().perCommenter()),
                                Double.toString(diagnostics.repeats().seenSum()),
                                Double.toString(diagnostics.repeats().seenUnique()),
                                Double.toString(creatorSum(truth)),
                                Double.toString(estimate.creators().values().stream()
                                        .mapToDouble(Interval::value)
                                        .sum()),
                                Double.toString(diagnostics.cutReturn()))
                        + Arrays.stream(diagnostics.parts())
                                .mapToObj(x -> "\t" + x)
                                .collect(Collectors.joining())
                        + truthParts(samples, truth, people)
                        + "\n",
                StandardOpenOption.CREATE,
                StandardOpenOption.APPEND);
    }

    /** Appends one line per sampled post of the selection's creators to {@code file}, each led by the selection's. */
    static void appendPosts(
            Path file,
            long seed,
            int draw,
            Platform platform,
            CalibrationSelection selection,
            List<CreatorSample> samples,
            EmulatedScrape.Truth truth)
            throws IOException {
        var lines = new StringBuilder();
        for (String l : CalibrationDiagnostics.postLines(
                AudienceIndex.of(samples), selection.handles(), AnalysisOptions.defaults(platform))) {
            lines.append(seed)
                    .append('\t')
                    .append(draw)
                    .append('\t')
                    .append(platform)
                    .append('\t')
                    .append(selection.creators().size())
                    .append('\t')
                    .append(truth.unique())
                    .append('\t')
                    .append(l)
                    .append('\n');
        }
        Files.writeString(file, lines, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
    }

    /**
     * Where the truth's people are against the sample: people seen on one creator (and of them core in truth), and
     * people in an audience but seen on none (and of them core), tab-separated with a leading tab.
     */
    private static String truthParts(List<CreatorSample> samples, EmulatedScrape.Truth truth, int people) {
        int[] seenOn = new int[people];
        for (var sample : samples) {
            var seen = new BitSet(people);
            for (var post : sample.posts()) {
                for (int person : post.people()) seen.set(person);
            }
            seen.stream().forEach(person -> seenOn[person]++);
        }
        int[] memberships = new int[people];
        for (int[] audience : truth.audiences()) {
            for (int person : audience) memberships[person]++;
        }
        long once = 0, onceCore = 0, unseen = 0, unseenCore = 0;
        for (int p = 0; p < people; p++) {
            if (seenOn[p] == 1) {
                once++;
                if (memberships[p] >= 2) onceCore++;
            } else if (seenOn[p] == 0 && memberships[p] >= 1) {
                unseen++;
                if (memberships[p] >= 2) unseenCore++;
            }
        }
        return "\t" + once + "\t" + onceCore + "\t" + unseen + "\t" + unseenCore;
    }

    /** The sum of the selection's creators' true audiences. */
    private static double creatorSum(EmulatedScrape.Truth truth) {
        return truth.audiences().stream().mapToDouble(a -> a.length).sum();
    }
}
