package io.sigment.scraper.samples;

import io.sigment.common.Caller;
import io.sigment.common.Platform;
import io.sigment.common.api.scraper.CreatorSamples;
import io.sigment.common.api.scraper.SamplePost;
import io.sigment.common.api.scraper.SamplesReply;
import io.sigment.common.api.scraper.SamplesRequest;
import io.sigment.common.db.StoredTime;
import io.sigment.common.samples.SampleEncoding;
import io.sigment.scraper.catalog.CatalogStore;
import io.vertx.core.Future;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.LinkedHashMap;

/**
 * The internal action {@code samples}: the analytics engine's input. Per creator, per scraped post: the post
 * id, impressions, the like and comment totals the platform reported (absent when it did not), and the engaged
 * people (dense ids, ascending) with their engagement counts on that post, encoded by {@link SampleEncoding}.
 * With a {@code scrape_id}, the creators of that scrape (the given ones, or all) in one query; callers keep a reply
 * near a megabyte by asking for {@link SamplesRequest#creatorsPerRequest} creators at a time.
 */
public final class Samples {
    private static final OffsetDateTime EVER = OffsetDateTime.parse("1970-01-01T00:00:00Z");

    private final CatalogStore catalog;
    private final SamplesStore store;

    public Samples(CatalogStore catalog, SamplesStore store) {
        this.catalog = catalog;
        this.store = store;
    }

    /** {@code samples}: args as {@link SamplesRequest#fromJson} reads them; reply a {@link SamplesReply}. */
    public Future<JsonObject> samples(Caller caller, JsonObject args) {
        var request = SamplesRequest.fromJson(args);
        var reply = request.scrapeId() != null ? ofScrape(request) : byHandles(request);
        return reply.map(SamplesReply::toJson);
    }

    private Future<SamplesReply> ofScrape(SamplesRequest request) {
        return store.ofScrape(request.platform(), request.scrapeId(), request.handles())
                .map(rows -> {
                    var posts = new LinkedHashMap<String, JsonArray>();
                    var creatorIds = new LinkedHashMap<String, String>();
                    for (var row : rows) {
                        if (row.creatorId() == null) continue;
                        creatorIds.put(row.handle(), row.creatorId());
                        var list = posts.computeIfAbsent(row.handle(), h -> new JsonArray());
                        if (row.post() != null) list.add(post(row.post()));
                    }
                    var asked = request.handles().isEmpty()
                            ? rows.stream()
                                    .map(SamplesStore.ScrapeRow::handle)
                                    .distinct()
                                    .toList()
                            : request.handles();
                    var found = new ArrayList<CreatorSamples>();
                    var unknown = new ArrayList<String>();
                    for (var handle : asked) {
                        if (creatorIds.containsKey(handle))
                            found.add(new CreatorSamples(handle, creatorIds.get(handle), posts.get(handle)));
                        else unknown.add(handle);
                    }
                    return new SamplesReply(request.platform(), found, unknown);
                });
    }

    private Future<SamplesReply> byHandles(SamplesRequest request) {
        var since = request.since() == null ? EVER : OffsetDateTime.parse(request.since());
        var creators = new ArrayList<Future<CreatorSamples>>();
        for (var handle : request.handles()) creators.add(creator(request.platform(), handle, since));
        return Future.all(creators).map(all -> {
            var found = new ArrayList<CreatorSamples>();
            var unknown = new ArrayList<String>();
            for (int i = 0; i < creators.size(); i++) {
                CreatorSamples c = all.resultAt(i);
                if (c == null) unknown.add(request.handles().get(i));
                else found.add(c);
            }
            return new SamplesReply(request.platform(), found, unknown);
        });
    }

    private Future<CreatorSamples> creator(Platform platform, String handle, OffsetDateTime since) {
        return catalog.find(platform, handle).compose(found -> {
            if (found.isEmpty()) return Future.succeededFuture(null);
            var c = found.get();
            return store.posts(platform, c.platformId(), since).map(posts -> {
                var list = new JsonArray();
                posts.forEach(p -> list.add(post(p)));
                return new CreatorSamples(handle, c.platformId(), list);
            });
        });
    }

    static JsonObject post(SamplesStore.StoredPost p) {
        return new SamplePost(
                        p.postId(),
                        p.impressions(),
                        StoredTime.text(p.publishedAt()),
                        p.people().length,
                        SampleEncoding.people(p.people()),
                        SampleEncoding.counts(p.counts()),
                        p.likes(),
                        p.comments())
                .toJson();
    }
}
