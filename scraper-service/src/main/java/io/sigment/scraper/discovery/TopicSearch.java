package io.sigment.scraper.discovery;

import io.sigment.common.Caller;
import io.sigment.common.Platform;
import io.sigment.common.api.scraper.TopicSearchRequest;
import io.sigment.common.api.scraper.TopicSearchResult;
import io.sigment.scraper.platform.CallCost;
import io.sigment.scraper.platform.FoundPost;
import io.sigment.scraper.platform.PlatformFailure;
import io.sigment.scraper.platform.PlatformShares;
import io.sigment.scraper.platform.PlatformSources;
import io.sigment.scraper.platform.PostSearch;
import io.sigment.scraper.platform.Profile;
import io.vertx.core.Future;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The internal action {@code search_topic}: the creators whose recent posts a platform's discovery surface finds
 * for a topic, with their followers, how many of the found posts are theirs and how those posts engaged.
 * Owners of fewer than {@code min_matching_posts} found posts are dropped before any profile is fetched: one
 * post about a topic is what creators of other topics do now and then.
 */
public final class TopicSearch {
    private final PlatformSources sources;
    private final PlatformShares shares;

    public TopicSearch(PlatformSources sources, PlatformShares shares) {
        this.sources = sources;
        this.shares = shares;
    }

    /**
     * {@code search_topic}: args as {@link TopicSearchRequest#fromJson} reads them; reply a {@link TopicSearchResult}.
     */
    public Future<JsonObject> search(Caller caller, JsonObject args) {
        var request = TopicSearchRequest.fromJson(args);
        var platform = request.platform();
        var topic = request.topic();
        var cost = new CallCost(platform, shares.meter(platform, caller.workspaceId()));
        var source = sources.of(platform, cost);
        return source.searchPosts(topic, request.postLimit())
                .compose(found -> {
                    var owners = owners(found, request.minMatchingPosts(), 2 * request.maxCandidates());
                    var lookups = owners.stream()
                            .filter(o -> o.needsProfile())
                            .map(o -> o.lookupKey(platform))
                            .toList();
                    return source.profiles(lookups)
                            .map(profiles -> new TopicSearchResult(
                                            platform,
                                            topic,
                                            found.posts().size(),
                                            candidates(
                                                    owners, profiles, request.minFollowers(), request.maxCandidates()),
                                            found.calls()
                                                    + (lookups.isEmpty() ? 0 : source.profileCalls(lookups.size())),
                                            found.quotaUnits()
                                                    + (platform == Platform.YOUTUBE && !lookups.isEmpty()
                                                            ? source.profileCalls(lookups.size())
                                                            : 0),
                                            cost.drain())
                                    .toJson());
                })
                .recover(failure -> Future.failedFuture(
                        failure instanceof PlatformFailure pf
                                ? pf.busy("the " + platform.title() + " search for \"" + topic + "\" failed: ")
                                : failure));
    }

    /** Owners with enough found posts, most found posts first (then by views of those posts). */
    private static List<Owner> owners(PostSearch found, int minMatching, int max) {
        var byOwner = new LinkedHashMap<String, Owner>();
        for (var post : found.posts())
            byOwner.computeIfAbsent(post.ownerId(), id -> new Owner(id, new ArrayList<>()))
                    .posts
                    .add(post);
        return byOwner.values().stream()
                .filter(o -> o.posts.size() >= minMatching)
                .sorted(Comparator.comparingInt((Owner o) -> -o.posts.size())
                        .thenComparing(Comparator.comparingLong(Owner::views).reversed()))
                .limit(max)
                .toList();
    }

    private static JsonArray candidates(List<Owner> owners, List<Profile> profiles, int minFollowers, int max) {
        Map<String, Profile> byKey = new HashMap<>();
        for (var p : profiles) {
            byKey.put(p.platformId(), p);
            byKey.put(p.handle().toLowerCase(java.util.Locale.ROOT), p);
        }
        var out = new JsonArray();
        for (var owner : owners) {
            var first = owner.posts.get(0);
            var profile = owner.needsProfile()
                    ? byKey.getOrDefault(
                            owner.id,
                            first.ownerHandle() == null
                                    ? null
                                    : byKey.get(first.ownerHandle().toLowerCase(java.util.Locale.ROOT)))
                    : null;
            if (owner.needsProfile() && profile == null) continue;
            long followers = profile != null ? profile.followers() : first.ownerFollowers();
            if (followers < minFollowers) continue;
            var handle = profile != null ? profile.handle() : first.ownerHandle();
            var name = profile != null ? profile.name() : first.ownerName();
            var bio = profile != null ? profile.bio() : first.ownerBio();
            var posts = new JsonArray();
            for (var p : owner.posts) {
                posts.add(new JsonObject()
                        .put("post_id", p.postId())
                        .put("caption", p.caption())
                        .put("hashtags", new JsonArray(p.hashtags()))
                        .put("views", p.views())
                        .put("likes", p.likes())
                        .put("comments", p.comments()));
            }
            out.add(new JsonObject()
                    .put("creator_id", owner.id)
                    .put("handle", handle)
                    .put("name", name)
                    .put("bio", bio == null ? "" : bio)
                    .put("followers", followers)
                    .put("matching_posts", posts));
            if (out.size() >= max) break;
        }
        return out;
    }

    private record Owner(String id, List<FoundPost> posts) {
        boolean needsProfile() {
            var first = posts.get(0);
            return first.ownerFollowers() == null || first.ownerBio() == null || first.ownerHandle() == null;
        }

        String lookupKey(Platform platform) {
            return platform == Platform.YOUTUBE || posts.get(0).ownerHandle() == null
                    ? id
                    : posts.get(0).ownerHandle();
        }

        long views() {
            return posts.stream().mapToLong(FoundPost::views).sum();
        }
    }
}
