package io.sigment.common.api.scraper;

import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import io.sigment.common.Platform;
import io.sigment.common.ToolArgs;
import io.sigment.common.api.ArgumentDeserializer;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;
import java.util.List;

/** The question of {@link ScraperAction#KNOWN_CREATORS}: what the catalog already knows of these handles. */
public record KnownCreatorsRequest(
        Platform platform,
        @JsonDeserialize(using = Handles.class) List<String> handles) {
    public static final int MAX_HANDLES = 1000;

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    /** Read and checked by scraper-service: a platform and 1-{@link #MAX_HANDLES} handles. */
    public static KnownCreatorsRequest fromJson(JsonObject args) {
        return WireCodec.fromJson(args, KnownCreatorsRequest.class);
    }

    /** The handles: 1-{@link #MAX_HANDLES} non-empty strings, trimmed, each once. */
    static final class Handles extends ArgumentDeserializer<List<String>> {
        Handles() {
            super(List.class, "handles", json -> ToolArgs.strings(json, "handles", MAX_HANDLES));
        }
    }
}
