package io.sigment.gateway.mcp;

import io.vertx.core.json.JsonObject;

/**
 * Revision 2026-07-28's caching hints of a result (SEP-2549): how long a client may reuse it ({@code ttlMs}, 0 for
 * at once stale) and whether it may share it across credentials ({@code public}) or not ({@code private}).
 */
public record CacheHint(long ttlMs, String cacheScope) {
    /** Listings change only with a deploy, and are the same for every caller. */
    public static final CacheHint LISTING = new CacheHint(300_000, "public");

    JsonObject addTo(JsonObject result) {
        return result.put("ttlMs", ttlMs).put("cacheScope", cacheScope);
    }
}
