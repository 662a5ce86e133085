package io.sigment.common.api.scraper;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import io.sigment.common.api.ShapedAs;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.io.IOException;

/**
 * One creator's samples in a {@link SamplesReply}. {@code posts} ({@link SamplePost}s, passed on and frozen as they
 * are): per post {@code post_id}, {@code impressions},
 * {@code published_at}, {@code engagers}, {@code people} and {@code counts} (encoded by
 * {@link io.sigment.common.samples.SampleEncoding}) and the {@code likes} and {@code comments} the platform reported
 * (absent when it did not), newest first.
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record CreatorSamples(
        String handle,
        String creatorId,

        @JsonDeserialize(using = PostsOrNone.class) @ShapedAs(SamplePost.class)
        JsonArray posts) {
    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static CreatorSamples fromJson(JsonObject json) {
        return WireCodec.fromJson(json, CreatorSamples.class);
    }

    /** {@code posts} as sent: none when left out, but null when sent as null. */
    static final class PostsOrNone extends StdDeserializer<JsonArray> {
        PostsOrNone() {
            super(JsonArray.class);
        }

        @Override
        public JsonArray deserialize(JsonParser parser, DeserializationContext context) throws IOException {
            return context.readValue(parser, JsonArray.class);
        }

        @Override
        public Object getAbsentValue(DeserializationContext context) {
            return new JsonArray();
        }
    }
}
