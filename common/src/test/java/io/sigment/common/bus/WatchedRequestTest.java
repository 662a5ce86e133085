package io.sigment.common.bus;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.Caller;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Watched requests with a 10-minute timeout: a worker that stops beating is given up on within seconds and the
 * request goes to a live one; a live worker, however slow, is left alone; no handler at all is waited out. The
 * watch checks sooner and more often than in production (the workers beat as in production), so this takes seconds.
 */
class WatchedRequestTest {
    private static final Duration LONG = Duration.ofMinutes(10);
    private static final WatchTimings WATCH = new WatchTimings(
            Duration.ofSeconds(3), Duration.ofMillis(500), Duration.ofMillis(500), Duration.ofMinutes(2));
    private final Caller caller = Caller.system("watch-test");
    private Vertx vertx;
    private ServiceClient client;

    @BeforeEach
    void start() {
        vertx = Vertx.vertx();
        client = new ServiceClient(vertx, Duration.ofSeconds(2), WATCH);
    }

    @AfterEach
    void close() {
        vertx.close().await();
    }

    @Test
    void a_silent_worker_is_replaced_within_seconds_and_a_slow_live_one_is_left_alone() throws Exception {
        var silentCalls = new AtomicInteger();
        // Not an ActionDispatcher: it takes the request and never beats, as a process killed right after receiving it.
        vertx.eventBus()
                .<JsonObject>consumer(ServiceAddress.ANALYTICS.address(), message -> {
                    if (silentCalls.incrementAndGet() > 1)
                        message.reply(new JsonObject().put("attempt", silentCalls.get()));
                })
                .completion()
                .await();
        var slowCalls = new AtomicInteger();
        var slowness = WATCH.firstCheckAfter().plus(WATCH.checkEvery()).plusSeconds(2);
        ServiceAddress.SCRAPER
                .bindNamed(vertx, Map.of("scrape", (c, args) -> {
                    slowCalls.incrementAndGet();
                    return vertx.timer(slowness.toMillis()).map(v -> new JsonObject().put("done", true));
                }))
                .await();

        var started = System.nanoTime();
        var replaced =
                client.requestWatched(ServiceAddress.ANALYTICS, "analyze_snapshot", caller, new JsonObject(), LONG);
        var slow = client.requestWatched(ServiceAddress.SCRAPER, "scrape", caller, new JsonObject(), LONG);

        assertThat(await(replaced).getInteger("attempt")).isEqualTo(2);
        assertThat(Duration.ofNanos(System.nanoTime() - started)).isLessThan(Duration.ofMinutes(1));
        assertThat(await(slow).getBoolean("done")).isTrue();
        assertThat(slowCalls).as("a live worker's request is sent once").hasValue(1);
    }

    @Test
    void a_request_nobody_serves_yet_waits_for_a_replica_to_start() throws Exception {
        var reply = client.requestWatched(ServiceAddress.LISTS, "echo", caller, new JsonObject(), LONG);
        var replicaStartsAfter = WATCH.retryAfter().multipliedBy(3);
        vertx.setTimer(
                replicaStartsAfter.toMillis(),
                t -> ServiceAddress.LISTS.bindNamed(
                        vertx,
                        Map.of("echo", (c, args) -> Future.succeededFuture(new JsonObject().put("served", true)))));

        assertThat(await(reply).getBoolean("served")).isTrue();
    }

    private static JsonObject await(Future<JsonObject> future) throws Exception {
        return future.toCompletionStage().toCompletableFuture().get(2, TimeUnit.MINUTES);
    }
}
