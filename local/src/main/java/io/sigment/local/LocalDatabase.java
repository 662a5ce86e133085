package io.sigment.local;

import io.sigment.common.Config;
import io.sigment.common.Setting;
import io.sigment.common.db.EmbeddedDatabase;
import io.sigment.common.db.PgUrl;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

/** The PostgreSQL of the local stack: {@code SIGMENT_PG_URL} when set, else an embedded one in the data dir. */
final class LocalDatabase implements AutoCloseable {
    private final PgUrl url;
    private final Optional<EmbeddedDatabase> embedded;

    private LocalDatabase(PgUrl url, Optional<EmbeddedDatabase> embedded) {
        this.url = url;
        this.embedded = embedded;
    }

    static LocalDatabase open(Config config) {
        var configured = config.optional(Setting.PG_URL);
        if (configured.isPresent()) return new LocalDatabase(PgUrl.parse(configured.get()), Optional.empty());
        var server =
                EmbeddedDatabase.start(Path.of(config.get(Setting.DATA_DIR)).resolve("postgres"), true);
        return new LocalDatabase(server.url(), Optional.of(server));
    }

    PgUrl url() {
        return url;
    }

    boolean embedded() {
        return embedded.isPresent();
    }

    /**
     * Completes when the embedded server's postmaster exits (its pid is the first line of {@code postmaster.pid});
     * never for a server given by {@code SIGMENT_PG_URL}, which this process does not run.
     */
    CompletableFuture<?> ended(Config config) {
        if (embedded.isEmpty()) return new CompletableFuture<>();
        var pidFile = Path.of(config.get(Setting.DATA_DIR)).resolve("postgres").resolve("postmaster.pid");
        try {
            var pid = Long.parseLong(Files.readAllLines(pidFile).get(0).trim());
            return ProcessHandle.of(pid)
                    .map(ProcessHandle::onExit)
                    .orElseGet(() -> CompletableFuture.completedFuture(null));
        } catch (IOException | RuntimeException e) {
            throw new IllegalStateException("could not read the embedded PostgreSQL's pid from " + pidFile, e);
        }
    }

    @Override
    public void close() {
        embedded.ifPresent(EmbeddedDatabase::close);
    }
}
