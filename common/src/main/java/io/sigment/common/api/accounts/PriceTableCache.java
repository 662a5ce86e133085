package io.sigment.common.api.accounts;

import io.sigment.common.Caller;
import io.sigment.common.bus.ServiceClient;
import io.sigment.common.bus.Topics;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import io.vertx.core.shareddata.LocalMap;
import io.vertx.core.shareddata.Shareable;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Accounts' price table as this process last had it. Prices change only with a migration, which accounts loads when
 * it starts and then broadcasts ({@link Topics#PRICES_LOADED}): the table is asked of accounts ({@code price_list})
 * once, replaced by the broadcast when accounts (re)starts, and asked again once it is {@link #MAX_AGE} old, in case
 * a broadcast was missed (this process joined the cluster after it). One per Vert.x instance ({@link #of}).
 */
public final class PriceTableCache implements Shareable {
    public static final Duration MAX_AGE = Duration.ofMinutes(10);
    private static final String HOLDER = "sigment.price-table-cache";

    private final AccountsClient accounts;
    private final Clock clock;
    private final AtomicReference<Held> held = new AtomicReference<>();

    private record Held(PriceTable table, Instant since) {}

    private PriceTableCache(ServiceClient services, Clock clock) {
        this.accounts = new AccountsClient(services);
        this.clock = clock;
    }

    /** The cache of {@code vertx}'s process, made (and subscribed to the broadcast) by its first caller. */
    public static PriceTableCache of(Vertx vertx, ServiceClient services, Clock clock) {
        LocalMap<String, PriceTableCache> holder = vertx.sharedData().getLocalMap(HOLDER);
        var made = new PriceTableCache(services, clock);
        var existing = holder.putIfAbsent(HOLDER, made);
        if (existing != null) return existing;
        vertx.eventBus()
                .<JsonObject>consumer(Topics.PRICES_LOADED, loaded -> made.hold(PriceTable.fromJson(loaded.body())));
        return made;
    }

    /** The table, asked of accounts as {@code caller} only when none is held or it is {@link #MAX_AGE} old. */
    public Future<PriceTable> table(Caller caller) {
        var now = held.get();
        if (now != null && clock.instant().isBefore(now.since().plus(MAX_AGE)))
            return Future.succeededFuture(now.table());
        return accounts.prices(caller).onSuccess(this::hold);
    }

    private void hold(PriceTable table) {
        held.set(new Held(table, clock.instant()));
    }
}
