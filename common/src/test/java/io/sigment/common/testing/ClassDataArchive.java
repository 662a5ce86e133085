package io.sigment.common.testing;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Class-data sharing (AppCDS) for the JVMs that tests start on their own class path ({@link ChildJvm}): the first
 * child that becomes ready records the classes it loaded, the next child's start dumps one archive of them (~20
 * CPU-seconds, once per module and build), and every child from then on maps the archive instead of loading, parsing
 * and verifying those classes again (a service JVM's start to ready: ~7 -> ~3 CPU-seconds,
 * bench/results/2026-11-28-ci-cpu-class-data-sharing.md). The archive lives under
 * target/child-jvms/cds/, named by the JDK and the class path's jars (paths, sizes and times), so a rebuilt jar gets a
 * new one. JDK 17 archives classes from jars only and refuses a non-empty directory on the dump's class path: children
 * get the jars first and the directories after them (the archive's path is a prefix of theirs). A missing, stale or
 * unusable archive only costs the saving: the JVM then runs without it, its CDS warnings off.
 */
final class ClassDataArchive {
    private static final Path DIR = Path.of("target", "child-jvms", "cds");
    /** {@code off}: children run without an archive, on the class path as it is (to compare; bench/results). */
    static final String SWITCH = "SIGMENT_TEST_CLASS_DATA";

    private static final long DUMP_TIMEOUT_MINUTES = 5;
    private static ClassDataArchive current;

    private final String java;
    private final List<String> jars;
    private final String classPath;
    /** The classes the recording child loads, while it runs. */
    private final Path recording;
    /** The classes it had loaded when it was ready: what the archive holds. */
    private final Path started;
    /** Created by the test JVM that dumps the archive. */
    private final Path dumping;

    private final Path archive;

    private ClassDataArchive(String java, List<String> jars, List<String> others, String key) {
        this.java = java;
        this.jars = jars;
        var ordered = new ArrayList<>(jars);
        ordered.addAll(others);
        this.classPath = String.join(File.pathSeparator, ordered);
        var dir = DIR.toAbsolutePath();
        this.recording = key == null ? null : dir.resolve(key + ".recording.classlist");
        this.started = key == null ? null : dir.resolve(key + ".classlist");
        this.dumping = key == null ? null : dir.resolve(key + ".dumping");
        this.archive = key == null ? null : dir.resolve(key + ".jsa");
    }

    /** The archive of this JVM's class path. */
    static synchronized ClassDataArchive ofThisClassPath(String java) {
        if (current == null) current = of(java, System.getProperty("java.class.path"));
        return current;
    }

    private static ClassDataArchive of(String java, String classPath) {
        var jars = new ArrayList<String>();
        var others = new ArrayList<String>();
        if ("off".equals(System.getenv(SWITCH))) {
            others.addAll(List.of(classPath.split(File.pathSeparator)));
            return new ClassDataArchive(java, jars, others, null);
        }
        var key = digest();
        key.update((java + "|" + System.getProperty("java.vm.version")).getBytes(StandardCharsets.UTF_8));
        for (var entry : classPath.split(File.pathSeparator)) {
            if (entry.isEmpty()) continue;
            var file = new File(entry);
            if (entry.endsWith(".jar") && file.isFile()) {
                jars.add(entry);
                key.update(("|" + entry + "|" + file.length() + "|" + file.lastModified())
                        .getBytes(StandardCharsets.UTF_8));
            } else {
                others.add(entry);
            }
        }
        var name = HexFormat.of().formatHex(key.digest()).substring(0, 16);
        return new ClassDataArchive(java, jars, others, name);
    }

    /** The class path children run on: the same entries, jars first. */
    String classPath() {
        return classPath;
    }

    /**
     * The options of a new child, and whether it records the classes for the archive. The archive is dumped when a
     * child starts after one has recorded a whole start (a test JVM that starts a single child dumps nothing).
     */
    synchronized Use nextChild() {
        if (archive == null) return new Use(List.of(), false);
        if (!Files.isRegularFile(archive) && Files.isRegularFile(started) && claim(dumping)) dump();
        if (Files.isRegularFile(archive)) {
            return new Use(List.of("-XX:SharedArchiveFile=" + archive, "-Xlog:cds*=off"), false);
        }
        if (claim(recording)) return new Use(List.of("-XX:DumpLoadedClassList=" + recording), true);
        return new Use(List.of(), false);
    }

    /**
     * The options for a JVM that other code starts on this class path with its jars first (the launcher's own
     * processes: {@code LocalProcesses} orders them so), which cannot record: the archive when there is one, dumped
     * first when a child has recorded a start and no archive is there yet; none otherwise (it then runs as before).
     */
    synchronized List<String> forOthers() {
        if (archive == null) return List.of();
        if (!Files.isRegularFile(archive) && Files.isRegularFile(started) && claim(dumping)) dump();
        if (!Files.isRegularFile(archive)) return List.of();
        return List.of("-XX:SharedArchiveFile=" + archive, "-Xlog:cds*=off");
    }

    /** The recording child is ready: the classes it has loaded so far (whole lines; it may be writing one) are a start. */
    synchronized void ready() {
        try {
            var recorded = Files.readAllBytes(recording);
            int end = recorded.length;
            while (end > 0 && recorded[end - 1] != '\n') end--;
            var tmp = temporary(started);
            Files.write(tmp, Arrays.copyOf(recorded, end));
            Files.move(tmp, started, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            System.out.println("class-data archive: the recorded classes were not kept: " + e.getMessage());
        }
    }

    /** Whether a child has recorded a whole start (the next child's start dumps the archive). */
    synchronized boolean hasRecordedStart() {
        return started != null && Files.isRegularFile(started);
    }

    /** The recording child ended before it was ready: the next child records instead. */
    synchronized void abandon() {
        try {
            Files.deleteIfExists(recording);
        } catch (IOException ignored) {
            // then no child of this class path records, and none gets an archive
        }
    }

    private void dump() {
        var tmp = temporary(archive);
        var log = archive.resolveSibling(archive.getFileName() + ".dump.log");
        var command = List.of(
                java,
                "-Xshare:dump",
                "-XX:SharedClassListFile=" + started,
                "-XX:SharedArchiveFile=" + tmp,
                "-XX:+UseSerialGC",
                "-XX:TieredStopAtLevel=1",
                "-cp",
                String.join(File.pathSeparator, jars));
        try {
            var dumping = new ProcessBuilder(command)
                    .redirectErrorStream(true)
                    .redirectOutput(log.toFile())
                    .start();
            if (!dumping.waitFor(DUMP_TIMEOUT_MINUTES, TimeUnit.MINUTES)) {
                dumping.destroyForcibly();
                System.out.println("class-data archive: no dump within " + DUMP_TIMEOUT_MINUTES + " min; see " + log);
            } else if (dumping.exitValue() != 0 || !Files.isRegularFile(tmp)) {
                System.out.println("class-data archive: dump exited with " + dumping.exitValue() + "; see " + log);
            } else {
                Files.move(tmp, archive, StandardCopyOption.ATOMIC_MOVE);
            }
        } catch (IOException e) {
            System.out.println("class-data archive: not dumped: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            try {
                Files.deleteIfExists(tmp);
            } catch (IOException ignored) {
                // a leftover temporary file is never read
            }
        }
    }

    /** Whether this JVM created {@code marker} (no other test JVM of this module did). */
    private static boolean claim(Path marker) {
        try {
            Files.createDirectories(marker.getParent());
            Files.createFile(marker);
            return true;
        } catch (IOException takenOrUnwritable) {
            return false;
        }
    }

    private static Path temporary(Path file) {
        return file.resolveSibling(
                file.getFileName() + "." + ProcessHandle.current().pid() + ".tmp");
    }

    private static MessageDigest digest() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** A child's class-data options. */
    record Use(List<String> options, boolean records) {}
}
