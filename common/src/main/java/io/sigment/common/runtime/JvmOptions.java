package io.sigment.common.runtime;

import java.util.Arrays;
import java.util.List;

/**
 * The JDK internals Hazelcast and Netty reach into, as options for starting a Sigment JVM by hand: the repository's
 * {@code jdk-opens.args}, the one list (the pom hands the same file to the test JVMs and writes it into each runnable
 * jar's manifest as Add-Opens/Add-Exports; {@code ./sigment} and the benchmarks pass it to {@code java}).
 */
public final class JvmOptions {
    /** The file's options in order, each option and its value a separate element. */
    public static final List<String> OPENS = parse(ClasspathText.read("/io/sigment/common/runtime/jdk-opens.args"));

    /**
     * For the service JVMs Sigment starts itself (the launcher's {@code --processes}, the tests' child JVMs): no
     * hsperfdata file, whose sampler wakes every 50 ms, 13-15% of an idle service JVM's CPU
     * (bench/results/2026-11-30-ci-cpu-idle-cluster.md). {@code jps} and {@code jstat} do not list such a JVM; {@code
     * jcmd PID} still works.
     */
    public static final String NO_PERF_DATA = "-XX:-UsePerfData";

    private JvmOptions() {}

    /**
     * A {@code java} argument file as this one is written: whitespace-separated words, {@code #} to the line's end a
     * comment.
     */
    static List<String> parse(String argumentFile) {
        return argumentFile
                .lines()
                .map(line -> line.replaceFirst("#.*", "").strip())
                .filter(line -> !line.isEmpty())
                .flatMap(line -> Arrays.stream(line.split("\\s+")))
                .toList();
    }
}
