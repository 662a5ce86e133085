package io.sigment.scraper.platform;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.scraper.platform.ConcurrencyLimit.Lane;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** An agent's platform calls never wait behind jobs' bulk scraping (issue 44: search_creators behind scrapes). */
class ConcurrencyLimitTest {
    /** Operations that run until the test completes them; {@code started} names them in the order they started. */
    private final List<String> started = new ArrayList<>();

    private final List<Promise<Void>> open = new ArrayList<>();

    private Future<Void> submit(ConcurrencyLimit limit, Lane lane, String name) {
        return limit.run(lane, () -> {
            started.add(name);
            var promise = Promise.<Void>promise();
            open.add(promise);
            return promise.future();
        });
    }

    private void finish(String name) {
        open.get(started.indexOf(name)).complete();
    }

    @Test
    void bulk_work_leaves_the_reserved_permits_to_interactive_calls() {
        var limit = new ConcurrencyLimit(8);
        assertThat(limit.reserved()).isEqualTo(1);
        for (int i = 0; i < 20; i++) submit(limit, Lane.BULK, "bulk" + i);
        assertThat(started).hasSize(7);

        var search = submit(limit, Lane.INTERACTIVE, "search");
        assertThat(started).hasSize(8).last().isEqualTo("search");
        finish("search");
        assertThat(search.succeeded()).isTrue();
        // The reserved permit is free again; no bulk operation took it.
        assertThat(started).hasSize(8);
    }

    @Test
    void a_waiting_interactive_call_starts_before_every_waiting_bulk_one() {
        var limit = new ConcurrencyLimit(8);
        for (int i = 0; i < 7; i++) submit(limit, Lane.BULK, "bulk" + i);
        submit(limit, Lane.INTERACTIVE, "first search");
        submit(limit, Lane.BULK, "queued bulk");
        submit(limit, Lane.INTERACTIVE, "second search");
        assertThat(started).hasSize(8).doesNotContain("queued bulk", "second search");

        finish("bulk0");
        assertThat(started).hasSize(9).last().isEqualTo("second search");
        finish("bulk1");
        assertThat(started).hasSize(9); // 7 in flight with the two searches: bulk may start below 7
        finish("first search");
        assertThat(started).hasSize(10).last().isEqualTo("queued bulk");
    }

    @Test
    void never_more_than_the_permits_in_flight_and_a_single_permit_serves_interactive_first() {
        var limit = new ConcurrencyLimit(1);
        assertThat(limit.reserved()).isZero();
        submit(limit, Lane.BULK, "bulk0");
        submit(limit, Lane.BULK, "bulk1");
        submit(limit, Lane.INTERACTIVE, "search");
        assertThat(started).containsExactly("bulk0");
        finish("bulk0");
        assertThat(started).containsExactly("bulk0", "search");
        finish("search");
        assertThat(started).containsExactly("bulk0", "search", "bulk1");
    }

    @Test
    void a_failing_operation_gives_its_permit_back() {
        var limit = new ConcurrencyLimit(2, 1);
        var failed = limit.<Void>run(Lane.BULK, () -> {
            throw new IllegalStateException("boom");
        });
        assertThat(failed.failed()).isTrue();
        submit(limit, Lane.BULK, "bulk");
        assertThat(started).containsExactly("bulk");
    }
}
