package io.sigment.local.processes;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.testing.MovableClock;
import java.io.IOException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The supervisor's decisions with a clock and a scheduler moved by hand: no process, no sleep. */
class SupervisedProcessTest {
    private final MovableClock clock = new MovableClock();
    private final List<FakeProcess> started = new ArrayList<>();
    private final List<Long> announcedPids = new ArrayList<>();
    private final ArrayDeque<Scheduled> scheduled = new ArrayDeque<>();
    private final SupervisedProcess jobs = new SupervisedProcess(
            "jobs",
            this::launch,
            RestartBackoff.kubeletLike(),
            clock,
            (delay, task) -> scheduled.add(new Scheduled(delay, task)),
            p -> announcedPids.add(p.pid()));

    {
        clock.set(Instant.parse("2026-11-25T12:00:00Z"));
    }

    private record Scheduled(Duration delay, Runnable task) {}

    private Process launch() {
        var process = new FakeProcess(1000 + started.size());
        started.add(process);
        return process;
    }

    @Test
    void a_process_that_exits_is_started_again_after_the_backoff_and_announced_with_its_new_pid() throws IOException {
        jobs.start();
        clock.advance(Duration.ofSeconds(10));
        started.get(0).exit(137);

        assertThat(scheduled).extracting(Scheduled::delay).containsExactly(Duration.ofSeconds(1));
        assertThat(started).hasSize(1);
        runNext();

        assertThat(started).hasSize(2);
        assertThat(jobs.pid()).isEqualTo(1001);
        assertThat(jobs.restarts()).isEqualTo(1);
        assertThat(announcedPids).containsExactly(1000L, 1001L);
    }

    @Test
    void exits_in_a_row_wait_longer_each_time_and_a_healthy_minute_resets_the_wait() throws IOException {
        jobs.start();
        var delays = new ArrayList<Duration>();
        for (int i = 0; i < 3; i++) {
            clock.advance(Duration.ofSeconds(2));
            started.get(started.size() - 1).exit(1);
            delays.add(scheduled.peek().delay());
            runNext();
        }
        clock.advance(Duration.ofMinutes(2));
        started.get(started.size() - 1).exit(1);
        delays.add(scheduled.peek().delay());

        assertThat(delays).extracting(Duration::toSeconds).containsExactly(1L, 2L, 4L, 1L);
        assertThat(jobs.restarts()).isEqualTo(4);
    }

    @Test
    void a_stopped_process_is_not_started_again_even_when_a_restart_was_already_scheduled() throws IOException {
        jobs.start();
        started.get(0).exit(137);
        var waiting = jobs.stop();
        runNext();

        assertThat(waiting).as("nothing running to wait for").isEmpty();
        assertThat(started).hasSize(1);
    }

    @Test
    void stop_asks_the_running_process_to_end_and_its_exit_schedules_nothing() throws IOException {
        jobs.start();
        var waiting = jobs.stop();

        assertThat(waiting).containsSame(started.get(0));
        assertThat(started.get(0).askedToStop).isTrue();
        assertThat(scheduled).isEmpty();
    }

    private void runNext() {
        scheduled.poll().task().run();
    }
}
