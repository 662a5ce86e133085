package io.sigment.local;

import io.sigment.common.Config;
import io.sigment.common.Setting;
import io.sigment.emulator.PlatformEmulator;
import io.vertx.core.Vertx;
import java.util.List;
import java.util.Optional;

/**
 * The platform emulator inside the local stack, on a small Vert.x of its own (it stands in for the outside
 * world and is no cluster member). Started only while some platform adapter still points at it.
 */
final class LocalEmulator implements AutoCloseable {
    private final Vertx vertx;
    private final PlatformEmulator emulator;

    private LocalEmulator(Vertx vertx, PlatformEmulator emulator) {
        this.vertx = vertx;
        this.emulator = emulator;
    }

    static boolean needed(Config config) {
        return List.of(Setting.YOUTUBE_API_BASE, Setting.SCRAPER_API_BASE, Setting.CONNECTED_API_BASE).stream()
                .anyMatch(base -> config.optional(base).isEmpty());
    }

    /** Starts it when needed; with {@code SIGMENT_EMULATOR_PORT=0} it takes a free port. */
    static Optional<LocalEmulator> startIfNeeded(Config config) {
        if (!needed(config)) return Optional.empty();
        var vertx = Vertx.vertx();
        try {
            return Optional.of(new LocalEmulator(
                    vertx, PlatformEmulator.start(vertx, config).await()));
        } catch (RuntimeException e) {
            vertx.close();
            throw e;
        }
    }

    int port() {
        return emulator.port();
    }

    PlatformEmulator emulator() {
        return emulator;
    }

    @Override
    public void close() {
        vertx.close().await();
    }
}
