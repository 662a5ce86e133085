package io.sigment.common.db;

import io.sigment.common.Config;
import io.sigment.common.Setting;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.pgclient.PgBuilder;
import io.vertx.sqlclient.Pool;
import io.vertx.sqlclient.PoolOptions;

/** Connection pools to the PostgreSQL of {@code SIGMENT_PG_URL}. */
public final class Postgres {
    private Postgres() {}

    public static PgUrl url(Config config) {
        return PgUrl.parse(config.optional(Setting.PG_URL)
                .orElseThrow(
                        () -> new IllegalStateException("SIGMENT_PG_URL is not set: point it at a PostgreSQL server "
                                + "(postgresql://user@host:5432/database)")));
    }

    /** A pool named for its owner (the name tags its metrics). */
    public static Pool pool(Vertx vertx, Config config, String name) {
        return PgBuilder.pool()
                .with(new PoolOptions()
                        .setMaxSize(config.integer(Setting.PG_POOL_SIZE))
                        .setName("sigment-" + name))
                .connectingTo(url(config).connectOptions())
                .using(vertx)
                .build();
    }

    /**
     * A second, smaller pool of {@code owner}'s for its short read-only queries, named {@code <owner>-reads} in the
     * metrics: half of {@code SIGMENT_PG_POOL_SIZE}, at least 1, so those reads never wait behind the main pool's
     * long transactions.
     */
    public static Pool readsPool(Vertx vertx, Config config, String owner) {
        return pool(vertx, config.with(Setting.PG_POOL_SIZE, readsPoolSize(config)), owner + "-reads");
    }

    /** The size of a {@link #readsPool}: half of {@code SIGMENT_PG_POOL_SIZE}, at least 1. */
    public static int readsPoolSize(Config config) {
        return Math.max(1, config.integer(Setting.PG_POOL_SIZE) / 2);
    }

    /** Succeeds when the database answers a trivial query. */
    public static Future<Void> ping(Pool pool) {
        return pool.query("SELECT 1").execute().mapEmpty();
    }
}
