package io.sigment.analytics.samples;

import io.sigment.analytics.engine.CreatorSample;
import io.sigment.analytics.engine.PostSample;
import io.sigment.common.api.scraper.SamplePost;
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

    /** One creator from the {@code posts} array of its entry in the reply ({@link SamplePost}s). */
    public static CreatorSample creator(String handle, JsonArray posts) {
        var decoded = new ArrayList<PostSample>(posts.size());
        for (var post : SamplePost.all(posts)) {
            decoded.add(new PostSample(
                    post.postId(),
                    post.impressions(),
                    SampleEncoding.decodePeople(post.people()),
                    SampleEncoding.decodeCounts(post.counts()),
                    post.likes() == null ? PostSample.UNKNOWN : post.likes(),
                    post.comments() == null ? PostSample.UNKNOWN : post.comments()));
        }
        return new CreatorSample(handle, decoded);
    }
}
