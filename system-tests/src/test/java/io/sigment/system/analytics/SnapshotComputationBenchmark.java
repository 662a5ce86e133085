package io.sigment.system.analytics;

import com.sun.management.OperatingSystemMXBean;
import io.sigment.analytics.analyses.FrozenSample;
import io.sigment.analytics.analyses.SnapshotComputation;
import io.sigment.analytics.engine.AnalysisOptions;
import io.sigment.analytics.engine.AudienceIndex;
import io.sigment.analytics.engine.CreatorSample;
import io.sigment.analytics.engine.OverlapEngine;
import io.sigment.analytics.engine.SelectionMetrics;
import io.sigment.analytics.engine.coverage.CoverageMixes;
import io.sigment.analytics.engine.graph.InterestGraph;
import io.sigment.analytics.engine.optimize.SelectionOptimizer;
import io.sigment.analytics.engine.optimize.SignatureTable;
import io.sigment.analytics.engine.optimize.Targets;
import io.sigment.common.Platform;
import io.vertx.core.json.JsonObject;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Supplier;

/**
 * The analyzing stage's computation part by part on one snapshot's frozen samples, in this JVM (no PostgreSQL, no
 * bus): decode, index, the sample figures, the bootstrap intervals, the recommended selection, the interest graph,
 * the coverage mixes, the audience estimate, and the whole {@link SnapshotComputation#compute} with its JSON
 * encoded. Prints each part's p50 and the SHA-256 of the result's JSON, so that a change can be shown to leave
 * every reported number as it was. {@link AnalysisToolsBenchmark} runs it on its snapshot and can write the
 * snapshot's frozen samples to a file ({@code -Dsigment.bench.frozen=FILE}); run it on such a file with
 * {@code java -cp ... io.sigment.system.analytics.SnapshotComputationBenchmark FILE [runs]}. Not a test.
 */
public final class SnapshotComputationBenchmark {
    private static final OperatingSystemMXBean CPU =
            (OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();

    private SnapshotComputationBenchmark() {}

    public static void main(String[] args) {
        var frozen = read(Path.of(args[0]));
        printParts(frozen, args.length > 1 ? Integer.parseInt(args[1]) : 5);
    }

    static void printParts(List<FrozenSample> frozen, int runs) {
        part(
                "SnapshotComputation.compute + encode, first in this JVM",
                1,
                () -> SnapshotComputation.compute(SnapshotComputation.decode(frozen), Platform.INSTAGRAM)
                        .result()
                        .encode());
        var options = AnalysisOptions.defaults(Platform.INSTAGRAM);
        var samples = SnapshotComputation.decode(frozen);
        var handles = samples.stream().map(CreatorSample::handle).toList();
        var index = AudienceIndex.of(samples);
        var engine = new OverlapEngine(index, options);
        int[] members = index.indicesOf(handles);
        var metrics = SelectionMetrics.compute(index, members, options);
        var table = SignatureTable.of(index, members);
        part("decode", runs, () -> SnapshotComputation.decode(frozen));
        part("AudienceIndex.of", runs, () -> AudienceIndex.of(samples));
        part("sample figures (SelectionMetrics)", runs, () -> SelectionMetrics.compute(index, members, options));
        part("bootstrap intervals", runs, () -> engine.intervals(members, metrics.overview(), metrics.coreMask()));
        part("signature table", runs, () -> SignatureTable.of(index, members));
        part(
                "recommended selection",
                runs,
                () -> SelectionOptimizer.optimize(index, members, table, members, Targets.DEFAULT, options));
        part(
                "interest graph",
                runs,
                () -> InterestGraph.of(
                        index,
                        members,
                        metrics.overview().uniqueAudienceSample(),
                        Set.of(),
                        InterestGraph.DEFAULT_STRONGEST));
        part(
                "coverage mixes",
                runs,
                () -> CoverageMixes.of(index, members, table.withAtLeast(options.coreThreshold()), options));
        part("audience estimate", runs, () -> engine.audienceEstimate(handles));
        var json = new String[1];
        part(
                "SnapshotComputation.compute + encode",
                runs,
                () -> json[0] = SnapshotComputation.compute(SnapshotComputation.decode(frozen), Platform.INSTAGRAM)
                        .result()
                        .encode());
        System.out.printf(Locale.ROOT, "result JSON: %d chars, SHA-256 %s%n", json[0].length(), sha256(json[0]));
    }

    /**
     * Wall time and the process's CPU time (all threads, the JIT's and GC's included: less sensitive to other
     * processes on the machine than wall time) of {@code runs} runs after one unmeasured one (none when runs is 1).
     */
    private static void part(String what, int runs, Supplier<?> work) {
        if (runs > 1) work.get();
        var millis = new double[runs];
        var cpu = new double[runs];
        for (int i = 0; i < runs; i++) {
            long c = CPU.getProcessCpuTime();
            long t = System.nanoTime();
            work.get();
            millis[i] = (System.nanoTime() - t) / 1e6;
            cpu[i] = (CPU.getProcessCpuTime() - c) / 1e6;
        }
        Arrays.sort(millis);
        Arrays.sort(cpu);
        System.out.printf(
                Locale.ROOT,
                "  %-44s wall p50 %7.1f ms (min %.1f, max %.1f), CPU p50 %7.1f ms, %d runs%n",
                what,
                millis[runs / 2],
                millis[0],
                millis[runs - 1],
                cpu[runs / 2],
                runs);
    }

    static void write(List<FrozenSample> frozen, Path file) {
        var lines = new ArrayList<String>();
        for (var f : frozen) {
            lines.add(new JsonObject()
                    .put("handle", f.handle())
                    .put("creator_id", f.creatorId())
                    .put("posts", f.postsJson())
                    .encode());
        }
        try {
            Files.write(file, lines, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static List<FrozenSample> read(Path file) {
        try {
            return Files.readAllLines(file, StandardCharsets.UTF_8).stream()
                    .map(JsonObject::new)
                    .map(o -> new FrozenSample(o.getString("handle"), o.getString("creator_id"), o.getString("posts")))
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String sha256(String text) {
        try {
            return HexFormat.of()
                    .formatHex(MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
