package io.sigment.emulator;

import io.sigment.common.Config;
import io.sigment.common.Setting;
import io.sigment.emulator.http.EmulatorRoutes;
import io.sigment.emulator.http.Faults;
import io.sigment.emulator.http.Usage;
import io.sigment.emulator.world.World;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpServer;

/**
 * The platform emulator, embeddable in any Vert.x (it joins no cluster): generates the world from
 * {@code SIGMENT_EMULATOR_SEED} and {@code SIGMENT_EMULATOR_SIZE} off the event loop, then serves the YouTube
 * Data API under {@code /youtube/v3}, the scraping provider under {@code /v2/acts}, connected-account
 * insights under {@code /connected/v1} and, if {@code SIGMENT_EMULATOR_TRUTH=true}, ground truth under
 * {@code /_truth}.
 */
public final class PlatformEmulator {
    private final World world;
    private final HttpServer server;
    private final Faults faults;
    private final Usage usage;
    private final String host;

    private PlatformEmulator(World world, HttpServer server, Faults faults, Usage usage, String host) {
        this.world = world;
        this.server = server;
        this.faults = faults;
        this.usage = usage;
        this.host = host;
    }

    public static Future<PlatformEmulator> start(Vertx vertx, Config config) {
        long seed = Long.parseLong(config.get(Setting.EMULATOR_SEED));
        int size = config.integer(Setting.EMULATOR_SIZE);
        var host = config.get(Setting.EMULATOR_HOST);
        return vertx.executeBlocking(() -> World.shared(seed, size), false).compose(world -> {
            var routes = EmulatorRoutes.create(vertx, world, config);
            return vertx.createHttpServer()
                    .requestHandler(routes.router())
                    .listen(config.integer(Setting.EMULATOR_PORT), host)
                    .map(server -> new PlatformEmulator(world, server, routes.faults(), routes.usage(), host));
        });
    }

    public int port() {
        return server.actualPort();
    }

    /** e.g. {@code http://127.0.0.1:8091}; the YouTube base is this plus {@code /youtube/v3}. */
    public String baseUrl() {
        var shown = host.equals("0.0.0.0") ? "127.0.0.1" : host;
        return "http://" + shown + ":" + port();
    }

    public World world() {
        return world;
    }

    /** Fault injection at run time (tests): replace the faults or fail the next N requests. */
    public Faults faults() {
        return faults;
    }

    /** Provider runs and results per token, YouTube calls and units per key, since start or the last reset. */
    public Usage usage() {
        return usage;
    }

    public Future<Void> close() {
        return server.close();
    }
}
