package io.sigment.emulator.http;

import io.sigment.emulator.world.Creator;
import io.sigment.emulator.world.Mix;
import io.sigment.emulator.world.PlatformWorld;
import io.sigment.emulator.world.Post;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.Optional;
import java.util.regex.Pattern;

/** Instagram actors: items shaped like the public Apify actors' outputs (profile, posts, comments, likers, search). */
final class InstagramActors {
    static final String PROFILE = "apify~instagram-profile-scraper";
    static final String POSTS = "apify~instagram-post-scraper";
    static final String COMMENTS = "apify~instagram-comment-scraper";
    static final String LIKERS = "emulator~instagram-post-likers";
    static final String SEARCH = "apify~instagram-search-scraper";
    static final String HASHTAG = "apify~instagram-hashtag-scraper";
    private static final Pattern POST_URL =
            Pattern.compile("instagram\\.com/(?:[^/]+/)?(?:p|reel|reels)/([A-Za-z0-9_-]+)");

    private final PlatformWorld world;

    InstagramActors(PlatformWorld world) {
        this.world = world;
    }

    ApifyApi register(ApifyApi api) {
        return api.actor(PROFILE, this::profiles)
                .actor(POSTS, this::posts)
                .actor(COMMENTS, this::comments)
                .actor(LIKERS, this::likers)
                .actor(SEARCH, this::search)
                .actor(HASHTAG, this::hashtagPosts);
    }

    private JsonArray profiles(JsonObject input) {
        var items = new JsonArray();
        for (var name : Actor.requiredArray(input, "usernames")) {
            var found = world.byHandle(String.valueOf(name));
            var person = found.isEmpty() ? world.personByHandle(String.valueOf(name)) : java.util.OptionalInt.empty();
            if (person.isPresent()) {
                items.add(personProfile(person.getAsInt()));
                continue;
            }
            items.add(found.map(this::profile)
                    .orElse(new JsonObject()
                            .put("username", name)
                            .put("error", "not_found")
                            .put("errorDescription", "Profile does not exist or is private")));
        }
        return items;
    }

    /** An ordinary person's public profile: no posts worth measuring, but their id, as the profile actor shows it. */
    private JsonObject personProfile(int person) {
        var handle = world.ids().personHandle(person);
        return new JsonObject()
                .put("id", world.ids().personId(person))
                .put("username", handle)
                .put("fullName", world.ids().personName(person))
                .put("biography", "")
                .put("externalUrl", null)
                .put("url", "https://www.instagram.com/" + handle)
                .put("followersCount", 0)
                .put("followsCount", 0)
                .put("postsCount", 0)
                .put("verified", false)
                .put("private", false)
                .put("isBusinessAccount", false);
    }

    private JsonObject profile(Creator c) {
        return new JsonObject()
                .put("id", c.id())
                .put("username", c.handle())
                .put("fullName", c.name())
                .put("biography", c.bio())
                .put("externalUrl", null)
                .put("url", "https://www.instagram.com/" + c.handle())
                .put("followersCount", c.followers())
                .put("followsCount", c.following())
                .put("postsCount", c.mediaCount())
                .put("verified", c.verified())
                .put("private", false)
                .put("isBusinessAccount", true)
                .put("businessCategoryName", "Creator")
                .put("profilePicUrl", "https://scontent.emulator.invalid/" + c.id() + ".jpg");
    }

    private JsonArray posts(JsonObject input) {
        int limit = Actor.limit(input, "resultsLimit", 12);
        var items = new JsonArray();
        for (var name : Actor.requiredArray(input, "username")) {
            world.byHandle(String.valueOf(name)).ifPresent(c -> {
                for (var p : c.posts().subList(0, Math.min(limit, c.posts().size()))) items.add(post(c, p));
            });
        }
        return items;
    }

    private JsonObject post(Creator c, Post p) {
        var engagers = world.engagers(p);
        return new JsonObject()
                .put("id", p.id())
                .put("type", "Video")
                .put("productType", "clips")
                .put("shortCode", p.shortCode())
                .put("url", url(p))
                .put("caption", p.caption())
                .put("hashtags", new JsonArray(p.hashtags()))
                .put("mentions", new JsonArray())
                .put("commentsCount", engagers.totalComments())
                .put("likesCount", engagers.totalLikes())
                .put("videoPlayCount", p.impressions())
                .put("videoViewCount", p.impressions())
                .put("timestamp", Replies.isoMillis(p.publishedAt()))
                .put("ownerUsername", c.handle())
                .put("ownerFullName", c.name())
                .put("ownerId", c.id());
    }

