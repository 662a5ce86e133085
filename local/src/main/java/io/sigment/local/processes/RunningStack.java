package io.sigment.local.processes;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * A running {@code ./sigment up --processes}, found through its {@link ProcessesFile}: its service processes, killed
 * with SIGKILL as a node failure would, and awaited until the launcher has them ready again.
 */
public final class RunningStack implements ChaosTarget {
    private static final HttpClient HTTP =
            HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(1)).build();
    private final ProcessesFile file;

    private RunningStack(ProcessesFile file) {
        this.file = file;
    }

    /** The stack whose data dir is {@code dataDir}; fails when none runs there. */
    public static RunningStack find(Path dataDir) {
        var stack = new RunningStack(new ProcessesFile(dataDir));
        stack.snapshot();
        return stack;
    }

    @Override
    public List<String> names() {
        return snapshot().entries().stream().map(ProcessesFile.Entry::name).toList();
    }

    /** SIGKILL to the process named {@code name}; returns once it is gone. */
    @Override
    public ProcessesFile.Entry kill(String name) {
        var snapshot = snapshot();
        var entry = snapshot.entry(name)
                .orElseThrow(() -> new IllegalArgumentException(
                        "no process " + name + " in this stack; its processes: " + String.join(", ", names())));
        var process = ProcessHandle.of(entry.pid())
                .filter(p -> p.parent()
                        .map(ProcessHandle::pid)
                        .filter(parent -> parent == snapshot.launcherPid())
                        .isPresent());
        if (process.isEmpty())
            throw new IllegalStateException(
                    name + " (pid " + entry.pid() + ") is not running; the " + "launcher is restarting it");
        process.get().destroyForcibly();
        try {
            process.get().onExit().get(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (ExecutionException | TimeoutException e) {
            throw new IllegalStateException(name + " (pid " + entry.pid() + ") did not die within 10 s", e);
        }
        return entry;
    }

    /** The process started in place of {@code killed}, once it answers ready; empty if not within {@code timeout}. */
    @Override
    public Optional<ProcessesFile.Entry> awaitBack(ProcessesFile.Entry killed, Duration timeout)
            throws InterruptedException {
        var deadline = System.nanoTime() + timeout.toNanos();
        while (System.nanoTime() < deadline) {
            var now = snapshot().entry(killed.name()).filter(e -> e.pid() != killed.pid());
            if (now.isPresent() && ready(now.get())) return now;
            Thread.sleep(250);
        }
        return Optional.empty();
    }

    private static boolean ready(ProcessesFile.Entry entry) throws InterruptedException {
        var request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + entry.managementPort() + "/health/ready"))
                .timeout(Duration.ofSeconds(2))
                .build();
        try {
            return HTTP.send(request, HttpResponse.BodyHandlers.discarding()).statusCode() == 200;
        } catch (IOException notYet) {
            return false;
        }
    }

    private ProcessesFile.Snapshot snapshot() {
        var snapshot = file.read()
                .orElseThrow(() -> new IllegalStateException(
                        "no ./sigment up --processes is running (" + file.path() + " does not exist)"));
        if (ProcessHandle.of(snapshot.launcherPid())
                .filter(ProcessHandle::isAlive)
                .isEmpty()) {
            throw new IllegalStateException("no ./sigment up --processes is running (its launcher, pid "
                    + snapshot.launcherPid() + ", is gone; " + file.path() + " is left over)");
        }
        return snapshot;
    }
}
