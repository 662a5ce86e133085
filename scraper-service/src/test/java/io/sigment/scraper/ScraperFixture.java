package io.sigment.scraper;

import io.sigment.common.Caller;
import io.sigment.common.Config;
import io.sigment.common.Setting;
import io.sigment.common.bus.ServiceAddress;
import io.sigment.common.bus.ServiceClient;
import io.sigment.common.testing.MovableClock;
import io.sigment.common.testing.ServiceHarness;
import io.sigment.emulator.PlatformEmulator;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.client.WebClient;
import io.vertx.sqlclient.Row;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;

/**
 * scraper-service as a test sees it ({@link ServiceHarness}): a fresh database migrated to the {@code scraper}
 * schema, the platform emulator (small world, truth on) on a free port and a Vert.x of its own, and
 * {@link ScraperVerticle} deployed against both; requests go over the event bus like the gateway's and jobs-service's.
 */
final class ScraperFixture implements AutoCloseable {
    static final Caller AGENT = new Caller("req-test", "user-1", "ws-1", "api_key", "key-1", "test agent");

    final Vertx vertx;
    final PlatformEmulator emulator;
    final Config config;
    final ServiceClient bus;
    /** The service's clock: follows the system clock until the test moves it. */
    final MovableClock clock;

    final WebClient http;
    private final Vertx outside = Vertx.vertx();
    private final ServiceHarness service;

    ScraperFixture(UnaryOperator<Config> tweak) {
        var emulatorSettings = Config.of(Map.of())
                .with(Setting.EMULATOR_PORT, 0)
                .with(Setting.EMULATOR_SIZE, 300)
                .with(Setting.EMULATOR_SEED, 5)
                .with(Setting.EMULATOR_TRUTH, true);
        emulator = PlatformEmulator.start(outside, emulatorSettings).await();
        service = ServiceHarness.of("scraper")
                .timeout(Duration.ofSeconds(120))
                .settings(node -> tweak.apply(node.with(Setting.EMULATOR_PORT, emulator.port())
                        .with(Setting.YOUTUBE_API_BASE, emulator.baseUrl() + "/youtube/v3")
                        .with(Setting.SCRAPER_API_BASE, emulator.baseUrl())
                        .with(Setting.CONNECTED_API_BASE, emulator.baseUrl())
                        .with(Setting.SCRAPER_RETRY_BASE_MS, 20)))
                .start(ScraperVerticle::new);
        vertx = service.vertx;
        config = service.config;
        bus = service.client;
        clock = service.clock;
        http = WebClient.create(outside);
    }

    ScraperFixture() {
        this(UnaryOperator.identity());
    }

    JsonObject request(String action, JsonObject args) {
        return bus.request(ServiceAddress.SCRAPER, action, AGENT, args).await();
    }

    Throwable failure(String action, JsonObject args) {
        try {
            bus.request(ServiceAddress.SCRAPER, action, AGENT, args).await();
        } catch (Throwable t) {
            return t;
        }
        throw new AssertionError(action + " succeeded but should have failed");
    }

    JsonObject truth(String path) {
        return http.getAbs(emulator.baseUrl() + "/_truth/" + path)
                .send()
                .await()
                .bodyAsJsonObject();
    }

    List<Row> sql(String query, Object... params) {
        return service.sql(query, params);
    }

    /** The service's database, for a test that acts on it as an operator's command does. */
    io.vertx.sqlclient.Pool pool() {
        return service.pool();
    }

    static JsonArray handles(String... handles) {
        return new JsonArray(List.of((Object[]) handles));
    }

    @Override
    public void close() {
        service.close();
        outside.close().await();
    }
}
