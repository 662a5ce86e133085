package io.sigment.local;

import io.sigment.accounts.DemoAccount;
import io.sigment.accounts.keys.ApiKeys;
import io.sigment.accounts.keys.ApiKeysStore;
import io.sigment.common.Caller;
import io.sigment.common.Config;
import io.sigment.common.Setting;
import io.sigment.common.api.accounts.ActingPerson;
import io.sigment.common.api.accounts.ApiKeyCreation;
import io.sigment.common.api.accounts.NewApiKey;
import io.sigment.common.db.Postgres;
import io.vertx.core.Vertx;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * {@code ./sigment apikey create --name NAME}: a new API key for the running local stack's demo user,
 * printed once (stdout holds only the key). The stack's database is found in {@code local.env}, which
 * {@code ./sigment up} writes; {@code SIGMENT_PG_URL} in the environment wins.
 */
public final class ApiKeyCommand {
    private static final String USAGE = "usage: ./sigment apikey create --name NAME";

    private ApiKeyCommand() {}

    public static void main(String[] args) {
        System.exit(run(List.of(args), Config.fromEnv(), System.out, System.err));
    }

    public static int run(List<String> args, Config config, PrintStream out, PrintStream err) {
        var name = nameArgument(args);
        if (name.isEmpty()) {
            err.println(USAGE);
            return 2;
        }
        var dataDir = Path.of(config.get(Setting.DATA_DIR)).toAbsolutePath();
        var url = config.optional(Setting.PG_URL).or(() -> new LocalEnvFile(dataDir).read(LocalEnvFile.PG_URL));
        if (url.isEmpty()) {
            err.println("sigment: no running local stack found (no " + LocalEnvFile.PG_URL + " in "
                    + new LocalEnvFile(dataDir).path() + "). Start it with ./sigment up, then run this again.");
            return 1;
        }
        var vertx = Vertx.vertx();
        var pool = Postgres.pool(vertx, config.with(Setting.PG_URL, url.get()).with(Setting.PG_POOL_SIZE, 1), "apikey");
        try {
            var apiKeys = new ApiKeys(vertx, new ApiKeysStore(pool), java.time.Clock.systemUTC());
            var created = NewApiKey.fromJson(apiKeys.create(
                            Caller.system("apikey-command"),
                            new ActingPerson(DemoAccount.USER_ID)
                                    .toJson()
                                    .mergeIn(new ApiKeyCreation(name.get(), null).toJson()))
                    .await());
            err.println("New API key \"" + created.name() + "\" (" + created.keyId() + ") for the demo user "
                    + DemoAccount.EMAIL + ". Shown once: store it in a secret store.");
            out.println(created.apiKey());
            return 0;
        } catch (RuntimeException e) {
            err.println("sigment: could not create the key: " + e.getMessage()
                    + " (is ./sigment up running with data dir " + dataDir + "?)");
            return 1;
        } finally {
            pool.close().await();
            vertx.close().await();
        }
    }

    private static Optional<String> nameArgument(List<String> args) {
        if (args.isEmpty() || !args.get(0).equals("create")) return Optional.empty();
        for (int i = 1; i < args.size(); i++) {
            var arg = args.get(i);
            if (arg.equals("--name") && i + 1 < args.size())
                return Optional.of(args.get(i + 1)).filter(n -> !n.isBlank());
            if (arg.startsWith("--name=")) return Optional.of(arg.substring(7)).filter(n -> !n.isBlank());
        }
        return Optional.empty();
    }
}
