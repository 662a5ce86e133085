package io.sigment.common.api.accounts;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.Caller;
import io.sigment.common.bus.Action;
import io.sigment.common.bus.ServiceAddress;
import io.sigment.common.bus.ServiceClient;
import io.sigment.common.bus.Topics;
import io.sigment.common.testing.Eventually;
import io.sigment.common.testing.MovableClock;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The app's pages and starts ask accounts for prices once per process, and see a migration's new prices. */
class PriceTableCacheTest {
    private static final Caller PERSON = Caller.system("app-1");

    private final MovableClock clock = new MovableClock();
    private final AtomicInteger asked = new AtomicInteger();
    private final AtomicReference<PriceTable> served = new AtomicReference<>(table(15));
    private Vertx vertx;
    private PriceTableCache cache;

    @BeforeEach
    void accounts_serves_its_price_list() {
        vertx = Vertx.vertx();
        Action priceList = (caller, args) -> {
            asked.incrementAndGet();
            return Future.succeededFuture(served.get().toJson());
        };
        ServiceAddress.ACCOUNTS
                .bind(vertx, Map.of(AccountsAction.PRICE_LIST, priceList))
                .await();
        var services = new ServiceClient(vertx, Duration.ofSeconds(5));
        cache = PriceTableCache.of(vertx, services, clock);
    }

    @AfterEach
    void close() {
        vertx.close().await();
    }

    @Test
    void a_page_after_the_first_asks_accounts_nothing_and_one_process_holds_one_table() {
        assertThat(cache.table(PERSON).await().credits(PriceTable.ANALYSIS)).isEqualTo(15);
        assertThat(cache.table(PERSON).await().credits(PriceTable.ANALYSIS)).isEqualTo(15);
        clock.advance(PriceTableCache.MAX_AGE.minusSeconds(1));
        cache.table(PERSON).await();
        assertThat(asked).hasValue(1);
        assertThat(PriceTableCache.of(vertx, new ServiceClient(vertx, Duration.ofSeconds(5)), clock))
                .isSameAs(cache);
    }

    @Test
    void accounts_starting_with_changed_prices_replaces_the_table_without_a_request() {
        cache.table(PERSON).await();
        served.set(table(17));
        vertx.eventBus().publish(Topics.PRICES_LOADED, served.get().toJson());
        var seen = Eventually.poll(
                Duration.ofSeconds(5),
                Duration.ofMillis(10),
                () -> cache.table(PERSON).await().credits(PriceTable.ANALYSIS),
                credits -> credits == 17);
        assertThat(seen).isEqualTo(17);
        assertThat(asked).hasValue(1);
    }

    @Test
    void a_missed_broadcast_is_caught_up_once_the_table_is_max_age_old() {
        cache.table(PERSON).await();
        served.set(table(17));
        assertThat(cache.table(PERSON).await().credits(PriceTable.ANALYSIS)).isEqualTo(15);
        clock.advance(PriceTableCache.MAX_AGE);
        assertThat(cache.table(PERSON).await().credits(PriceTable.ANALYSIS)).isEqualTo(17);
        assertThat(cache.table(PERSON).await().credits(PriceTable.ANALYSIS)).isEqualTo(17);
        assertThat(asked).hasValue(2);
    }

    private static PriceTable table(int analysis) {
        return new PriceTable(PriceTable.IDS.stream()
                .map(id -> new PriceTable.Price(id, id.equals(PriceTable.ANALYSIS) ? analysis : 5, id))
                .toList());
    }
}
