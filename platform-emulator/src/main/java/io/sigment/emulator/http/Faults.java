package io.sigment.emulator.http;

import io.vertx.core.Handler;
import io.vertx.core.Vertx;
import io.vertx.ext.web.RoutingContext;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Applies the current {@link FaultInjection} (plus the request's header) in front of the platform APIs, and counts
 * requests. Tests can also fail exactly the next N requests with a status, for deterministic retries.
 */
public final class Faults implements Handler<RoutingContext> {
    static final String INJECTION = "emulator.fault-injection";

    private final Vertx vertx;
    private volatile FaultInjection injection;
    private final AtomicLong requests = new AtomicLong();
    private final AtomicInteger failNext = new AtomicInteger();
    private final AtomicInteger passBeforeFailing = new AtomicInteger(-1);
    private volatile int failNextStatus = 503;

    Faults(Vertx vertx, FaultInjection injection) {
        this.vertx = vertx;
        this.injection = injection;
    }

    public void set(FaultInjection injection) {
        this.injection = injection;
        failNext.set(0);
        passBeforeFailing.set(-1);
    }

    public FaultInjection injection() {
        return injection;
    }

    /** The next {@code count} platform requests are answered with {@code status} (429 carries Retry-After). */
    public void failNext(int count, int status) {
        failNextStatus = status;
        failNext.set(count);
    }

    /** The next {@code passing} requests are served; every one after them gets {@code status} until {@link #set}. */
    public void failAfter(int passing, int status) {
        failNextStatus = status;
        passBeforeFailing.set(passing);
    }

    /** Platform API requests received so far, faulted ones included. */
    public long requests() {
        return requests.get();
    }

    @Override
    public void handle(RoutingContext ctx) {
        requests.incrementAndGet();
        var effective = injection.withHeader(ctx.request().getHeader(FaultInjection.HEADER));
        ctx.put(INJECTION, effective);
        if (effective.latencyMs() > 0) {
            vertx.setTimer(effective.latencyMs(), id -> decide(ctx, effective));
        } else {
            decide(ctx, effective);
        }
    }

    private void decide(RoutingContext ctx, FaultInjection effective) {
        var random = ThreadLocalRandom.current();
        boolean failing = failNext.getAndUpdate(n -> Math.max(0, n - 1)) > 0
                || passBeforeFailing.getAndUpdate(n -> n > 0 ? n - 1 : n) == 0;
        if (failing) {
            if (failNextStatus == 429) throttle(ctx, effective);
            else unavailable(ctx, failNextStatus);
        } else if (effective.errorRate() > 0 && random.nextDouble() < effective.errorRate()) {
            unavailable(ctx, 503);
        } else if (effective.throttleRate() > 0 && random.nextDouble() < effective.throttleRate()) {
            throttle(ctx, effective);
        } else {
            ctx.next();
        }
    }

    static boolean quotaExhausted(RoutingContext ctx) {
        FaultInjection injection = ctx.get(INJECTION);
        return injection != null && injection.quotaExhausted();
    }

    private static boolean isGoogle(RoutingContext ctx) {
        return ctx.request().path().startsWith("/youtube/");
    }

    private static void unavailable(RoutingContext ctx, int status) {
        if (isGoogle(ctx)) Replies.google(ctx, status, "backendError", "global", "Backend Error");
        else Replies.apify(ctx, status, "internal-server-error", "Internal server error, please try again later.");
    }

    private static void throttle(RoutingContext ctx, FaultInjection injection) {
        ctx.response().putHeader("Retry-After", String.valueOf(injection.retryAfterSeconds()));
        if (isGoogle(ctx)) {
            Replies.google(ctx, 429, "rateLimitExceeded", "youtube.quota", "The request was throttled; retry later.");
        } else {
            Replies.apify(ctx, 429, "rate-limit-exceeded", "You have exceeded the rate limit. Please retry later.");
        }
    }
}
