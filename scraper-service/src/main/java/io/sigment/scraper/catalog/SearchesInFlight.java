package io.sigment.scraper.catalog;

import io.sigment.common.Platform;
import io.vertx.core.Future;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

/**
 * The platform searches this process is running, by platform and query (as the catalog keys them: lower case). A
 * {@code search_creators} whose query is already being searched on a platform waits for that search instead of
 * asking the platform again: when many agents search the same words at once (a burst of first calls), the platform
 * is asked once, its quota and money are spent once, and nobody queues behind the copies.
 */
final class SearchesInFlight {
    private final Map<String, Future<Void>> running = new ConcurrentHashMap<>();

    /** The search of {@code query} on {@code platform} running now, if any. */
    Optional<Future<Void>> running(Platform platform, String query) {
        return Optional.ofNullable(running.get(key(platform, query)));
    }

    /** Runs {@code search}, or joins the same search if one started meanwhile; forgotten once it ends. */
    Future<Void> runOrJoin(Platform platform, String query, Supplier<Future<Void>> search) {
        var key = key(platform, query);
        var started = new Future<?>[1];
        var future = running.computeIfAbsent(key, k -> {
            var f = search.get();
            started[0] = f;
            return f;
        });
        if (started[0] != null) future.onComplete(done -> running.remove(key, future));
        return future;
    }

    private static String key(Platform platform, String query) {
        return platform.key() + "\n" + query.toLowerCase(Locale.ROOT);
    }
}
