package io.sigment.common.api.scraper;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

/**
 * One creator's samples in a {@link SamplesReply}. {@code posts}: per post {@code post_id}, {@code impressions},
 * {@code published_at}, {@code engagers}, {@code people} and {@code counts} (encoded by
 * {@link io.sigment.common.samples.SampleEncoding}) and the {@code likes} and {@code comments} the platform reported
 * (absent when it did not), newest first.
 */
public record CreatorSamples(String handle, String creatorId, JsonArray posts) {
    public JsonObject toJson() {
        return new JsonObject()
                .put("handle", handle)
                .put("creator_id", creatorId)
                .put("posts", posts);
    }

    public static CreatorSamples fromJson(JsonObject json) {
        return new CreatorSamples(
                json.getString("handle"), json.getString("creator_id"), json.getJsonArray("posts", new JsonArray()));
    }
}
