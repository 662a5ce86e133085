package io.sigment.scraper.samples;

import io.sigment.common.Caller;
import io.sigment.common.Platform;
import io.sigment.common.ToolArgs;
import io.sigment.common.ToolError;
import io.sigment.common.api.jobs.JobId;
import io.sigment.common.samples.SampleEncoding;
import io.sigment.scraper.catalog.CatalogStore;
import io.vertx.core.Future;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;

/**
 * The internal action {@code samples}: the analytics engine's input. Per creator, per scraped post: the post
 * id, impressions, the like and comment totals the platform reported (absent when it did not), and the engaged
 * people (dense ids, ascending) with their engagement counts on that post, encoded by {@link SampleEncoding}. Ask for one handle
 * per call to keep big samples out of one message.
 */
public final class Samples {
  private static final OffsetDateTime EVER = OffsetDateTime.parse("1970-01-01T00:00:00Z");

  private final CatalogStore catalog;
  private final SamplesStore store;

  public Samples(CatalogStore catalog, SamplesStore store) {
    this.catalog = catalog;
    this.store = store;
  }

  /**
   * {@code samples}: args {@code platform}, {@code handles} (1-50; or {@code handle}), optional {@code since}
   * (ISO-8601: posts whose engagers were fetched since then) and optional {@code scrape_id} (only that scrape's
   * posts).
   */
  public Future<JsonObject> samples(Caller caller, JsonObject args) {
    var platform = ToolArgs.platform(args, null);
    var handles = handles(args);
    var since = since(args.getString("since"));
    var scrapeId = args.containsKey("scrape_id") ? JobId.read(args, "scrape_id") : null;
    var creators = new ArrayList<Future<JsonObject>>();
    for (var handle : handles) creators.add(creator(platform, handle, since, scrapeId));
    return Future.all(creators).map(all -> {
      var found = new JsonArray();
      var unknown = new JsonArray();
      for (int i = 0; i < creators.size(); i++) {
        JsonObject c = all.resultAt(i);
        if (c == null) unknown.add(handles.get(i));
        else found.add(c);
      }
      return new JsonObject().put("platform", platform.key()).put("encoding", "roaring-portable-base64+int32le-base64")
          .put("creators", found).put("unknown", unknown);
    });
  }

  private Future<JsonObject> creator(Platform platform, String handle, OffsetDateTime since, String scrapeId) {
    return catalog.find(platform, handle).compose(found -> {
      if (found.isEmpty()) return Future.succeededFuture(null);
      var c = found.get();
      return store.posts(platform, c.platformId(), since, scrapeId).map(posts -> {
        var list = new JsonArray();
        for (var p : posts) {
          var post = new JsonObject().put("post_id", p.postId()).put("impressions", p.impressions())
              .put("published_at", p.publishedAt().toInstant().toString()).put("engagers", p.people().length)
              .put("people", SampleEncoding.people(p.people())).put("counts", SampleEncoding.counts(p.counts()));
          if (p.likes() != null) post.put("likes", p.likes());
          if (p.comments() != null) post.put("comments", p.comments());
          list.add(post);
        }
        return new JsonObject().put("handle", handle).put("creator_id", c.platformId()).put("posts", list);
      });
    });
  }

  private static List<String> handles(JsonObject args) {
    if (args.containsKey("handle")) return List.of(ToolArgs.string(args, "handle", 1, 100).trim());
    return ToolArgs.strings(args, "handles", 50);
  }

  private static OffsetDateTime since(String text) {
    if (text == null || text.isBlank()) return EVER;
    try {
      return OffsetDateTime.parse(text);
    } catch (DateTimeParseException e) {
      throw ToolError.invalidArguments("since: an ISO-8601 time such as 2025-05-01T00:00:00Z");
    }
  }
}
