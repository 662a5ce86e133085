package io.sigment.scraper.platform;

import io.sigment.common.Platform;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;
import java.util.Map;
import java.util.Optional;

/**
 * Audience demographics of creators who connected their own account (Graph {@code follower_demographics}
 * shape). A creator who has not connected has none: the answer is empty, never an estimate.
 */
public final class ConnectedAccounts {
    private final PlatformHttp http;
    private final String base;
    private final String token;

    ConnectedAccounts(PlatformHttp http, String base, String token) {
        this.http = http;
        this.base = base.endsWith("/") ? base.substring(0, base.length() - 1) : base;
        this.token = token;
    }

    /**
     * {@code {"age": {...}, "gender": {...}, "country": {...}}} in percent, or empty if the creator has not
     * connected (403) or is unknown there (404); any other answer is a failure, so callers keep what they knew.
     */
    public Future<Optional<JsonObject>> demographics(Platform platform, String platformId) {
        var url = base + "/connected/v1/" + platform.key() + "/accounts/" + platformId + "/demographics";
        return http.get(url, Map.of("access_token", token)).map(result -> {
            if (result.status() == 403 || result.status() == 404) return Optional.<JsonObject>empty();
            if (!result.ok()) {
                throw new PlatformFailure(
                        PlatformFailure.Reason.REJECTED,
                        "The connected-accounts API refused the request: HTTP " + result.status() + " ("
                                + result.errorMessage() + ").");
            }
            var out = new JsonObject();
            for (var metric : result.json().getJsonArray("data")) {
                var breakdowns =
                        ((JsonObject) metric).getJsonObject("total_value").getJsonArray("breakdowns");
                for (var b : breakdowns) {
                    var breakdown = (JsonObject) b;
                    var shares = new JsonObject();
                    for (var r : breakdown.getJsonArray("results")) {
                        var row = (JsonObject) r;
                        shares.put(row.getJsonArray("dimension_values").getString(0), row.getValue("value"));
                    }
                    out.put(breakdown.getJsonArray("dimension_keys").getString(0), shares);
                }
            }
            return Optional.of(out);
        });
    }
}
