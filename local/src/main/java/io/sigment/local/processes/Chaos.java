package io.sigment.local.processes;

import java.io.PrintStream;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Random;

/**
 * {@code ./sigment chaos}: kills a random process of the stack every {@code every}, at most {@code kills} times and
 * for at most {@code duration}, and prints each kill and how long the killed process took to be ready again.
 */
public final class Chaos {
    /** Waits (a sleep in the command, a clock moved by hand in tests). */
    public interface Pause {
        void until(Instant when) throws InterruptedException;
    }

    /** The bounds: {@code only} empty means any process of the stack. */
    public record Schedule(Duration every, int kills, Duration duration, List<String> only) {}

    private final ChaosTarget target;
    private final Random random;
    private final Clock clock;
    private final Pause pause;
    private final PrintStream out;

    public Chaos(ChaosTarget target, Random random, Clock clock, Pause pause, PrintStream out) {
        this.target = target;
        this.random = random;
        this.clock = clock;
        this.pause = pause;
        this.out = out;
    }

    /** Runs the schedule; returns how many processes it killed. */
    public int run(Schedule schedule) throws InterruptedException {
        var end = clock.instant().plus(schedule.duration());
        var done = 0;
        while (done < schedule.kills() && clock.instant().isBefore(end)) {
            var next = clock.instant().plus(schedule.every());
            var names = target.names().stream()
                    .filter(n -> schedule.only().isEmpty() || schedule.only().contains(serviceOf(n)))
                    .toList();
            if (names.isEmpty())
                throw new IllegalArgumentException("no process of " + schedule.only() + " in this stack");
            var killedAt = clock.instant();
            var killed = target.kill(names.get(random.nextInt(names.size())));
            done++;
            out.printf(
                    "chaos %d/%d: killed %s (pid %d) with SIGKILL%n",
                    done, schedule.kills(), killed.name(), killed.pid());
            var left = Duration.between(clock.instant(), end);
            var back = target.awaitBack(killed, left.isNegative() ? Duration.ZERO : left);
            if (back.isPresent()) {
                out.printf(
                        "chaos %d/%d: %s is back as pid %d, ready %.1f s after the kill%n",
                        done,
                        schedule.kills(),
                        killed.name(),
                        back.get().pid(),
                        Duration.between(killedAt, clock.instant()).toMillis() / 1000.0);
            } else {
                out.printf(
                        "chaos %d/%d: %s was not ready again before the chaos ended%n",
                        done, schedule.kills(), killed.name());
            }
            if (done == schedule.kills() || !next.isBefore(end)) break;
            pause.until(next);
        }
        out.printf(
                "chaos: %d kill%s in %.0f s%n",
                done,
                done == 1 ? "" : "s",
                Duration.between(end.minus(schedule.duration()), clock.instant())
                                .toMillis()
                        / 1000.0);
        return done;
    }

    /** {@code jobs-2} is a process of {@code jobs}. */
    static String serviceOf(String processName) {
        return processName.replaceFirst("-\\d+$", "");
    }
}
