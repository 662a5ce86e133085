package io.sigment.common.api.scraper;

import io.vertx.core.json.JsonObject;

/**
 * One creator of a {@link KnownCreators} reply: its followers and median views as the catalog last measured them,
 * null (present on the wire as {@code null}) when never measured.
 */
public record KnownCreator(String handle, Long followers, Double medianViews) {

  public JsonObject toJson() {
    return new JsonObject().put("handle", handle).put("followers", followers).put("median_views", medianViews);
  }

  public static KnownCreator fromJson(JsonObject json) {
    var views = json.getNumber("median_views");
    return new KnownCreator(json.getString("handle"), json.getLong("followers"),
        views == null ? null : views.doubleValue());
  }
}
