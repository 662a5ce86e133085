package io.sigment.local.processes;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * {@code .sigment/processes}: what a running {@code ./sigment up --processes} runs, rewritten at every (re)start of a
 * process, for {@code ./sigment kill} and {@code ./sigment chaos}. One line per process,
 * {@code NAME PID MANAGEMENT_PORT}, after a first line {@code launcher PID}.
 */
public final class ProcessesFile {
    private static final String LAUNCHER = "launcher";
    private final Path file;

    /** A process of the stack as last written. */
    public record Entry(String name, long pid, int managementPort) {}

    /** The launcher's pid and its processes. */
    public record Snapshot(long launcherPid, List<Entry> entries) {
        public Optional<Entry> entry(String name) {
            return entries.stream().filter(e -> e.name().equals(name)).findFirst();
        }
    }

    public ProcessesFile(Path dataDir) {
        this.file = dataDir.resolve("processes");
    }

    public Path path() {
        return file;
    }

    /** Replaces the file at once (temp file + rename): a reader never sees half of it. */
    public synchronized void write(long launcherPid, List<Entry> entries) {
        var text = new StringBuilder(LAUNCHER + " " + launcherPid + "\n");
        entries.forEach(e -> text.append(e.name())
                .append(' ')
                .append(e.pid())
                .append(' ')
                .append(e.managementPort())
                .append('\n'));
        try {
            Files.createDirectories(file.getParent());
            var temp = file.resolveSibling("processes.tmp");
            Files.writeString(temp, text);
            Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new UncheckedIOException("could not write " + file, e);
        }
    }

    /** What the file says, if there is one. */
    public Optional<Snapshot> read() {
        List<String> lines;
        try {
            lines = Files.readAllLines(file);
        } catch (java.nio.file.NoSuchFileException e) {
            return Optional.empty();
        } catch (IOException e) {
            throw new UncheckedIOException("could not read " + file, e);
        }
        long launcher = 0;
        var entries = new ArrayList<Entry>();
        for (var line : lines) {
            var fields = line.trim().split(" ");
            if (fields.length == 2 && fields[0].equals(LAUNCHER)) launcher = Long.parseLong(fields[1]);
            if (fields.length == 3)
                entries.add(new Entry(fields[0], Long.parseLong(fields[1]), Integer.parseInt(fields[2])));
        }
        return Optional.of(new Snapshot(launcher, List.copyOf(entries)));
    }

    public void delete() {
        try {
            Files.deleteIfExists(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
