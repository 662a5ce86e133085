package io.sigment.emulator;

import io.sigment.common.Config;
import io.sigment.common.Setting;
import io.sigment.common.ops.Log;
import io.sigment.common.ops.Logging;
import io.sigment.common.runtime.ServiceMain;
import io.vertx.core.Vertx;
import java.util.Map;
import java.util.logging.Logger;

/** Runs the platform emulator as its own process (no cluster: it stands in for the outside world). */
public final class Main {
    private static final Logger LOG = Logger.getLogger(Main.class.getName());

    private Main() {}

    public static void main(String[] args) {
        var config = Config.fromEnv();
        Logging.init("platform-emulator", config.get(Setting.LOG_LEVEL));
        var vertx = Vertx.vertx();
        try {
            var emulator = PlatformEmulator.start(vertx, config).await();
            Log.info(
                    LOG,
                    "platform emulator started",
                    Map.of(
                            "url",
                            emulator.baseUrl(),
                            "seed",
                            config.get(Setting.EMULATOR_SEED),
                            "size",
                            config.get(Setting.EMULATOR_SIZE),
                            "truth",
                            config.get(Setting.EMULATOR_TRUTH)));
            Runtime.getRuntime().addShutdownHook(new Thread(() -> vertx.close().await(), "emulator-shutdown"));
            ServiceMain.exitWithParent(config);
        } catch (RuntimeException e) {
            Log.error(LOG, "could not start", Map.of(), e);
            vertx.close();
            System.exit(1);
        }
    }
}
