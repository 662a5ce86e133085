package io.sigment.scraper.platform;

import io.vertx.core.Future;

/** Where an adapter reports what it spends before each platform call: YouTube quota units, or one provider run. */
@FunctionalInterface
public interface SpendMeter {
    /** Spending that counts against no workspace's share. */
    SpendMeter NONE = units -> Future.succeededFuture();

    Future<Void> spent(long units);

    /** The items a provider run returned (what pay-per-result actors bill). */
    default void returned(long results) {}
}
