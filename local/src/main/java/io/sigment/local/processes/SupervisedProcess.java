package io.sigment.local.processes;

import io.sigment.common.ops.Log;
import java.io.IOException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import java.util.logging.Logger;

/**
 * One process of the local stack kept running as a kubelet keeps a container: when it exits it is started again
 * with the same command and environment after a {@link RestartBackoff} delay, each restart logged in one line,
 * until {@link #stop()}.
 */
public final class SupervisedProcess {
    private static final Logger LOG = Logger.getLogger(SupervisedProcess.class.getName());

    /** Starts the process, once more. */
    public interface Launch {
        Process start() throws IOException;
    }

    /** Runs a task after a delay: a scheduled executor in the launcher, a queue driven by hand in tests. */
    public interface Scheduler {
        void after(Duration delay, Runnable task);
    }

    /** Told of each new process (the launcher rewrites its file of pids). */
    public interface Listener {
        void started(SupervisedProcess process);
    }

    private final String name;
    private final Launch launch;
    private final RestartBackoff backoff;
    private final Clock clock;
    private final Scheduler scheduler;
    private final Listener listener;
    private Process current;
    private Instant startedAt;
    private int restarts;
    private boolean stopped;

    public SupervisedProcess(
            String name, Launch launch, RestartBackoff backoff, Clock clock, Scheduler scheduler, Listener listener) {
        this.name = name;
        this.launch = launch;
        this.backoff = backoff;
        this.clock = clock;
        this.scheduler = scheduler;
        this.listener = listener;
    }

    public String name() {
        return name;
    }

    /** Starts the first process; a failure to start it is the caller's (nothing is retried yet). */
    public synchronized void start() throws IOException {
        watch(launch.start());
    }

    public synchronized long pid() {
        return current.pid();
    }

    /** How many times it was started again after an exit. */
    public synchronized int restarts() {
        return restarts;
    }

    /** No more restarts; asks the running process to stop (SIGTERM) and returns it to wait on, if any. */
    public synchronized Optional<Process> stop() {
        stopped = true;
        if (current == null || !current.isAlive()) return Optional.empty();
        current.destroy();
        return Optional.of(current);
    }

    private void watch(Process process) {
        current = process;
        startedAt = clock.instant();
        listener.started(this);
        process.onExit().thenAccept(this::exited);
    }

    private synchronized void exited(Process process) {
        if (stopped || process != current) return;
        scheduleRestart(String.valueOf(process.exitValue()), process.pid());
    }

    private void scheduleRestart(String exit, long pid) {
        var delay = backoff.afterExit(startedAt, clock.instant());
        restarts++;
        Log.warn(
                LOG,
                "service process " + name + " exited with status " + exit + "; restart " + restarts + " in "
                        + delay.toMillis() / 1000.0 + " s",
                Map.of(
                        "process",
                        name,
                        "pid",
                        pid,
                        "exit",
                        exit,
                        "restarts",
                        restarts,
                        "restart_in_ms",
                        delay.toMillis()),
                null);
        scheduler.after(delay, this::restart);
    }

    private synchronized void restart() {
        if (stopped) return;
        try {
            watch(launch.start());
        } catch (IOException e) {
            startedAt = clock.instant();
            scheduleRestart("not started (" + e.getMessage() + ")", 0);
        }
    }
}
