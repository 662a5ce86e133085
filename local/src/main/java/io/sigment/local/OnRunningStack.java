package io.sigment.local;

import io.sigment.common.Config;
import io.sigment.common.Setting;
import io.sigment.local.processes.RunningStack;
import java.io.PrintStream;
import java.nio.file.Path;

/**
 * How {@code ./sigment kill} and {@code ./sigment chaos} act on the stack of the data dir: its errors printed, exit 1.
 */
final class OnRunningStack {
    /** What a command does to the stack; returns the exit status. */
    interface Action {
        int run(RunningStack stack) throws InterruptedException;
    }

    private OnRunningStack() {}

    static int run(Config config, PrintStream err, Action action) {
        try {
            return action.run(
                    RunningStack.find(Path.of(config.get(Setting.DATA_DIR)).toAbsolutePath()));
        } catch (IllegalArgumentException | IllegalStateException e) {
            err.println("sigment: " + e.getMessage());
            return 1;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return 1;
        }
    }
}
