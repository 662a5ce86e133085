package io.sigment.local;

import io.sigment.common.Config;
import io.sigment.local.processes.Chaos;
import java.io.PrintStream;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Random;

/**
 * {@code ./sigment chaos [--every SECONDS] [--kills N] [--for SECONDS] [--only SERVICE,...]}: kills a random
 * process of a running {@code ./sigment up --processes} at intervals, bounded in count and time, printing each.
 */
public final class ChaosCommand {
    private static final String USAGE =
            "usage: ./sigment chaos [--every SECONDS (30)] [--kills N (5)] [--for SECONDS (600)]"
                    + " [--only SERVICE,... (any)]";

    private ChaosCommand() {}

    public static void main(String[] args) {
        System.exit(run(List.of(args), Config.fromEnv(), System.out, System.err));
    }

    public static int run(List<String> args, Config config, PrintStream out, PrintStream err) {
        Chaos.Schedule schedule;
        try {
            schedule = schedule(args);
        } catch (IllegalArgumentException e) {
            err.println(USAGE);
            return 2;
        }
        return OnRunningStack.run(config, err, stack -> {
            var clock = Clock.systemUTC();
            Chaos.Pause sleep = when -> Thread.sleep(
                    Math.max(0, Duration.between(clock.instant(), when).toMillis()));
            new Chaos(stack, new Random(), clock, sleep, out).run(schedule);
            return 0;
        });
    }

    public static Chaos.Schedule schedule(List<String> args) {
        var every = Duration.ofSeconds(30);
        var kills = 5;
        var duration = Duration.ofMinutes(10);
        List<String> only = List.of();
        for (int i = 0; i < args.size(); i += 2) {
            if (i + 1 >= args.size()) throw new IllegalArgumentException(args.get(i));
            var value = args.get(i + 1);
            switch (args.get(i)) {
                case "--every" -> every = Duration.ofSeconds(positive(value));
                case "--kills" -> kills = positive(value);
                case "--for" -> duration = Duration.ofSeconds(positive(value));
                case "--only" -> only = List.of(value.split(","));
                default -> throw new IllegalArgumentException(args.get(i));
            }
        }
        return new Chaos.Schedule(every, kills, duration, only);
    }

    private static int positive(String value) {
        var number = Integer.parseInt(value);
        if (number < 1) throw new IllegalArgumentException(value);
        return number;
    }
}
