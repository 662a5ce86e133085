package io.sigment.scraper.platform;

import static org.assertj.core.api.Assertions.assertThat;

import io.vertx.core.Context;
import io.vertx.core.Vertx;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** A call's heavy part (capping a run's engagers, keying new people) leaves the event loop and comes back to it. */
class OffTheLoopTest {
    private final Vertx vertx = Vertx.vertx();

    @AfterEach
    void close() {
        vertx.close().await();
    }

    private record Seen(boolean workOnWorker, boolean workOnLoop, boolean resultOnLoop, boolean sameContext) {}

    @Test
    void the_work_runs_on_a_worker_and_its_result_comes_back_on_the_calling_event_loop() throws Exception {
        var seen = new CompletableFuture<Seen>();
        var context = vertx.getOrCreateContext();
        context.runOnContext(v -> {
            var onLoop = new boolean[2];
            OffTheLoop.compute(() -> {
                        onLoop[0] = Context.isOnWorkerThread();
                        onLoop[1] = Context.isOnEventLoopThread();
                        return 42;
                    })
                    .onComplete(done -> seen.complete(new Seen(
                            onLoop[0],
                            onLoop[1],
                            Context.isOnEventLoopThread() && done.result() == 42,
                            Vertx.currentContext() == context)));
        });
        assertThat(seen.get(30, TimeUnit.SECONDS)).isEqualTo(new Seen(true, false, true, true));
    }

    @Test
    void outside_vertx_the_work_runs_where_it_is_called() {
        var thread = Thread.currentThread();
        var result = OffTheLoop.compute(() -> Thread.currentThread() == thread);
        assertThat(result.succeeded()).isTrue();
        assertThat(result.result()).isTrue();
    }

    @Test
    void a_failure_of_the_work_fails_the_future() {
        var result = OffTheLoop.compute(() -> {
            throw new IllegalStateException("broken");
        });
        assertThat(result.failed()).isTrue();
        assertThat(result.cause()).hasMessage("broken");
    }
}
