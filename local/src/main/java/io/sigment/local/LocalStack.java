package io.sigment.local;

import io.sigment.accounts.DemoAccount;
import io.sigment.accounts.identity.IdentityStore;
import io.sigment.accounts.keys.ApiKeysStore;
import io.sigment.accounts.ledger.LedgerStore;
import io.sigment.accounts.signin.SessionsStore;
import io.sigment.common.Config;
import io.sigment.common.Setting;
import io.sigment.common.db.Postgres;
import io.sigment.common.runtime.ServiceRuntime;
import io.sigment.local.mail.LocalMail;
import io.vertx.core.Vertx;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Optional;

/**
 * Every Sigment service and the gateway on one clustered Vert.x, against the database of
 * {@code SIGMENT_PG_URL}, with the demo account seeded. {@code ./sigment up} runs one; so do the
 * end-to-end tests, which drive it over HTTP exactly as agents do.
 */
public final class LocalStack implements AutoCloseable {
    private final ServiceRuntime runtime;
    private final Optional<LocalEmulator> emulator;
    private final Optional<LocalMail> mail;
    private final DemoCredentials demo;

    private LocalStack(
            ServiceRuntime runtime, Optional<LocalEmulator> emulator, Optional<LocalMail> mail, DemoCredentials demo) {
        this.runtime = runtime;
        this.emulator = emulator;
        this.mail = mail;
        this.demo = demo;
    }

    /**
     * Starts the stack (blocking): the platform emulator unless every adapter points at a real API, the demo's own
     * SMTP server and mailbox unless a mail server is configured, then every service; writes {@code local.env} in the
     * data directory.
     */
    public static LocalStack start(Config requested) {
        var emulator = LocalEmulator.startIfNeeded(requested);
        var withEmulator = emulator.map(e -> requested.with(Setting.EMULATOR_PORT, e.port()))
                .orElse(requested);
        Optional<LocalMail> mail;
        ServiceRuntime runtime;
        Config config;
        try {
            mail = LocalMail.startIfNeeded(withEmulator);
            config = mail.map(m -> m.applyTo(withEmulator)).orElse(withEmulator);
        } catch (RuntimeException e) {
            emulator.ifPresent(LocalEmulator::close);
            throw e;
        }
        try {
            // The one member holds the cluster's maps, whatever the environment says of lite members.
            runtime = ServiceRuntime.start(config.with(Setting.CLUSTER_LITE_MEMBER, false), LocalModules.all());
        } catch (RuntimeException e) {
            emulator.ifPresent(LocalEmulator::close);
            mail.ifPresent(LocalMail::close);
            throw e;
        }
        try {
            var envFile = new LocalEnvFile(Path.of(config.get(Setting.DATA_DIR)));
            var demo = seedDemoAccount(runtime.vertx(), config, envFile);
            envFile.write(demo.envValues(config.mcpUrl(), config.get(Setting.PG_URL)));
            return new LocalStack(runtime, emulator, mail, demo);
        } catch (RuntimeException e) {
            runtime.stop().await();
            emulator.ifPresent(LocalEmulator::close);
            mail.ifPresent(LocalMail::close);
            throw e;
        }
    }

    static DemoCredentials seedDemoAccount(Vertx vertx, Config config, LocalEnvFile envFile) {
        var pool = Postgres.pool(vertx, config.with(Setting.PG_POOL_SIZE, 1), "seed");
        try {
            var key = DemoAccount.ensure(
                            new IdentityStore(pool),
                            new LedgerStore(pool),
                            new ApiKeysStore(pool),
                            envFile.read(LocalEnvFile.DEMO_API_KEY),
                            config.integer(Setting.STARTING_CREDITS),
                            Clock.systemUTC())
                    .await();
            var password = DemoAccount.ensurePassword(
                            vertx, new SessionsStore(pool), envFile.read(LocalEnvFile.DEMO_PASSWORD))
                    .await();
            return new DemoCredentials(key, DemoAccount.EMAIL, password);
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
        return demo.apiKey();
    }

    public DemoCredentials demo() {
        return demo;
    }

    /** The emulator's port, when this stack runs one. */
    public Optional<Integer> emulatorPort() {
        return emulator.map(LocalEmulator::port);
    }

    /** The emulator this stack runs, when it runs one (tests inject faults through it). */
    public Optional<io.sigment.emulator.PlatformEmulator> emulator() {
        return emulator.map(LocalEmulator::emulator);
    }

    /** The demo's own mail server and mailbox, when this stack runs them (tests read what was sent from it). */
    public Optional<LocalMail> mail() {
        return mail;
    }

    @Override
    public void close() {
        runtime.stop().await();
        emulator.ifPresent(LocalEmulator::close);
        mail.ifPresent(LocalMail::close);
    }
}
