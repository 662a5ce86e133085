package io.sigment.common.db;

import io.vertx.core.Future;
import io.vertx.pgclient.PgException;
import io.vertx.sqlclient.Pool;
import io.vertx.sqlclient.SqlClient;
import io.vertx.sqlclient.SqlConnection;
import java.util.Objects;
import java.util.function.Function;

/**
 * The base of a service's SQL classes ("stores"): the only place that sees {@link Pool}, connections,
 * transactions and SQLSTATEs. Business classes take stores, call their methods, and get one transaction with
 * {@link #inTransaction}; several stores join that transaction with {@link #alongside}. A subclass has one
 * constructor, {@code public XStore(SqlClient sql) { super(sql, XStore::new); }}; the verticle passes the pool.
 */
public abstract class Store<S extends Store<S>> {
    private static final String UNIQUE_VIOLATION = "23505";

    /** Where statements run: the pool, or one transaction's connection. */
    protected final SqlClient sql;

    private final Pool pool;
    private final Function<SqlConnection, S> bind;

    /** {@code sql} is the pool (or a transaction's connection); {@code bind} makes the same store on a connection. */
    protected Store(SqlClient sql, Function<SqlConnection, S> bind) {
        this.sql = Objects.requireNonNull(sql);
        this.pool = sql instanceof Pool p ? p : null;
        this.bind = bind;
    }

    /** Runs {@code work} with this store bound to one transaction, committed if its Future succeeds. */
    public <T> Future<T> inTransaction(Function<S, Future<T>> work) {
        if (pool == null) throw new IllegalStateException("already in a transaction");
        return pool.withTransaction(connection -> work.apply(bind.apply(connection)));
    }

    /** {@code other}'s statements in this store's transaction (only inside {@link #inTransaction}). */
    public <O extends Store<O>> O alongside(O other) {
        if (!(sql instanceof SqlConnection connection)) throw new IllegalStateException("only inside inTransaction");
        Store<O> store = other;
        return store.bind.apply(connection);
    }

    /** True if {@code cause} is PostgreSQL refusing a duplicate of a unique key: map it to what it means. */
    protected static boolean isUniqueViolation(Throwable cause) {
        return cause instanceof PgException pg && UNIQUE_VIOLATION.equals(pg.getSqlState());
    }
}
