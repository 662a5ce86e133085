package io.sigment.common.api.scraper;

import io.sigment.common.Platform;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.List;

/** The reply of {@link ScraperAction#KNOWN_CREATORS}: the asked handles the catalog knows; unknown ones are left out. */
public record KnownCreators(Platform platform, List<KnownCreator> creators) {

  public JsonObject toJson() {
    var list = new JsonArray();
    creators.forEach(c -> list.add(c.toJson()));
    return new JsonObject().put("platform", platform.key()).put("creators", list);
  }

  public static KnownCreators fromJson(JsonObject json) {
    return new KnownCreators(Platform.parse(json.getString("platform")), json.getJsonArray("creators", new JsonArray())
        .stream().map(c -> KnownCreator.fromJson((JsonObject) c)).toList());
  }
}
