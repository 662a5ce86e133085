package io.sigment.system;

import io.sigment.common.Config;
import io.sigment.local.PrivacyCommand;
import java.io.PrintStream;
import java.util.List;

/** Lets tests in other packages run {@code ./sigment privacy} in-process, as the script would. */
public final class PrivacyCommandAccess {
    private PrivacyCommandAccess() {}

    public static int run(List<String> args, Config config, PrintStream out, PrintStream err) {
        return PrivacyCommand.run(args, config, out, err);
    }
}
