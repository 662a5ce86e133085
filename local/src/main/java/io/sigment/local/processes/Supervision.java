package io.sigment.local.processes;

import java.io.IOException;
import java.time.Clock;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * The launcher's processes under one supervisor: each a {@link SupervisedProcess} with a kubelet-like backoff,
 * the services among them written to the {@link ProcessesFile} at every (re)start, all stopped by {@link #close()}.
 */
public final class Supervision implements AutoCloseable {
    private static final long STOP_SECONDS = 25;
    private final List<SupervisedProcess> supervised = new ArrayList<>();
    private final Map<String, ProcessesFile.Entry> services = new LinkedHashMap<>();
    private final ProcessesFile file;
    private final Clock clock;
    private final ScheduledExecutorService scheduler = Executors.newSingleThreadScheduledExecutor(task -> {
        var thread = new Thread(task, "sigment-restarts");
        thread.setDaemon(true);
        return thread;
    });

    public Supervision(ProcessesFile file, Clock clock) {
        this.file = file;
        this.clock = clock;
    }

    /**
     * Starts {@code builder}'s process and keeps it running; a service ({@code managementPort} not 0) is listed in the
     * file with its current pid, the emulator is not.
     */
    public SupervisedProcess start(String name, ProcessBuilder builder, int managementPort) throws IOException {
        var process = new SupervisedProcess(
                name,
                builder::start,
                RestartBackoff.kubeletLike(),
                clock,
                (delay, task) -> scheduler.schedule(task, delay.toMillis(), TimeUnit.MILLISECONDS),
                started -> started(started, managementPort));
        synchronized (this) {
            supervised.add(process);
        }
        process.start();
        return process;
    }

    /** The first process that has exited since it was started, if any. */
    public Optional<String> exitedSoFar() {
        return all().stream()
                .filter(p -> p.restarts() > 0)
                .map(SupervisedProcess::name)
                .findFirst();
    }

    // Called under the process's own lock: never call into a SupervisedProcess while holding this one.
    private synchronized void started(SupervisedProcess process, int managementPort) {
        if (managementPort == 0) return;
        services.put(process.name(), new ProcessesFile.Entry(process.name(), process.pid(), managementPort));
        file.write(ProcessHandle.current().pid(), List.copyOf(services.values()));
    }

    private synchronized List<SupervisedProcess> all() {
        return List.copyOf(supervised);
    }

    /** Stops restarting, asks every process to stop (SIGTERM), kills those still running after 25 s. */
    @Override
    public void close() {
        var stopping = all().stream()
                .map(SupervisedProcess::stop)
                .flatMap(Optional::stream)
                .toList();
        for (var child : stopping) {
            try {
                if (!child.waitFor(STOP_SECONDS, TimeUnit.SECONDS))
                    child.destroyForcibly().waitFor(5, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                child.destroyForcibly();
                Thread.currentThread().interrupt();
            }
        }
        scheduler.shutdownNow();
        file.delete();
    }
}
