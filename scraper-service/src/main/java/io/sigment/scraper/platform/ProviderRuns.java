package io.sigment.scraper.platform;

import io.sigment.common.Platform;
import io.vertx.core.Future;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.ToLongFunction;

/**
 * Runs of the scraping provider's actors (Apify's API): each runs synchronously
 * ({@code POST /v2/acts/{actor}/run-sync-get-dataset-items}), is metered, and pages its dataset with
 * {@code offset}/{@code limit}; a refusal is a {@link PlatformFailure}. What the items say is {@link ProviderItems}'.
 */
final class ProviderRuns {
    private final Platform platform;
    private final PlatformHttp http;
    private final Actors actors;
    private final String base;
    private final String token;
    private final SpendMeter meter;
    private final int page;
    private final int runItems;

    ProviderRuns(
            Platform platform,
            PlatformHttp http,
            Actors actors,
            String base,
            String token,
            SpendMeter meter,
            int page,
            int runItems) {
        this.platform = platform;
        this.http = http;
        this.actors = actors;
        this.base = base.endsWith("/") ? base.substring(0, base.length() - 1) : base;
        this.token = token;
        this.meter = meter;
        this.page = page;
        this.runItems = runItems;
    }

    Platform platform() {
        return platform;
    }

    /** The most items one request asks for. */
    int page() {
        return page;
    }

    interface PageConsumer {
        /** Takes one page; true to ask for the next. */
        boolean accept(JsonArray page);
    }

    /** Pages of {@code operation}'s items, up to {@code max}, while {@code consumer} asks for more. */
    Future<Void> pages(String operation, JsonObject input, int max, PageConsumer consumer) {
        return pages(operation, input, max, 0, consumer);
    }

    private Future<Void> pages(String operation, JsonObject input, int max, int offset, PageConsumer consumer) {
        int limit = Math.min(page, max - offset);
        if (limit <= 0) return Future.succeededFuture();
        return run(operation, input, offset, limit).compose(page -> {
            boolean more = consumer.accept(page) && page.size() == limit;
            return more ? pages(operation, input, max, offset + limit, consumer) : Future.succeededFuture();
        });
    }

    /** The posts grouped into runs, each expected to return at most the run's items ({@code expected} per post). */
    List<List<PostInfo>> runsOf(List<PostInfo> posts, ToLongFunction<PostInfo> expected) {
        var groups = new ArrayList<List<PostInfo>>();
        long size = 0;
        for (var post : posts) {
            long items = expected.applyAsLong(post);
            if (groups.isEmpty() || size + items > runItems) {
                groups.add(new ArrayList<>());
                size = 0;
            }
            groups.get(groups.size() - 1).add(post);
            size += items;
        }
        return groups;
    }

    /** Whether one post alone is expected to return more than a run's items: it is paged on its own. */
    boolean tooLargeForARun(long expected) {
        return expected > runItems;
    }

    Future<JsonArray> run(String operation, JsonObject input, int offset, int limit) {
        var url = base + "/v2/acts/" + actors.id(platform, operation) + "/run-sync-get-dataset-items";
        var query = Map.of("token", token, "offset", String.valueOf(offset), "limit", String.valueOf(limit));
        return meter.spent(1).compose(v -> http.post(url, query, input)).map(result -> {
            if (result.ok()) {
                var found = result.array();
                meter.returned(found.size());
                return found;
            }
            var type = result.errorReason();
            var reason = result.status() == 402 || type.contains("usage")
                    ? PlatformFailure.Reason.QUOTA
                    : PlatformFailure.Reason.REJECTED;
            throw new PlatformFailure(
                    reason,
                    "The scraping provider refused the " + platform.title() + " " + operation + " request: HTTP "
                            + result.status() + " " + type + " (" + result.errorMessage() + ").");
        });
    }
}
