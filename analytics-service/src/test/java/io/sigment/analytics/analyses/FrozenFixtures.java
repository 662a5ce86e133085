package io.sigment.analytics.analyses;

import io.sigment.analytics.engine.CreatorSample;
import io.sigment.common.samples.SampleEncoding;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.List;

/** Engine samples written as a snapshot freezes them: scraper-service's {@code posts} JSON per creator. */
public final class FrozenFixtures {
  private FrozenFixtures() {
  }

  public static List<FrozenSample> frozen(List<CreatorSample> samples) {
    return samples.stream().map(FrozenFixtures::frozen).toList();
  }

  public static FrozenSample frozen(CreatorSample sample) {
    var posts = new JsonArray();
    sample.posts().forEach(p -> posts.add(new JsonObject().put("post_id", p.postId()).put("impressions", p.impressions())
        .put("people", SampleEncoding.people(p.people())).put("counts", SampleEncoding.counts(p.counts()))));
    return new FrozenSample(sample.handle(), "id-" + sample.handle(), posts.encode());
  }
}