    private JsonArray comments(JsonObject input) {
        int limit = Actor.limit(input, "resultsLimit", 15);
        var items = new JsonArray();
        for (var url : Actor.requiredArray(input, "directUrls")) {
            postAt(String.valueOf(url)).ifPresent(p -> {
                var threads = world.commentsInListOrder(p);
                for (var t : threads.subList(0, Math.min(limit, threads.size()))) {
                    var handle = world.ids().personHandle(t.person());
                    var id = String.valueOf(18_000_000_000_000_000L + (Mix.hash(p.key(), t.person(), t.n()) >>> 8));
                    items.add(new JsonObject()
                            .put("postUrl", url(p))
                            .put("commentUrl", url(p) + "c/" + id)
                            .put("id", id)
                            .put("text", "so good 🔥")
                            .put("ownerUsername", handle)
                            .put("ownerProfilePicUrl", "https://scontent.emulator.invalid/" + handle + ".jpg")
                            .put("timestamp", Replies.isoMillis(t.at()))
                            .put("repliesCount", 0)
                            .put("likesCount", 0)
                            .put(
                                    "owner",
                                    new JsonObject()
                                            .put("id", world.ids().personId(t.person()))
                                            .put("username", handle)
                                            .put("is_verified", false)
                                            .put(
                                                    "profile_pic_url",
                                                    "https://scontent.emulator.invalid/" + handle + ".jpg")));
                }
            });
        }
        return items;
    }

    private JsonArray likers(JsonObject input) {
        int limit = Actor.limit(input, "resultsLimit", 1000);
        var items = new JsonArray();
        for (var url : Actor.requiredArray(input, "posts")) {
            postAt(String.valueOf(url)).ifPresent(p -> {
                var order = world.likersInListOrder(p);
                for (int i = 0; i < Math.min(limit, order.length); i++) {
                    int person = order[i];
                    var handle = world.ids().personHandle(person);
                    items.add(new JsonObject()
                            .put("id", world.ids().personId(person))
                            .put("username", handle)
                            .put("full_name", world.ids().personName(person))
                            .put("is_private", false)
                            .put("is_verified", false)
                            .put("profile_pic_url", "https://scontent.emulator.invalid/" + handle + ".jpg")
                            .put("postUrl", url(p)));
                }
            });
        }
        return items;
    }

    private JsonArray search(JsonObject input) {
        var query = input.getString("search", "");
        if (query.isBlank()) throw new Actor.InvalidInput("Input is not valid: field input.search is required");
        int limit = Actor.limit(input, "searchLimit", 10);
        var items = new JsonArray();
        for (var c : world.search(query, limit))
            items.add(profile(c).put("searchTerm", query).put("searchSource", "user"));
        return items;
    }

    /**
     * Posts of each hashtag (or, with {@code keywordSearch}, each keyword), newest first, up to {@code resultsLimit}
     * each.
     */
    private JsonArray hashtagPosts(JsonObject input) {
        int limit = Actor.limit(input, "resultsLimit", 20);
        boolean keywords = input.getBoolean("keywordSearch", false);
        var items = new JsonArray();
        for (var term : Actor.requiredArray(input, "hashtags")) {
            var text = String.valueOf(term);
            var from = keywords
                    ? "https://www.instagram.com/explore/search/keyword/?q=" + text.replace(' ', '+')
                    : "https://www.instagram.com/explore/tags/" + text.replace("#", "") + "/";
            for (var p : world.searchPosts(text, !keywords, limit)) {
                items.add(post(world.creatorOf(p), p).put("inputUrl", from));
            }
        }
        return items;
    }

    private Optional<Post> postAt(String url) {
        var m = POST_URL.matcher(url);
        return m.find() ? world.postByShortCode(m.group(1)) : Optional.empty();
    }

    static String url(Post p) {
        return "https://www.instagram.com/reel/" + p.shortCode() + "/";
    }
}
