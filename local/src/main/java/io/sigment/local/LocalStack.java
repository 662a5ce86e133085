package io.sigment.local;

import io.sigment.accounts.DemoAccount;
import io.sigment.accounts.identity.IdentityStore;
import io.sigment.accounts.keys.ApiKeysStore;
import io.sigment.accounts.ledger.LedgerStore;
import io.sigment.common.Config;
import io.sigment.common.Setting;
import io.sigment.common.db.Postgres;
import io.sigment.common.runtime.ServiceRuntime;
import io.vertx.core.Vertx;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Optional;

/**
 * Every Sigment service and the gateway on one clustered Vert.x, against the database of
 * {@code SIGMENT_PG_URL}, with the demo account seeded. {@code ./sigment up} runs one; so do the
 * end-to-end tests, which drive it over HTTP exactly as agents do.
 */
public final class LocalStack implements AutoCloseable {
  private final ServiceRuntime runtime;
  private final Optional<LocalEmulator> emulator;
  private final String demoApiKey;

  private LocalStack(ServiceRuntime runtime, Optional<LocalEmulator> emulator, String demoApiKey) {
    this.runtime = runtime;
    this.emulator = emulator;
    this.demoApiKey = demoApiKey;
  }

  /**
   * Starts the stack (blocking): the platform emulator unless every adapter points at a real API, then every
   * service; writes {@code local.env} in the data directory.
   */
  public static LocalStack start(Config requested) {
    var emulator = LocalEmulator.startIfNeeded(requested);
    var config = emulator.map(e -> requested.with(Setting.EMULATOR_PORT, e.port())).orElse(requested);
    ServiceRuntime runtime;
    try {
      runtime = ServiceRuntime.start(config, LocalModules.all());
    } catch (RuntimeException e) {
      emulator.ifPresent(LocalEmulator::close);
      throw e;
    }
    try {
      var envFile = new LocalEnvFile(Path.of(config.get(Setting.DATA_DIR)));
      var key = seedDemoAccount(runtime.vertx(), config, envFile);
      var values = new LinkedHashMap<String, String>();
      values.put(LocalEnvFile.MCP_URL, config.mcpUrl());
      values.put(LocalEnvFile.DEMO_API_KEY, key);
      values.put(LocalEnvFile.PG_URL, config.get(Setting.PG_URL));
      envFile.write(values);
      return new LocalStack(runtime, emulator, key);
    } catch (RuntimeException e) {
      runtime.stop().await();
      emulator.ifPresent(LocalEmulator::close);
      throw e;
    }
  }

  static String seedDemoAccount(Vertx vertx, Config config, LocalEnvFile envFile) {
    var pool = Postgres.pool(vertx, config.with(Setting.PG_POOL_SIZE, 1), "seed");
    try {
      return DemoAccount.ensure(new IdentityStore(pool), new LedgerStore(pool), new ApiKeysStore(pool),
          envFile.read(LocalEnvFile.DEMO_API_KEY),
          config.integer(Setting.STARTING_CREDITS)).await();
    } finally {
      pool.close();
    }
  }

  public Vertx vertx() {
    return runtime.vertx();
  }

  public Config config() {
    return runtime.config();
  }

  public String mcpUrl() {
    return runtime.config().mcpUrl();
  }

  /** The gateway's own address (the public base URL may point elsewhere, e.g. a proxy). */
  public String gatewayUrl() {
    return "http://127.0.0.1:" + runtime.config().integer(Setting.HTTP_PORT);
  }

  public int managementPort() {
    return runtime.managementPort();
  }

  public String demoApiKey() {
    return demoApiKey;
  }

  /** The emulator's port, when this stack runs one. */
  public Optional<Integer> emulatorPort() {
    return emulator.map(LocalEmulator::port);
  }

  @Override
  public void close() {
    runtime.stop().await();
    emulator.ifPresent(LocalEmulator::close);
  }
}
