package io.sigment.emulator.world;

import io.sigment.common.Platform;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;

/** One platform of the emulated world: its people, creators and their posts, and who engaged with what. */
public final class PlatformWorld {
    private static final int PEOPLE_PER_CREATOR = 400;
    private static final int POD_MEMBERS = 30;

    private final Platform platform;
    private final Population people;
    private final Identities ids;
    private final List<Creator> creators;
    private final EngagementModel engagement;
    private final EngagementOrder order;
    private final Map<String, Creator> byHandle = new HashMap<>();
    private final Map<String, Creator> byId = new HashMap<>();
    private final Map<String, Post> postsById = new HashMap<>();
    private final Map<String, Post> postsByShortCode = new HashMap<>();

    PlatformWorld(
            long seed, Platform platform, int creatorCount, TopicCatalog catalog, long now, WorldOptions options) {
        this.platform = platform;
        this.people = Population.generate(seed, platform, creatorCount * PEOPLE_PER_CREATOR, catalog, options);
        this.ids = new Identities(seed, platform);
        int podCount = Math.max(1, creatorCount / 100);
        this.creators =
                new CreatorFactory(seed, platform, catalog, people, now, options).create(creatorCount, podCount);
        this.engagement = new EngagementModel(seed, platform, people, pods(seed, podCount), options);
        this.order = new EngagementOrder(seed, platform, people, options.swappedOrder());
        for (var c : creators) {
            byHandle.put(c.handle().toLowerCase(Locale.ROOT), c);
            byId.put(c.id(), c);
            for (var post : c.posts()) {
                postsById.put(post.id(), post);
                postsByShortCode.put(post.shortCode(), post);
            }
        }
    }

    private int[][] pods(long seed, int podCount) {
        var random = new SplittableRandom(Mix.hash(seed, 501, platform.ordinal()));
        var pods = new int[podCount][POD_MEMBERS];
        for (var pod : pods) for (int i = 0; i < pod.length; i++) pod[i] = random.nextInt(people.size);
        return pods;
    }

    public Platform platform() {
        return platform;
    }

    public List<Creator> creators() {
        return creators;
    }

    public int peopleCount() {
        return people.size;
    }

    public Identities ids() {
        return ids;
    }

    public boolean isBot(int person) {
        return people.bot[person];
    }

    /** By handle, with or without a leading {@code @}, case-insensitive. */
    public Optional<Creator> byHandle(String handle) {
        var key = handle.startsWith("@") ? handle.substring(1) : handle;
        return Optional.ofNullable(byHandle.get(key.toLowerCase(Locale.ROOT)));
    }

    /** A person (not a creator) by handle, with or without a leading {@code @}: their index. */
    public java.util.OptionalInt personByHandle(String handle) {
        return ids().personByHandle(handle.startsWith("@") ? handle.substring(1) : handle, people.size);
    }

    public Optional<Creator> byId(String id) {
        return Optional.ofNullable(byId.get(id));
    }

    public Optional<Post> post(String id) {
        return Optional.ofNullable(postsById.get(id));
    }

    public Optional<Post> postByShortCode(String shortCode) {
        return Optional.ofNullable(postsByShortCode.get(shortCode));
    }

    public Creator creatorOf(Post post) {
        return creators.get(post.creatorIndex());
    }

    public PostEngagers engagers(Post post) {
        return engagement.engagers(creatorOf(post), post);
    }

    /** The post's likers in the order the platform lists them (newest like first). */
    public int[] likersInListOrder(Post post) {
        return order.likers(post, engagers(post));
    }

    /** The post's comments in the order the platform lists them (see {@link EngagementOrder}). */
    public List<Comment> commentsInListOrder(Post post) {
        return order.comments(post, engagers(post));
    }

    /** Creators whose handle, name or bio mention every word of the query: best match first, then by followers. */
    public List<Creator> search(String query, int limit) {
        var words = query.toLowerCase(Locale.ROOT).replace("@", "").trim().split("\\s+");
        return creators.stream()
                .filter(c -> score(c, words) > 0)
                .sorted(Comparator.comparingInt((Creator c) -> -score(c, words))
                        .thenComparing(
                                Comparator.comparingLong(Creator::followers).reversed()))
                .limit(limit)
                .toList();
    }

    /**
     * Posts found by a keyword (every word of the query is a word or hashtag of the caption) or, with
     * {@code hashtagOnly}, by hashtag (the query without {@code #} and spaces is one of the post's hashtags):
     * newest first, as the platforms' "recent" tabs list them.
     */
    public List<Post> searchPosts(String query, boolean hashtagOnly, int limit) {
        var normalized = query.toLowerCase(Locale.ROOT).replace("#", " ").trim();
        var tag = normalized.replaceAll("\\s+", "");
        var words = PostText.words(normalized);
        words.remove("");
        if (tag.isEmpty() || words.isEmpty()) return List.of();
        java.util.function.Predicate<Post> matches = hashtagOnly
                ? p -> p.hashtags().contains(tag)
                : p -> PostText.words(p.caption()).containsAll(words);
        return creators.stream()
                .flatMap(c -> c.posts().stream())
                .filter(matches)
                .sorted(Comparator.comparingLong(Post::publishedAt).reversed().thenComparingLong(Post::key))
                .limit(limit)
                .toList();
    }

    private static int score(Creator creator, String[] words) {
        var handle = creator.handle().toLowerCase(Locale.ROOT);
        var name = creator.name().toLowerCase(Locale.ROOT);
        var bio = creator.bio().toLowerCase(Locale.ROOT) + " "
                + creator.subtopic().name();
        int score = 0;
        for (var word : words) {
            if (word.isEmpty()) continue;
            if (handle.equals(word)) score += 100;
            else if (handle.startsWith(word)) score += 40;
            else if (handle.contains(word) || name.contains(word)) score += 20;
            else if (bio.contains(word)) score += 5;
            else return 0;
        }
        return score;
    }
}
