package io.sigment.local;

import io.sigment.common.Config;
import java.io.PrintStream;
import java.time.Duration;
import java.util.List;

/**
 * {@code ./sigment kill PROCESS}: SIGKILL to one process of a running {@code ./sigment up --processes} ({@code jobs},
 * {@code gateway-2}, ...), as a crashed node would die; then waits until the launcher has it ready again.
 */
public final class KillCommand {
    private static final String USAGE =
            "usage: ./sigment kill PROCESS   (a service, e.g. jobs, or a replica, e.g. jobs-2)";
    private static final Duration BACK_WITHIN = Duration.ofMinutes(2);

    private KillCommand() {}

    public static void main(String[] args) {
        System.exit(run(List.of(args), Config.fromEnv(), System.out, System.err));
    }

    public static int run(List<String> args, Config config, PrintStream out, PrintStream err) {
        if (args.size() != 1 || args.get(0).startsWith("-")) {
            err.println(USAGE);
            return 2;
        }
        return OnRunningStack.run(config, err, stack -> {
            var killedAt = System.nanoTime();
            var killed = stack.kill(args.get(0));
            out.printf(
                    "killed %s (pid %d) with SIGKILL; waiting for the launcher to restart it%n",
                    killed.name(), killed.pid());
            var back = stack.awaitBack(killed, BACK_WITHIN);
            if (back.isEmpty()) {
                err.printf(
                        "sigment: %s was not ready again within %d s (see ./sigment up's log)%n",
                        killed.name(), BACK_WITHIN.toSeconds());
                return 1;
            }
            out.printf(
                    "%s is back as pid %d, ready %.1f s after the kill%n",
                    killed.name(), back.get().pid(), (System.nanoTime() - killedAt) / 1e9);
            return 0;
        });
    }
}
