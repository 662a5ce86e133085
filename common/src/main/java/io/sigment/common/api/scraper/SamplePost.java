package io.sigment.common.api.scraper;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * One post of a creator in a {@link SamplesReply} ({@link CreatorSamples#posts()}), as the scraper writes it and
 * analytics reads it (and freezes it, as it came, into a snapshot): its id, impressions (0 when left out), when it was
 * published, how many engagers were read, who they are and how often each engaged ({@code people}, {@code counts},
 * encoded by {@link io.sigment.common.samples.SampleEncoding}), and the {@code likes} and {@code comments} the platform
 * reported (left out when it did not).
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record SamplePost(
        String postId,
        long impressions,
        String publishedAt,
        int engagers,
        String people,
        String counts,
        @JsonInclude(JsonInclude.Include.NON_NULL) Long likes,
        @JsonInclude(JsonInclude.Include.NON_NULL) Long comments) {

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static SamplePost fromJson(JsonObject json) {
        return WireCodec.fromJson(json, SamplePost.class);
    }

    /** The posts of {@code posts} (a {@link CreatorSamples#posts()}, or frozen ones), read in one pass. */
    public static List<SamplePost> all(JsonArray posts) {
        return WireCodec.fromJson(new JsonObject().put("posts", posts), Posts.class)
                .posts();
    }

    /** The posts as one record, so a creator's are read at once. */
    private record Posts(List<SamplePost> posts) {}
}
