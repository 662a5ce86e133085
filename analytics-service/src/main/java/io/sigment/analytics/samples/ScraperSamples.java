package io.sigment.analytics.samples;

import io.sigment.analytics.engine.CreatorSample;
import io.sigment.analytics.engine.PostSample;
import io.sigment.common.api.scraper.SamplesReply;
import io.sigment.common.samples.SampleEncoding;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.ArrayList;
import java.util.List;

/** The engine's input from scraper-service's {@code samples} reply (format: scraper-service/README.md). */
public final class ScraperSamples {
    private ScraperSamples() {}

    public static List<CreatorSample> decode(JsonObject reply) {
        return SamplesReply.fromJson(reply).creators().stream()
                .map(c -> creator(c.handle(), c.posts()))
                .toList();
    }

    /** One creator from the {@code posts} array of its entry in the reply. */
    public static CreatorSample creator(String handle, JsonArray posts) {
        var decoded = new ArrayList<PostSample>(posts.size());
        for (var p : posts) {
            var post = (JsonObject) p;
            decoded.add(new PostSample(
                    post.getString("post_id"),
                    post.getLong("impressions", 0L),
                    SampleEncoding.decodePeople(post.getString("people")),
                    SampleEncoding.decodeCounts(post.getString("counts")),
                    post.getLong("likes", PostSample.UNKNOWN),
                    post.getLong("comments", PostSample.UNKNOWN)));
        }
        return new CreatorSample(handle, decoded);
    }
}
