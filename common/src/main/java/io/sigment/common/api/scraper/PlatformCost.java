package io.sigment.common.api.scraper;

import io.sigment.common.api.ArgumentDeserializer;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/**
 * What platform work cost ({@code cost} of a scrape or a topic search, {@code platform_cost} in get_job): provider
 * runs and results, YouTube quota units.
 */
public record PlatformCost(long providerRuns, long providerResults, long youtubeUnits) {
    public static final PlatformCost NONE = new PlatformCost(0, 0, 0);

    public PlatformCost plus(PlatformCost more) {
        return more == null
                ? this
                : new PlatformCost(
                        providerRuns + more.providerRuns,
                        providerResults + more.providerResults,
                        youtubeUnits + more.youtubeUnits);
    }

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    /** {@link #NONE} for null (work that reported no cost). */
    public static PlatformCost fromJson(JsonObject json) {
        return json == null ? NONE : WireCodec.fromJson(json, PlatformCost.class);
    }

    /** A record's {@code cost}, {@link #NONE} when absent or null. */
    static final class OrNone extends ArgumentDeserializer<PlatformCost> {
        OrNone() {
            super(PlatformCost.class, "cost", json -> fromJson(json.getJsonObject("cost")));
        }
    }
}
