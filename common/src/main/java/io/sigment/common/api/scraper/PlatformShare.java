package io.sigment.common.api.scraper;

import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * The reply of {@link ScraperAction#PLATFORM_SHARE}: per platform, what the workspace used today of its share, and
 * whether it is past its share of any of them ({@code overShare}: its new jobs start but wait behind others').
 */
public record PlatformShare(List<Use> platforms, boolean overShare) {

    /** One platform's day for the workspace; {@code resetsAt} an ISO instant. */
    public record Use(String platform, long used, long share, boolean overShare, String resetsAt) {}

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static PlatformShare fromJson(JsonObject json) {
        return WireCodec.fromJson(json, PlatformShare.class);
    }
}
