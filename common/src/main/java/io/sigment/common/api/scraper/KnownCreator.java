package io.sigment.common.api.scraper;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/**
 * One creator of a {@link KnownCreators} reply: its followers and median views as the catalog last measured them,
 * null (present on the wire as {@code null}) when never measured.
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record KnownCreator(String handle, Long followers, Double medianViews) {

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static KnownCreator fromJson(JsonObject json) {
        return WireCodec.fromJson(json, KnownCreator.class);
    }
}
