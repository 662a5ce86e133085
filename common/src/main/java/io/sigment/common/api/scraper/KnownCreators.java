package io.sigment.common.api.scraper;

import static io.sigment.common.api.WireJson.array;
import static io.sigment.common.api.WireJson.list;

import io.sigment.common.Platform;
import io.vertx.core.json.JsonObject;
import java.util.List;

/** The reply of {@link ScraperAction#KNOWN_CREATORS}: the asked handles the catalog knows; unknown ones are left out. */
public record KnownCreators(Platform platform, List<KnownCreator> creators) {

  public JsonObject toJson() {
    return new JsonObject().put("platform", platform.key()).put("creators", array(creators, KnownCreator::toJson));
  }

  public static KnownCreators fromJson(JsonObject json) {
    return new KnownCreators(Platform.parse(json.getString("platform")),
        list(json, "creators", KnownCreator::fromJson));
  }
}
