package io.sigment.common.testing;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.support.descriptor.ClassSource;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;

/**
 * What each test class cost in CPU, written to {@code target/test-class-cpu/<class>.txt} for
 * {@code .ci/cpu-test-classes}: on 2 cores the build is CPU-bound, and a class's wall time says as much about how long
 * it waited as about what it spent (issue 44). Three figures: this JVM's CPU-seconds while the class ran (every
 * thread, the stack it drives included), the CPU-seconds its child processes spent meanwhile (service JVMs, browsers,
 * tools: those reaped by its end and those still running, such as a topology several classes share), and the wall
 * seconds. Registered for common's tests and, through its test jar, every module's that uses it (all but docs and web).
 */
public final class ClassCpuTimes implements TestExecutionListener {
    private static final Path DIR = Path.of("target", "test-class-cpu");
    private static final Path PROC_STAT = Path.of("/proc/self/stat");
    /** Linux reports those times in USER_HZ ticks, 100 a second on every architecture it exports them on. */
    private static final long NANOS_PER_TICK = 10_000_000L;

    private final Map<String, long[]> started = new ConcurrentHashMap<>();

    @Override
    public void executionStarted(TestIdentifier test) {
        className(test)
                .ifPresent(name -> started.put(
                        test.getUniqueId(), new long[] {ownCpuNanos(), childrenCpuNanos(), System.nanoTime()}));
    }

    @Override
    public void executionFinished(TestIdentifier test, TestExecutionResult result) {
        var start = started.remove(test.getUniqueId());
        if (start == null) return;
        var line = String.format(
                Locale.ROOT,
                "%.1f %.1f %.1f %s%n",
                (ownCpuNanos() - start[0]) / 1e9,
                (childrenCpuNanos() - start[1]) / 1e9,
                (System.nanoTime() - start[2]) / 1e9,
                className(test).orElseThrow());
        try {
            Files.createDirectories(DIR);
            Files.writeString(DIR.resolve(className(test).orElseThrow() + ".txt"), line);
        } catch (IOException notWritten) {
            // a measurement of the build, never a reason to fail it
        }
    }

    /** Top-level test classes and suites; nested classes are counted in theirs. */
    private static Optional<String> className(TestIdentifier test) {
        return test.getSource()
                .filter(ClassSource.class::isInstance)
                .map(s -> ((ClassSource) s).getClassName())
                .filter(name -> !name.contains("$"));
    }

    private static long ownCpuNanos() {
        return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
                .getProcessCpuTime();
    }

    /**
     * The children's CPU so far: the reaped ones' (cutime + cstime of /proc/self/stat, their own children's included)
     * and the running ones'. A child running at the start and reaped by the end is counted from the start only.
     */
    private static long childrenCpuNanos() {
        return reapedChildrenCpuNanos()
                + ProcessHandle.current()
                        .descendants()
                        .mapToLong(child -> child.info()
                                .totalCpuDuration()
                                .map(Duration::toNanos)
                                .orElse(0L))
                        .sum();
    }

    /** cutime + cstime of /proc/self/stat; 0 where there is no /proc. */
    private static long reapedChildrenCpuNanos() {
        try {
            var stat = Files.readString(PROC_STAT);
            var fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            // After the command's closing parenthesis, field 3 (state) is index 0: cutime and cstime are fields 16 and
            // 17.
            long ticks = Long.parseLong(fields[13]) + Long.parseLong(fields[14]);
            return ticks * NANOS_PER_TICK;
        } catch (IOException | RuntimeException noProc) {
            return 0;
        }
    }
}
