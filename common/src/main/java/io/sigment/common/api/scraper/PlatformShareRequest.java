package io.sigment.common.api.scraper;

import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * The question of {@link ScraperAction#PLATFORM_SHARE}: the platforms (keys) a job of the caller's workspace scrapes.
 */
public record PlatformShareRequest(List<String> platforms) {

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static PlatformShareRequest fromJson(JsonObject json) {
        return WireCodec.fromJson(json, PlatformShareRequest.class);
    }
}
