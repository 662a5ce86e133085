package io.sigment.analytics.samples;

import io.sigment.analytics.engine.CreatorSample;
import io.sigment.analytics.engine.PostSample;
import io.sigment.common.samples.SampleEncoding;
import io.vertx.core.json.JsonObject;
import java.util.ArrayList;
import java.util.List;

/** The engine's input from scraper-service's {@code samples} reply (format: scraper-service/README.md). */
public final class ScraperSamples {
  private ScraperSamples() {
  }

  public static List<CreatorSample> decode(JsonObject reply) {
    var creators = new ArrayList<CreatorSample>();
    for (var c : reply.getJsonArray("creators")) {
      var creator = (JsonObject) c;
      var posts = new ArrayList<PostSample>();
      for (var p : creator.getJsonArray("posts")) {
        var post = (JsonObject) p;
        posts.add(new PostSample(post.getString("post_id"), post.getLong("impressions", 0L),
            SampleEncoding.decodePeople(post.getString("people")), SampleEncoding.decodeCounts(post.getString("counts"))));
      }
      creators.add(new CreatorSample(creator.getString("handle"), posts));
    }
    return creators;
  }
}
