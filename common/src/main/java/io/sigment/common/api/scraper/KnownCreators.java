package io.sigment.common.api.scraper;

import io.sigment.common.Platform;
import io.sigment.common.api.EmptyWhenAbsent;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * The reply of {@link ScraperAction#KNOWN_CREATORS}: the asked handles the catalog knows; unknown ones are left out.
 */
public record KnownCreators(
        Platform platform, @EmptyWhenAbsent List<KnownCreator> creators) {

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static KnownCreators fromJson(JsonObject json) {
        return WireCodec.fromJson(json, KnownCreators.class);
    }
}
