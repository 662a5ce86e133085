package io.sigment.common.testing;

import io.sigment.common.Setting;
import io.sigment.common.runtime.JvmOptions;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * A {@code main} run in a JVM of its own, on this test's classpath (jars first: {@link ClassDataArchive}, whose
 * archive it maps once the first child has been ready); its output goes to a file under target/.
 */
public final class ChildJvm implements AutoCloseable {
    private final Process process;
    private final Path output;
    private final ClassDataArchive classes;
    /** Whether this child records the classes of {@link ClassDataArchive} and has not been ready yet. */
    private boolean recording;

    private ChildJvm(Process process, Path output, ClassDataArchive classes, boolean recording) {
        this.process = process;
        this.output = output;
        this.classes = classes;
        this.recording = recording;
    }

    /** The {@code java} that runs this test JVM, and so its children. */
    private static final String JAVA = ProcessHandle.current().info().command().orElse("java");

    /** The class path's classes loaded without the bytecode verifier (the pom's {@code test.verify}). */
    private static final List<String> NO_VERIFIER =
            List.of("-XX:+UnlockDiagnosticVMOptions", "-XX:-BytecodeVerificationRemote");

    /** Serial GC and C1 only, as the test JVMs: a service that starts, serves a test briefly and is killed. */
    public static final List<String> BRIEF = List.of("-Xmx384m", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1");

    /** With the {@link #BRIEF} options. */
    public static ChildJvm start(String mainClass, Map<String, String> env, String... args) {
        return start(BRIEF, mainClass, env, args);
    }

    /** With {@code jvmOptions} (heap, GC, JIT) instead of the default heap limit. */
    public static ChildJvm start(List<String> jvmOptions, String mainClass, Map<String, String> env, String... args) {
        var classes = classData();
        var use = classes.nextChild();
        var command = new ArrayList<String>();
        command.add(JAVA);
        command.add(JvmOptions.NO_PERF_DATA);
        command.addAll(verifierOptions());
        command.addAll(jvmOptions);
        command.addAll(use.options());
        command.addAll(JvmOptions.OPENS);
        command.add("-cp");
        command.add(classes.classPath());
        command.add(mainClass);
        command.addAll(List.of(args));
        try {
            Files.createDirectories(Path.of("target", "child-jvms"));
            var name = env.getOrDefault(Setting.PROCESS_NAME.env(), mainClass.replaceAll(".*\\.", ""));
            var output = Files.createTempFile(Path.of("target", "child-jvms"), name + "-", ".log");
            var builder = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(output.toFile());
            builder.environment().putAll(env);
            return new ChildJvm(builder.start(), output, classes, use.records());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The class-data options ({@link ClassDataArchive}) for JVMs that code under test starts on this test's class path,
     * jars first (the launcher's own processes, {@code LocalProcesses}): the archive the {@code ChildJvm}s of this
     * module map, once one of them has recorded its classes; none before (those JVMs then start as they did).
     */
    public static List<String> classDataOptions() {
        return classData().forOthers();
    }

    /** The class-data archive of this test JVM's class path, for children run by this JVM's {@code java}. */
    static ClassDataArchive classData() {
        return ClassDataArchive.ofThisClassPath(JAVA);
    }

    /**
     * This test JVM's bytecode-verifier options (the pom's {@code test.verify}: off for the class path's classes),
     * for the JVMs it starts on the same class path; none when it runs with the verifier on.
     */
    public static List<String> verifierOptions() {
        var options = ManagementFactory.getRuntimeMXBean().getInputArguments();
        return options.contains(NO_VERIFIER.get(1)) ? NO_VERIFIER : List.of();
    }

    public Process process() {
        return process;
    }

    public String output() {
        try {
            return Files.readString(output);
        } catch (IOException e) {
            return "(no output: " + e.getMessage() + ")";
        }
    }

    /** Waits until {@code url} answers 200, failing with the child's output if it dies or time runs out. */
    public void awaitHttpOk(String url, Duration timeout) {
        var http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(1)).build();
        var request = HttpRequest.newBuilder(URI.create(url))
                .timeout(Duration.ofSeconds(2))
                .build();
        var status = Eventually.poll(timeout, Duration.ofMillis(200), () -> status(http, request), s -> s == 200);
        if (status != 200) throw new AssertionError(url + " did not answer 200 within " + timeout + ":\n" + output());
        if (recording) {
            recording = false;
            classes.ready();
        }
    }

    /** The answer's status, -1 while nothing listens; fails with the child's output once it has died. */
    private int status(HttpClient http, HttpRequest request) throws InterruptedException {
        if (!process.isAlive()) throw new AssertionError("child exited with " + process.exitValue() + ":\n" + output());
        try {
            return http.send(request, HttpResponse.BodyHandlers.discarding()).statusCode();
        } catch (IOException notYet) {
            return -1;
        }
    }

    public int awaitExit(Duration timeout) {
        try {
            if (!process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
                throw new AssertionError("child still running after " + timeout + ":\n" + output());
            }
            ended();
            return process.exitValue();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }

    public void kill() {
        process.destroyForcibly();
        awaitExit(Duration.ofSeconds(10));
    }

    @Override
    public void close() {
        if (process.isAlive()) kill();
        else ended();
    }

    /**
     * The child has exited: if it was recording and never ready, the next child records instead. Only once it has
     * exited: a JVM creates its class list as it starts, so one removed earlier (a test that awaits a short child's
     * exit right after starting it) was created again and kept every later child of the build from recording.
     */
    private void ended() {
        if (recording) {
            recording = false;
            classes.abandon();
        }
    }
}
