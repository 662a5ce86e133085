package io.sigment.scraper.ingest;

import io.sigment.common.Handle;
import io.sigment.common.Platform;
import io.sigment.common.api.scraper.ScrapeRequest;
import io.sigment.common.api.scraper.ScrapedCreator;
import io.sigment.scraper.catalog.CatalogStore;
import io.sigment.scraper.platform.PlatformSource;
import io.sigment.scraper.platform.PostInfo;
import io.sigment.scraper.platform.Profile;
import io.vertx.core.Future;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Scrapes one handle within a scrape: profile and newest posts, then the engagers of the posts not yet done, together.
 */
final class CreatorScrape {
    private final ScrapeRequest request;
    private final PlatformSource source;
    private final CatalogStore catalog;
    private final EngagementStore engagements;
    private final EngagerIngest ingest;
    private final ScrapeStore store;
    private final ScrapeProgress progress;
    private final Set<Long> donePosts;
    private final Map<String, Optional<Profile>> lookedUp = new ConcurrentHashMap<>();

    CreatorScrape(
            ScrapeRequest request,
            PlatformSource source,
            CatalogStore catalog,
            EngagementStore engagements,
            EngagerIngest ingest,
            ScrapeStore store,
            ScrapeProgress progress,
            Set<Long> donePosts) {
        this.request = request;
        this.source = source;
        this.catalog = catalog;
        this.engagements = engagements;
        this.ingest = ingest;
        this.store = store;
        this.progress = progress;
        this.donePosts = donePosts;
    }

    /**
     * Where the platform answers several profiles per call (Instagram's profile actor takes 50 usernames a run,
     * YouTube's channels.list 50 ids a unit), looks them all up at once; {@link #scrape} then uses what was found.
     */
    Future<Void> lookUpProfiles(List<String> handles) {
        if (handles.size() < 2 || source.profileCalls(handles.size()) >= handles.size())
            return Future.succeededFuture();
        var keys = handles.stream().map(this::lookupKey).toList();
        return Future.all(keys)
                .compose(
                        all -> source.profiles(keys.stream().map(Future::result).toList()))
                .map(profiles -> {
                    for (int i = 0; i < handles.size(); i++) {
                        var key = keys.get(i).result();
                        lookedUp.put(
                                handles.get(i),
                                profiles.stream()
                                        .filter(p -> p.platformId().equals(key)
                                                || Handle.keyOf(p.handle()).equals(Handle.keyOf(key)))
                                        .findFirst());
                    }
                    return null;
                });
    }

    Platform platform() {
        return request.platform();
    }

    /** What the platform is asked for: the stored handle, or on YouTube the stored channel id. */
    private Future<String> lookupKey(String handle) {
        return catalog.find(request.platform(), handle)
                .map(stored -> stored.map(s -> request.platform() == Platform.YOUTUBE ? s.platformId() : s.handle())
                        .orElse(handle));
    }

    private Future<Optional<PlatformSource.ProfilePosts>> profileWithPosts(String handle) {
        var looked = lookedUp.get(handle);
        if (looked == null)
            return lookupKey(handle).compose(key -> source.profileWithPosts(key, request.postsPerCreator()));
        if (looked.isEmpty()) return Future.succeededFuture(Optional.empty());
        return source.recentPosts(looked.get(), request.postsPerCreator())
                .map(posts -> Optional.of(new PlatformSource.ProfilePosts(looked.get(), posts)));
    }

    Future<Void> scrape(String handle) {
        return profileWithPosts(handle).compose(found -> {
            if (found.isEmpty()) {
                var outcome = new ScrapedCreator(
                        handle,
                        ScrapedCreator.UNKNOWN,
                        null,
                        0,
                        0,
                        "No " + request.platform().title() + " account has this handle.");
                progress.creatorUnknown(handle);
                return store.finishCreator(request.scrapeId(), outcome);
            }
            return scrapeCreator(
                    handle, found.get().profile(), distinct(found.get().posts()));
        });
    }

    /** Stores the profile and posts, then fetches the engagers of every post not yet done in one batch. */
    private Future<Void> scrapeCreator(String handle, Profile profile, List<PostInfo> posts) {
        return catalog.upsert(profile)
                .compose(v -> engagements.upsertPosts(request.platform(), profile.platformId(), posts))
                .compose(ids -> {
                    var todo = posts.stream()
                            .filter(post -> !donePosts.contains(ids.get(post.platformPostId())))
                            .toList();
                    var done = new AtomicInteger(posts.size() - todo.size());
                    if (todo.isEmpty()) return Future.succeededFuture(posts.size());
                    return source.engagers(
                                    todo,
                                    request.engagersPerPost(),
                                    (post, found) -> ingest.replace(
                                                    request.platform(),
                                                    request.scrapeId(),
                                                    ids.get(post.platformPostId()),
                                                    found)
                                            .onSuccess(count -> progress.postDone(
                                                    handle,
                                                    post.platformPostId(),
                                                    count,
                                                    done.incrementAndGet(),
                                                    posts.size())))
                            .map(posts.size());
                })
                .compose(postCount -> {
                    progress.creatorDone(handle, profile.platformId(), postCount);
                    return store.finishCreator(
                            request.scrapeId(),
                            new ScrapedCreator(
                                    handle, ScrapedCreator.SCRAPED, profile.platformId(), postCount, 0, null));
                });
    }

    /** A provider may list a post twice (its pages shift while it runs); one upsert may not touch a row twice. */
    private static List<PostInfo> distinct(List<PostInfo> posts) {
        var byId = new LinkedHashMap<String, PostInfo>();
        for (var p : posts) byId.putIfAbsent(p.platformPostId(), p);
        return new ArrayList<>(byId.values());
    }
}
