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
 * {@link #inTransaction}; several stores join that transaction with {@link #alongside}. A subclass has a public
 * {@code Pool} constructor, a private {@code SqlConnection} one, and {@link #bind} calling the latter.
 */
public abstract class Store<S extends Store<S>> {
  private static final String UNIQUE_VIOLATION = "23505";

  /** Where statements run: the pool, or one transaction's connection. */
  protected final SqlClient sql;
  private final Pool pool;

  protected Store(Pool pool) {
    this.pool = Objects.requireNonNull(pool);
    this.sql = pool;
  }

  protected Store(SqlConnection transaction) {
    this.pool = null;
    this.sql = Objects.requireNonNull(transaction);
  }

  /** This store's statements on {@code transaction}. */
  protected abstract S bind(SqlConnection transaction);

  /** Runs {@code work} with this store bound to one transaction, committed if its Future succeeds. */
  public <T> Future<T> inTransaction(Function<S, Future<T>> work) {
    if (pool == null) throw new IllegalStateException("already in a transaction");
    return pool.withTransaction(connection -> work.apply(bind(connection)));
  }

  /** {@code other}'s statements in this store's transaction (only inside {@link #inTransaction}). */
  public <O extends Store<O>> O alongside(O other) {
    if (!(sql instanceof SqlConnection connection)) throw new IllegalStateException("only inside inTransaction");
    return other.bind(connection);
  }

  /** True if {@code cause} is PostgreSQL refusing a duplicate of a unique key: map it to what it means. */
  protected static boolean isUniqueViolation(Throwable cause) {
    return cause instanceof PgException pg && UNIQUE_VIOLATION.equals(pg.getSqlState());
  }
}
