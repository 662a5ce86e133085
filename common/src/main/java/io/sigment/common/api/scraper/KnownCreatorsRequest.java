package io.sigment.common.api.scraper;

import io.sigment.common.Platform;
import io.sigment.common.ToolArgs;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.List;

/** The question of {@link ScraperAction#KNOWN_CREATORS}: what the catalog already knows of these handles. */
public record KnownCreatorsRequest(Platform platform, List<String> handles) {
  public static final int MAX_HANDLES = 1000;

  public JsonObject toJson() {
    return new JsonObject().put("platform", platform.key()).put("handles", new JsonArray(handles));
  }

  /** Read and checked by scraper-service: a platform and 1-{@link #MAX_HANDLES} handles. */
  public static KnownCreatorsRequest fromJson(JsonObject args) {
    return new KnownCreatorsRequest(ToolArgs.platform(args, null), ToolArgs.strings(args, "handles", MAX_HANDLES));
  }
}
