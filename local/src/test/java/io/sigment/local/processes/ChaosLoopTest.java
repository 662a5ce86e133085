package io.sigment.local.processes;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.testing.MovableClock;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** {@code ./sigment chaos}'s loop against a fake stack whose processes come back 5 s after a kill; no sleeping. */
class ChaosLoopTest {
    private final MovableClock clock = new MovableClock();
    private final List<String> killed = new ArrayList<>();
    private final ByteArrayOutputStream printed = new ByteArrayOutputStream();

    {
        clock.set(Instant.parse("2026-11-25T12:00:00Z"));
    }

    private final ChaosTarget stack = new ChaosTarget() {
        @Override
        public List<String> names() {
            return List.of("accounts", "jobs", "jobs-2", "scraper", "gateway");
        }

        @Override
        public ProcessesFile.Entry kill(String name) {
            killed.add(name);
            return new ProcessesFile.Entry(name, 100 + killed.size(), 9090);
        }

        @Override
        public Optional<ProcessesFile.Entry> awaitBack(ProcessesFile.Entry gone, Duration timeout) {
            var back = Duration.ofSeconds(5);
            clock.advance(back.compareTo(timeout) < 0 ? back : timeout);
            return back.compareTo(timeout) < 0
                    ? Optional.of(new ProcessesFile.Entry(gone.name(), 900, 9090))
                    : Optional.empty();
        }
    };

    private final Chaos chaos = new Chaos(stack, new Random(7), clock, clock::set, new PrintStream(printed, true));

    @Test
    void it_stops_after_the_number_of_kills_asked_for_one_every_interval_and_prints_each_kill_and_comeback()
            throws InterruptedException {
        var start = clock.instant();
        var done = chaos.run(new Chaos.Schedule(Duration.ofSeconds(30), 3, Duration.ofMinutes(10), List.of()));

        assertThat(done).isEqualTo(3);
        assertThat(killed).hasSize(3);
        assertThat(clock.instant())
                .as("two pauses of 30 s and the last comeback")
                .isEqualTo(start.plusSeconds(65));
        assertThat(printed.toString())
                .contains("chaos 1/3: killed " + killed.get(0) + " (pid 101) with SIGKILL")
                .contains("chaos 3/3: " + killed.get(2) + " is back as pid 900, ready 5.0 s after the kill")
                .contains("chaos: 3 kills in 65 s");
    }

    @Test
    void it_stops_when_its_time_is_up_even_with_kills_left() throws InterruptedException {
        var done = chaos.run(new Chaos.Schedule(Duration.ofSeconds(30), 100, Duration.ofSeconds(70), List.of()));

        assertThat(done).as("kills at 0, 30 and 60 s").isEqualTo(3);
        assertThat(printed.toString()).contains("chaos 3/100: " + killed.get(2) + " is back");
    }

    @Test
    void only_kills_processes_of_the_services_named_replicas_included() throws InterruptedException {
        chaos.run(new Chaos.Schedule(Duration.ofSeconds(1), 20, Duration.ofHours(1), List.of("jobs")));

        assertThat(killed).hasSize(20).containsOnly("jobs", "jobs-2").contains("jobs", "jobs-2");
    }
}
