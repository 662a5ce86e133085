package io.sigment.common.api.scraper;

import io.vertx.core.json.JsonObject;

/**
 * What platform work cost ({@code cost} of a scrape or a topic search, {@code platform_cost} in get_job): provider
 * runs and results, YouTube quota units.
 */
public record PlatformCost(long providerRuns, long providerResults, long youtubeUnits) {
  public static final PlatformCost NONE = new PlatformCost(0, 0, 0);

  public PlatformCost plus(PlatformCost more) {
    return more == null ? this : new PlatformCost(providerRuns + more.providerRuns,
        providerResults + more.providerResults, youtubeUnits + more.youtubeUnits);
  }

  public JsonObject toJson() {
    return new JsonObject().put("provider_runs", providerRuns).put("provider_results", providerResults)
        .put("youtube_units", youtubeUnits);
  }

  /** {@link #NONE} for null (work that reported no cost). */
  public static PlatformCost fromJson(JsonObject json) {
    if (json == null) return NONE;
    return new PlatformCost(json.getLong("provider_runs", 0L), json.getLong("provider_results", 0L),
        json.getLong("youtube_units", 0L));
  }
}
