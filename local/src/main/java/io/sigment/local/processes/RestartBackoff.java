package io.sigment.local.processes;

import java.time.Duration;
import java.time.Instant;

/**
 * How long a kubelet-like supervisor waits before starting an exited process again: 1 s after the first exit,
 * doubling at each further exit up to 30 s; a process that ran for a healthy minute starts over at 1 s.
 */
public final class RestartBackoff {
    private final Duration initial;
    private final Duration max;
    private final Duration healthyRun;
    private Duration next;

    public RestartBackoff(Duration initial, Duration max, Duration healthyRun) {
        this.initial = initial;
        this.max = max;
        this.healthyRun = healthyRun;
        this.next = initial;
    }

    public static RestartBackoff kubeletLike() {
        return new RestartBackoff(Duration.ofSeconds(1), Duration.ofSeconds(30), Duration.ofMinutes(1));
    }

    /** The delay before restarting a process that ran from {@code startedAt} until it exited at {@code exitedAt}. */
    public synchronized Duration afterExit(Instant startedAt, Instant exitedAt) {
        if (Duration.between(startedAt, exitedAt).compareTo(healthyRun) >= 0) next = initial;
        var delay = next;
        var doubled = next.multipliedBy(2);
        next = doubled.compareTo(max) > 0 ? max : doubled;
        return delay;
    }
}
