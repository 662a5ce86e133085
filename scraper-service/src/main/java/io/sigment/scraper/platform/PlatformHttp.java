package io.sigment.scraper.platform;

import io.sigment.common.Config;
import io.sigment.common.Platform;
import io.sigment.common.Setting;
import io.vertx.circuitbreaker.CircuitBreaker;
import io.vertx.circuitbreaker.CircuitBreakerOptions;
import io.vertx.circuitbreaker.OpenCircuitException;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.client.HttpRequest;
import io.vertx.ext.web.client.HttpResponse;
import io.vertx.ext.web.client.WebClient;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;

/**
 * HTTP to one platform with the resilience every call needs: at most N requests in flight, retries of 5xx,
 * 429 and network errors with exponential backoff and full jitter (a {@code Retry-After} header wins), and a
 * circuit breaker that stops calling a platform whose calls keep failing after their retries.
 */
final class PlatformHttp {
    private static final long MAX_RETRY_AFTER_MS = 120_000;

    private final Vertx vertx;
    private final WebClient client;
    private final Platform platform;
    private final CircuitBreaker breaker;
    private final ConcurrencyLimit limit;
    private final int retries;
    private final long retryBaseMs;
    private final long timeoutMs;
    private final PlatformMetrics metrics;
    private final ConcurrencyLimit.Lane lane;
    private final Failures failures;

    /** The last failure's words, shared by the lanes of one platform (they share its breaker). */
    private static final class Failures {
        volatile String last = "no answer";
    }

    PlatformHttp(Vertx vertx, WebClient client, Platform platform, Config config, PlatformMetrics metrics) {
        this.vertx = vertx;
        this.metrics = metrics;
        this.client = client;
        this.platform = platform;
        this.retries = config.integer(Setting.SCRAPER_RETRIES);
        this.retryBaseMs = config.integer(Setting.SCRAPER_RETRY_BASE_MS);
        this.timeoutMs = config.integer(Setting.SCRAPER_HTTP_TIMEOUT_MS);
        this.limit = new ConcurrencyLimit(config.integer(Setting.SCRAPER_CONCURRENCY));
        this.breaker = CircuitBreaker.create(
                "scraper-" + platform.key(),
                vertx,
                new CircuitBreakerOptions()
                        .setMaxFailures(config.integer(Setting.SCRAPER_BREAKER_FAILURES))
                        .setResetTimeout(config.integer(Setting.SCRAPER_BREAKER_RESET_MS))
                        .setFailuresRollingWindow(10 * 60_000L)
                        .setTimeout(-1)
                        .setNotificationAddress(null));
        this.lane = ConcurrencyLimit.Lane.BULK;
        this.failures = new Failures();
    }

    private PlatformHttp(PlatformHttp shared, ConcurrencyLimit.Lane lane) {
        this.vertx = shared.vertx;
        this.metrics = shared.metrics;
        this.client = shared.client;
        this.platform = shared.platform;
        this.retries = shared.retries;
        this.retryBaseMs = shared.retryBaseMs;
        this.timeoutMs = shared.timeoutMs;
        this.limit = shared.limit;
        this.breaker = shared.breaker;
        this.failures = shared.failures;
        this.lane = lane;
    }

    /**
     * The same platform's connections, limit and breaker, its requests in {@code lane}: interactive ones (an agent
     * waits on them) go before jobs' bulk scraping and have permits of their own ({@link ConcurrencyLimit}).
     */
    PlatformHttp in(ConcurrencyLimit.Lane lane) {
        return lane == this.lane ? this : new PlatformHttp(this, lane);
    }

    Future<HttpResult> get(String url, Map<String, String> query) {
        return call(() -> withQuery(client.getAbs(url), query).send());
    }

    Future<HttpResult> post(String url, Map<String, String> query, JsonObject body) {
        return call(() -> withQuery(client.postAbs(url), query).sendJsonObject(body));
    }

    private interface Send {
        Future<HttpResponse<Buffer>> send();
    }

    private Future<HttpResult> call(Send send) {
        return breaker.<HttpResult>execute(() -> attempt(send, 0)).recover(cause -> {
            if (cause instanceof OpenCircuitException) {
                metrics.attempt(platform, PlatformMetrics.Outcome.CIRCUIT_OPEN);
                metrics.failed(platform, PlatformFailure.Reason.CIRCUIT_OPEN);
                return Future.failedFuture(new PlatformFailure(
                        PlatformFailure.Reason.CIRCUIT_OPEN,
                        platform.title()
                                + " is not answering: Sigment paused calls to it after repeated failures (last: "
                                + failures.last
                                + "). Retry in a few minutes."));
            }
            if (cause instanceof PlatformFailure failure) metrics.failed(platform, failure.reason());
            return Future.failedFuture(cause);
        });
    }

    /** The breaker as a number: 0 closed, 1 half open, 2 open. */
    int breakerState() {
        return switch (breaker.state()) {
            case CLOSED -> 0;
            case HALF_OPEN -> 1;
            case OPEN -> 2;
        };
    }

    private Future<HttpResult> attempt(Send send, int attempt) {
        return limit.run(lane, () -> send.send()).transform(ar -> {
            String failure;
            long retryAfterMs = -1;
            if (ar.succeeded()) {
                var response = ar.result();
                int status = response.statusCode();
                metrics.attempt(platform, PlatformMetrics.outcome(status));
                if (status < 500 && status != 429)
                    return Future.succeededFuture(new HttpResult(status, response.body()));
                failure = "HTTP " + status;
                retryAfterMs = retryAfterMs(response.getHeader("Retry-After"));
            } else {
                failure = networkFailure(ar.cause());
                metrics.attempt(platform, PlatformMetrics.Outcome.NETWORK_ERROR);
            }
            failures.last = failure;
            if (attempt >= retries || retryAfterMs > MAX_RETRY_AFTER_MS) {
                return Future.failedFuture(new PlatformFailure(
                        PlatformFailure.Reason.UNAVAILABLE,
                        platform.title() + " did not answer successfully after " + (attempt + 1) + " attempts (last: "
                                + failure + ")."));
            }
            long delay = retryAfterMs >= 0 ? retryAfterMs : backoffMs(attempt);
            return vertx.timer(Math.max(1, delay)).compose(v -> attempt(send, attempt + 1));
        });
    }

    /**
     * What a person may read about a request that got no response: its kind, never the exception's class, text or
     * the address it tried (those are internal).
     */
    static String networkFailure(Throwable cause) {
        for (var c = cause; c != null; c = c.getCause()) {
            if (c instanceof java.util.concurrent.TimeoutException
                    || c.getClass().getSimpleName().contains("Timeout")) {
                return "no answer in time";
            }
            if (c instanceof java.net.ConnectException || c instanceof java.net.UnknownHostException)
                return "could not connect";
        }
        return "the connection failed";
    }

    /** Full jitter: uniform in [base * 2^attempt / 2, base * 2^attempt]. */
    private long backoffMs(int attempt) {
        long ceiling = retryBaseMs << Math.min(attempt, 16);
        return ceiling / 2 + ThreadLocalRandom.current().nextLong(ceiling / 2 + 1);
    }

    private static long retryAfterMs(String header) {
        if (header == null) return -1;
        try {
            return Math.max(0, Long.parseLong(header.trim())) * 1000;
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    private HttpRequest<Buffer> withQuery(HttpRequest<Buffer> request, Map<String, String> query) {
        query.forEach(request::addQueryParam);
        return request.timeout(timeoutMs);
    }
}
