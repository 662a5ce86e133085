package io.sigment.scraper;

import io.sigment.common.Caller;
import io.sigment.common.Config;
import io.sigment.common.Setting;
import io.sigment.common.bus.ServiceAddress;
import io.sigment.common.bus.ServiceClient;
import io.sigment.common.db.Migrations;
import io.sigment.common.db.Postgres;
import io.sigment.common.testing.TestDatabase;
import io.sigment.emulator.PlatformEmulator;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.client.WebClient;
import io.vertx.sqlclient.Pool;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.Tuple;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;

/**
 * scraper-service as a test sees it: a fresh database migrated to the {@code scraper} schema, the platform
 * emulator (small world, truth on) on a free port, and {@link ScraperVerticle} deployed against both on a
 * local Vert.x; requests go over the event bus like the gateway's and jobs-service's.
 */
final class ScraperFixture implements AutoCloseable {
  static final Caller AGENT = new Caller("req-test", "user-1", "ws-1", "api_key", "key-1", "test agent");

  final Vertx vertx = Vertx.vertx();
  final PlatformEmulator emulator;
  final Config config;
  final ServiceClient bus;
  final Pool pool;
  final WebClient http;

  ScraperFixture(UnaryOperator<Config> tweak) {
    this(tweak, Clock.systemUTC());
  }

  ScraperFixture(UnaryOperator<Config> tweak, Clock clock) {
    var url = TestDatabase.fresh();
    Migrations.migrate(url, "scraper");
    var base = Config.of(Map.of()).with(Setting.PG_URL, url.toUrl()).with(Setting.EMULATOR_PORT, 0)
        .with(Setting.EMULATOR_SIZE, 300).with(Setting.EMULATOR_SEED, 5).with(Setting.EMULATOR_TRUTH, true);
    emulator = PlatformEmulator.start(vertx, base).await();
    config = tweak.apply(base.with(Setting.YOUTUBE_API_BASE, emulator.baseUrl() + "/youtube/v3")
        .with(Setting.SCRAPER_API_BASE, emulator.baseUrl()).with(Setting.CONNECTED_API_BASE, emulator.baseUrl())
        .with(Setting.SCRAPER_RETRY_BASE_MS, 20));
    vertx.deployVerticle(new ScraperVerticle(config, clock)).await();
    bus = new ServiceClient(vertx, Duration.ofSeconds(120));
    pool = Postgres.pool(vertx, config, "test");
    http = WebClient.create(vertx);
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
    return http.getAbs(emulator.baseUrl() + "/_truth/" + path).send().await().bodyAsJsonObject();
  }

  List<Row> sql(String query, Object... params) {
    var rows = new ArrayList<Row>();
    pool.preparedQuery(query).execute(Tuple.from(params)).await().forEach(rows::add);
    return rows;
  }

  static JsonArray handles(String... handles) {
    return new JsonArray(List.of((Object[]) handles));
  }

  @Override
  public void close() {
    vertx.close().await();
  }
}
