package io.sigment.scraper;

import io.sigment.emulator.world.PlatformWorld;
import io.sigment.scraper.platform.PlatformSources;
import io.vertx.core.json.JsonObject;
import java.time.Clock;

/** Entry points for tests outside this package: the adapters of a fixture, with the emulator's world and truth. */
public final class ScraperFixtures {
    private ScraperFixtures() {}

    /** A fixture's adapters, built from its configuration (pointing at its emulator). */
    public record Sources(ScraperFixture fixture, PlatformSources sources) implements AutoCloseable {
        public PlatformWorld world(io.sigment.common.Platform platform) {
            return fixture.emulator.world().platform(platform);
        }

        public io.vertx.core.Vertx vertx() {
            return fixture.vertx;
        }

        public io.sigment.common.Config config() {
            return fixture.config;
        }

        public io.sigment.emulator.PlatformEmulator emulator() {
            return fixture.emulator;
        }

        public JsonObject truth(String path) {
            return fixture.truth(path);
        }

        @Override
        public void close() {
            fixture.close();
        }
    }

    public static Sources sources() {
        var fixture = new ScraperFixture();
        return new Sources(fixture, new PlatformSources(fixture.vertx, fixture.config, Clock.systemUTC()));
    }
}
