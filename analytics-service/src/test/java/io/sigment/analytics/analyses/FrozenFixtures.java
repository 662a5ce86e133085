package io.sigment.analytics.analyses;

import io.sigment.analytics.engine.CreatorSample;
import io.sigment.analytics.engine.PostSample;
import io.sigment.common.samples.SampleEncoding;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * Engine samples written as a snapshot freezes them: scraper-service's {@code posts} JSON per creator (a post's
 * like and comment totals only when known, as the scraper sends them).
 */
public final class FrozenFixtures {
    private FrozenFixtures() {}

    public static List<FrozenSample> frozen(List<CreatorSample> samples) {
        return samples.stream().map(FrozenFixtures::frozen).toList();
    }

    public static FrozenSample frozen(CreatorSample sample) {
        var posts = new JsonArray();
        for (var p : sample.posts()) {
            var post = new JsonObject()
                    .put("post_id", p.postId())
                    .put("impressions", p.impressions())
                    .put("people", SampleEncoding.people(p.people()))
                    .put("counts", SampleEncoding.counts(p.counts()));
            if (p.likes() != PostSample.UNKNOWN) post.put("likes", p.likes());
            if (p.comments() != PostSample.UNKNOWN) post.put("comments", p.comments());
            posts.add(post);
        }
        return new FrozenSample(sample.handle(), "id-" + sample.handle(), posts.encode());
    }
}
