package io.sigment.emulator.world;

import io.sigment.common.Platform;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;

/** Draws a platform's creators: niche, identity, heavy-tailed followers, posts, pods and connected accounts. */
final class CreatorFactory {
    static final int POSTS_PER_CREATOR = 30;
    private static final String[][] PLACES = {
        {"US", "en", "Austin"}, {"US", "en", "Brooklyn"}, {"US", "en", "LA"}, {"US", "en", "Denver"},
        {"GB", "en", "London"}, {"GB", "en", "Manchester"}, {"CA", "en", "Toronto"}, {"AU", "en", "Sydney"},
        {"DE", "de", "Berlin"}, {"FR", "fr", "Paris"}, {"ES", "es", "Madrid"}, {"BR", "pt", "São Paulo"},
        {"IN", "en", "Mumbai"}, {"MX", "es", "CDMX"}, {"IT", "it", "Milan"}, {"NL", "nl", "Amsterdam"}
    };
    private static final double[] ENGAGERS_SCALE = {3.0, 0.45, 0.8};

    private final long seed;
    private final Platform platform;
    private final TopicCatalog catalog;
    private final Population people;
    private final Identities ids;
    private final long now;
    private final WorldOptions options;
    private final Set<String> handles = new HashSet<>();

    CreatorFactory(
            long seed, Platform platform, TopicCatalog catalog, Population people, long now, WorldOptions options) {
        this.seed = seed;
        this.platform = platform;
        this.catalog = catalog;
        this.people = people;
        this.ids = new Identities(seed, platform);
        this.now = now;
        this.options = options;
    }

    List<Creator> create(int count, int podCount) {
        var random = new SplittableRandom(Mix.hash(seed, 301, platform.ordinal()));
        var creators = new ArrayList<Creator>(count);
        for (int i = 0; i < count; i++) {
            var subtopic = catalog.subtopic(i % catalog.subtopics().size());
            int pod = i < podCount * 10 && i % 3 == 0 ? (i / 3) % podCount : -1;
            creators.add(create(i, subtopic, pod, random));
        }
        return creators;
    }

    private Creator create(int index, Subtopic subtopic, int pod, SplittableRandom random) {
        var place = PLACES[random.nextInt(PLACES.length)];
        var first = Identities.FIRST[random.nextInt(Identities.FIRST.length)];
        var last = Identities.LAST[random.nextInt(Identities.LAST.length)];
        var word = subtopic.words().get(random.nextInt(subtopic.words().size()));
        var handle = uniqueHandle(random, first, word);
        var name = switch (random.nextInt(4)) {
            case 0 -> Identities.cap(first) + " " + Identities.cap(last);
            case 1 -> Identities.cap(first) + " | " + Identities.cap(subtopic.name());
            case 2 -> Identities.cap(word) + " with " + Identities.cap(first);
            default -> Identities.cap(first) + " " + Identities.cap(last) + " " + Identities.cap(word);
        };
        var tags = subtopic.hashtags();
        var bio = subtopic.bioLine() + ". " + place[2] + " · #" + tags.get(0) + " #" + tags.get(1);
        // Log-normal followers, median ~36k, tail to tens of millions.
        long followers = Math.round(Math.min(3e7, Math.max(1000, Math.exp(10.5 + 1.5 * random.nextGaussian()))));
        double size = (Math.log(followers) - Math.log(1000)) / (Math.log(3e7) - Math.log(1000));
        double fanShare = 0.15 + 0.6 * size;
        int target = (int) Math.max(15, Math.min(6000, ENGAGERS_SCALE[platform.ordinal()] * Math.pow(followers, 0.55)));
        double reachable = EngagementModel.fanShare(fanShare, options)
                * (people.subtopicWeight[subtopic.id()]
                        + EngagementModel.TOPIC_AFFINITY
                                * (people.topicWeight[subtopic.topicId()] - people.subtopicWeight[subtopic.id()]));
        double lambda = target / Math.max(1, reachable) / options.postingRate();
        var key = Mix.hash(seed, 302, platform.ordinal(), index);
        var demographics = Mix.unit(key) < 0.012 || index == 7 ? Demographics.draw(seed, key, place[0]) : null;
        var id = ids.creatorId(index);
        double reachRate = 0.1 + 0.5 * random.nextDouble();
        var posts = posts(index, followers, reachRate, subtopic, random);
        return new Creator(
                platform,
                index,
                id,
                handle,
                name,
                bio,
                subtopic,
                place[0],
                place[1],
                followers,
                50 + random.nextInt(2000),
                40 + random.nextInt(900),
                followers > 1_000_000 && random.nextBoolean(),
                now - (400 + random.nextInt(3000)) * 86_400L,
                fanShare,
                lambda,
                reachRate,
                target,
                pod,
                demographics,
                posts);
    }

    private List<Post> posts(
            int creator, long followers, double reachRate, Subtopic subtopic, SplittableRandom random) {
        var posts = new ArrayList<Post>(POSTS_PER_CREATOR);
        long at = now - random.nextInt(86_400);
        for (int k = 0; k < POSTS_PER_CREATOR; k++) {
            long key = creator * 64L + k;
            double multiplier = Math.exp(0.35 * Mix.normal(Mix.hash(seed, 303, key), Mix.hash(seed, 304, key)));
            long impressions = Math.max(50, Math.round(followers * reachRate * multiplier));
            boolean commentsDisabled =
                    Mix.unit(Mix.hash(seed, 305, platform.ordinal(), key)) < options.commentsDisabledShare();
            var text = PostText.draw(seed, platform, key, k, subtopic, catalog);
            posts.add(new Post(
                    key,
                    creator,
                    k,
                    ids.postId(key),
                    ids.shortCode(key),
                    at,
                    impressions,
                    multiplier,
                    commentsDisabled,
                    text.caption(),
                    text.hashtags(),
                    text.about(),
                    20 + random.nextInt(1200)));
            at -= (long) (3600L * (12 + random.nextInt(96)) / options.postingRate());
        }
        return List.copyOf(posts);
    }

    private String uniqueHandle(SplittableRandom random, String first, String word) {
        var base = switch (random.nextInt(5)) {
            case 0 -> first + word;
            case 1 -> word + "with" + first;
            case 2 -> first + "." + word;
            case 3 -> first + "_" + word + "s";
            default -> "the" + word + first;
        };
        if (platform == Platform.YOUTUBE) base = base.replace("_", "").replace(".", "");
        var handle = base;
        for (int n = 2; !handles.add(handle); n++) handle = base + n;
        return handle;
    }
}
