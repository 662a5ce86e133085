package io.sigment.scraper.platform;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.sigment.common.Platform;
import java.util.EnumMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The scraper's meters, named in one place. Labels: {@code platform} (youtube, instagram, tiktok), {@code outcome}
 * of one HTTP attempt, {@code reason} of a call that failed for good (a {@link PlatformFailure.Reason}), and
 * {@code budget} of the deployment's daily platform budgets ({@code youtube_units}: YouTube quota units;
 * {@code provider_runs}: the scraping provider's runs, shared by Instagram and TikTok). Never a workspace.
 */
public final class PlatformMetrics {
    public static final String CALLS = "sigment.platform.calls";
    public static final String ERRORS = "sigment.platform.errors";
    public static final String UNITS_SPENT = "sigment.platform.quota.units.spent";
    public static final String QUOTA_USED = "sigment.platform.quota.used";
    public static final String QUOTA_LEFT = "sigment.platform.quota.left";
    public static final String BREAKER_STATE = "sigment.platform.breaker.state";
    public static final String SCRAPED_POSTS = "sigment.scrape.posts";
    public static final String SCRAPED_ENGAGERS = "sigment.scrape.engagers";

    /** What one HTTP attempt got: an answer, a 4xx refusal, 429, a 5xx, no answer; or no attempt (breaker open). */
    public enum Outcome {
        OK,
        REJECTED,
        THROTTLED,
        SERVER_ERROR,
        NETWORK_ERROR,
        CIRCUIT_OPEN
    }

    /** A daily budget of the deployment. */
    public enum Budget {
        YOUTUBE_UNITS,
        PROVIDER_RUNS
    }

    /** For adapters built without a registry (benchmarks): counts into a registry nobody reads. */
    public static final PlatformMetrics UNREAD = new PlatformMetrics(new SimpleMeterRegistry(), Map.of());

    private final MeterRegistry registry;
    private final Map<Budget, AtomicLong> used = new EnumMap<>(Budget.class);
    private final Map<Budget, AtomicLong> left = new EnumMap<>(Budget.class);

    public PlatformMetrics(MeterRegistry registry, Map<Budget, Long> dailyLimits) {
        this.registry = registry;
        for (var budget : Budget.values()) {
            var limit = dailyLimits.getOrDefault(budget, 0L);
            used.put(budget, new AtomicLong());
            left.put(budget, new AtomicLong(limit));
            Gauge.builder(QUOTA_USED, used.get(budget), AtomicLong::get)
                    .description("Units of the daily budget used today")
                    .tag("budget", key(budget))
                    .register(registry);
            Gauge.builder(QUOTA_LEFT, left.get(budget), AtomicLong::get)
                    .description("Units of the daily budget left today")
                    .tag("budget", key(budget))
                    .register(registry);
        }
        for (var platform : Platform.values()) {
            for (var outcome : Outcome.values()) calls(platform, outcome);
            for (var reason : PlatformFailure.Reason.values()) errors(platform, reason);
            counter(UNITS_SPENT, "Quota units (YouTube) or provider runs spent", platform);
            counter(SCRAPED_POSTS, "Posts whose engagers were stored", platform);
            counter(SCRAPED_ENGAGERS, "Engagers stored", platform);
        }
    }

    /** Today's use of a budget (read from the cluster-wide counter) against its daily limit. */
    public void budget(Budget budget, long usedToday, long dailyLimit) {
        used.get(budget).set(usedToday);
        left.get(budget).set(Math.max(0, dailyLimit - usedToday));
    }

    public void attempt(Platform platform, Outcome outcome) {
        calls(platform, outcome).increment();
    }

    /** An HTTP attempt's outcome from its status ({@code -1}: no response). */
    public static Outcome outcome(int status) {
        if (status < 0) return Outcome.NETWORK_ERROR;
        if (status == 429) return Outcome.THROTTLED;
        if (status >= 500) return Outcome.SERVER_ERROR;
        return status >= 400 ? Outcome.REJECTED : Outcome.OK;
    }

    public void failed(Platform platform, PlatformFailure.Reason reason) {
        errors(platform, reason).increment();
    }

    private Counter errors(Platform platform, PlatformFailure.Reason reason) {
        return Counter.builder(ERRORS)
                .description("Platform calls that failed for good, by reason")
                .tag("platform", platform.key())
                .tag("reason", key(reason))
                .register(registry);
    }

    public void spent(Platform platform, long units) {
        counter(UNITS_SPENT, "Quota units (YouTube) or provider runs spent", platform)
                .increment(units);
    }

    public void scraped(Platform platform, int engagers) {
        counter(SCRAPED_POSTS, "Posts whose engagers were stored", platform).increment();
        counter(SCRAPED_ENGAGERS, "Engagers stored", platform).increment(engagers);
    }

    /** The platform breaker's state as a number: 0 closed, 1 half open, 2 open. */
    public void breaker(Platform platform, java.util.function.Supplier<Integer> state) {
        Gauge.builder(BREAKER_STATE, state, s -> s.get())
                .description("Circuit breaker: 0 closed, 1 half open, 2 open")
                .tag("platform", platform.key())
                .strongReference(true)
                .register(registry);
    }

    private Counter calls(Platform platform, Outcome outcome) {
        return Counter.builder(CALLS)
                .description("HTTP attempts to the platforms, by outcome")
                .tag("platform", platform.key())
                .tag("outcome", key(outcome))
                .register(registry);
    }

    private Counter counter(String name, String description, Platform platform) {
        return Counter.builder(name)
                .description(description)
                .tag("platform", platform.key())
                .register(registry);
    }

    private static String key(Enum<?> value) {
        return value.name().toLowerCase();
    }
}
