package io.sigment.local;

import io.sigment.common.Config;
import io.sigment.common.Platform;
import io.sigment.common.Setting;
import io.sigment.common.db.Postgres;
import io.sigment.scraper.people.PersonKeys;
import io.sigment.scraper.people.PrivacyRequests;
import io.sigment.scraper.people.PrivacyStore;
import io.sigment.scraper.platform.PlatformSources;
import io.vertx.core.Vertx;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Optional;

/**
 * {@code ./sigment privacy erase|show --platform P --person ID_OR_HANDLE} (or {@code --person-file PATH}, as the
 * Kubernetes Job reads it from a Secret): a person's request about their data, run against the stack's database.
 * {@code show} prints what is held under the person's key; {@code erase} deletes it and their entries in every
 * post's engager set and keeps them out of future scrapes. A handle is looked up on the platform. Stdout holds the
 * JSON report, which never repeats the person's id or handle.
 */
public final class PrivacyCommand {
    static final String USAGE = "usage: ./sigment privacy erase|show --platform instagram|youtube|tiktok "
            + "(--person ID_OR_HANDLE | --person-file PATH)";

    private PrivacyCommand() {}

    public static void main(String[] args) {
        System.exit(run(List.of(args), Config.fromEnv(), System.out, System.err));
    }

    /** A parsed request: the action, the platform and the person as given. */
    record Request(String action, Platform platform, String person) {}

    public static int run(List<String> args, Config env, PrintStream out, PrintStream err) {
        Request request;
        try {
            request = parse(args);
        } catch (IllegalArgumentException e) {
            err.println(e.getMessage());
            err.println(USAGE);
            return 2;
        }
        var dataDir = Path.of(env.get(Setting.DATA_DIR)).toAbsolutePath();
        var url = env.optional(Setting.PG_URL).or(() -> new LocalEnvFile(dataDir).read(LocalEnvFile.PG_URL));
        if (url.isEmpty()) {
            err.println("sigment: no database: set SIGMENT_PG_URL, or start the local stack with ./sigment up.");
            return 1;
        }
        var config = LocalSecret.existing(env, dataDir)
                .with(Setting.PG_URL, url.get())
                .with(Setting.PG_POOL_SIZE, 1);
        if (config.optional(Setting.PERSON_KEY_SECRET).isEmpty() && !config.bool(Setting.DEMO)) {
            err.println(
                    "sigment: SIGMENT_PERSON_KEY_SECRET is not set: people are stored only under their key, so without "
                            + "the deployment's secret nobody can be found. Set it (and SIGMENT_PERSON_DENY_SECRET) as "
                            + "the scraper has it.");
            return 1;
        }
        var vertx = Vertx.vertx();
        var pool = Postgres.pool(vertx, config, "privacy");
        var sources = new PlatformSources(vertx, config, Clock.systemUTC());
        try {
            var requests = new PrivacyRequests(
                    new PrivacyStore(pool),
                    PersonKeys.of(config),
                    PersonKeys.denyList(config),
                    sources::of,
                    Clock.systemUTC());
            var report = request.action().equals("erase")
                    ? requests.erase(request.platform(), request.person()).await()
                    : requests.show(request.platform(), request.person()).await();
            out.println(report.encodePrettily());
            return 0;
        } catch (IllegalArgumentException e) {
            err.println("sigment: " + e.getMessage());
            return 1;
        } catch (RuntimeException e) {
            err.println(
                    "sigment: the request did not complete (" + e.getClass().getSimpleName() + "); run it again: each "
                            + "step is one transaction and repeating it is safe (an erase run again finishes removing "
                            + "the person from "
                            + "engager sets, as the retention sweeper would).");
            return 1;
        } finally {
            sources.close();
            pool.close().await();
            vertx.close().await();
        }
    }

    static Request parse(List<String> args) {
        if (args.isEmpty() || !List.of("erase", "show").contains(args.get(0))) {
            throw new IllegalArgumentException("sigment privacy: say erase or show");
        }
        String platform = null;
        String person = null;
        for (int i = 1; i < args.size(); i++) {
            var arg = args.get(i);
            var value = i + 1 < args.size() ? args.get(i + 1) : null;
            switch (arg) {
                case "--platform" -> platform = value;
                case "--person" -> person = value;
                case "--person-file" -> person = value == null ? null : readPerson(Path.of(value));
                default -> throw new IllegalArgumentException("sigment privacy: unknown argument " + arg);
            }
            i++;
        }
        var chosen =
                Platform.find(platform).orElseThrow(() -> new IllegalArgumentException("--platform: " + Platform.RULE));
        var who = Optional.ofNullable(person)
                .map(String::strip)
                .filter(p -> !p.isEmpty())
                .orElseThrow(() -> new IllegalArgumentException("--person: the person's platform id or handle"));
        return new Request(args.get(0), chosen, who);
    }

    private static String readPerson(Path file) {
        try {
            return Files.readString(file).strip();
        } catch (IOException e) {
            throw new IllegalArgumentException("--person-file: cannot read " + file);
        }
    }
}
