package io.sigment.emulator.world;

import io.sigment.common.Platform;
import java.util.Arrays;

/**
 * Who engages with a post, derived on demand from (seed, post) so the world needs no engagement rows:
 * a person in the creator's subtopic who is one of its fans engages with probability
 * {@code 1 - exp(-lambda * multiplier * activity)}; fans from sibling subtopics of the topic with a fraction
 * of that; plus bots, the creator's engagement pod, and a few random passers-by. Creators of one subtopic
 * draw on one pool, so they share much more audience than unrelated creators.
 */
public final class EngagementModel {
    static final double TOPIC_AFFINITY = 0.12;
    private static final double BOT_RATE = 0.01;
    private static final int CACHE_POSTS = 1500;
    /** Creators whose fans are kept: a few hundred KB each at most. */
    private static final int CACHE_CREATORS = 64;

    private final long seed;
    private final Platform platform;
    private final Population people;
    private final int[][] pods;
    private final RecentValues<Long, PostEngagers> recentEngagers = new RecentValues<>(CACHE_POSTS);
    private final RecentValues<Integer, Fans> recentFans = new RecentValues<>(CACHE_CREATORS);

    private final double ordinaryFanFactor;

    EngagementModel(long seed, Platform platform, Population people, int[][] pods, WorldOptions options) {
        this.ordinaryFanFactor = fanShare(1, options);
        this.seed = seed;
        this.platform = platform;
        this.people = people;
        this.pods = pods;
    }

    public PostEngagers engagers(Creator creator, Post post) {
        return recentEngagers.get(post.key(), key -> compute(creator, post));
    }

    private PostEngagers compute(Creator creator, Post post) {
        boolean commentsOnly = platform != Platform.INSTAGRAM;
        if (commentsOnly && post.commentsDisabled()) return PostEngagers.NONE;
        var chosen = new IntBag();
        double lambda = creator.lambda() * post.multiplier();
        var fans = fans(creator);
        long engaging = Mix.hash(seed, post.key() + platform.ordinal() * 1_000_000L);
        for (var p : fans.ofSubtopic()) {
            if (engages(engaging, p, lambda)) chosen.add(p);
        }
        double siblingLambda = lambda * TOPIC_AFFINITY;
        for (var p : fans.ofSiblings()) {
            if (engages(engaging, p, siblingLambda)) chosen.add(p);
        }
        long ofPost = Mix.hash(seed, post.key());
        for (var b : people.bots) {
            if (Mix.unit(Mix.then(ofPost, b, 401)) < BOT_RATE) chosen.add(b);
        }
        if (creator.pod() >= 0) for (var p : pods[creator.pod()]) chosen.add(p);
        int passersBy = 1 + creator.engagersTarget() / 40;
        for (int j = 0; j < passersBy; j++) {
            int p = (int) ((Mix.then(ofPost, j, 402) >>> 1) % people.size);
            chosen.add(p);
        }
        var unique = chosen.sortedDistinct();
        var likes = new byte[unique.length];
        var comments = new byte[unique.length];
        for (int i = 0; i < unique.length; i++) {
            double u = Mix.unit(Mix.then(ofPost, unique[i], 403));
            if (commentsOnly) {
                comments[i] = (byte) (u < 0.03 ? 3 : u < 0.15 ? 2 : 1);
            } else {
                likes[i] = 1;
                if (!post.commentsDisabled()) comments[i] = (byte) (u < 0.02 ? 2 : u < 0.09 ? 1 : 0);
            }
        }
        return new PostEngagers(unique, likes, comments);
    }

    /**
     * A creator's fans: the people of its subtopic's pool, and those of its topic's pool who do not prefer its subtopic
     * (sibling fans), each kept with probability {@code fanShare}. The same for all of its posts, so kept for a while.
     */
    private record Fans(int[] ofSubtopic, int[] ofSiblings) {}

    private Fans fans(Creator creator) {
        return recentFans.get(creator.index(), index -> drawFans(creator));
    }

    private Fans drawFans(Creator creator) {
        long ofCreator = Mix.hash(seed, platform.ordinal() * 100_000L + creator.index());
        int subtopic = creator.subtopic().id();
        var ofSubtopic = new IntBag();
        for (var p : people.subtopicPool[subtopic]) {
            if (isFan(ofCreator, creator, p)) ofSubtopic.add(p);
        }
        var ofSiblings = new IntBag();
        for (var p : people.topicPool[creator.subtopic().topicId()]) {
            if (!people.prefers(p, subtopic) && isFan(ofCreator, creator, p)) ofSiblings.add(p);
        }
        return new Fans(ofSubtopic.toArray(), ofSiblings.toArray());
    }

    private boolean isFan(long ofCreator, Creator creator, int person) {
        if (people.superFan(person)) return true;
        double share = ordinaryFanFactor == 1 ? creator.fanShare() : ordinaryFanFactor * creator.fanShare();
        return Mix.unit(Mix.then(ofCreator, person, 404)) < share;
    }

    /** The share of a subtopic's ordinary people who are fans of a creator of fan share {@code fanShare}. */
    static double fanShare(double fanShare, WorldOptions options) {
        return options.superFanShare() > 0 ? WorldOptions.ORDINARY_FAN_FACTOR_WITH_SUPER_FANS * fanShare : fanShare;
    }

    private boolean engages(long engaging, int person, double lambda) {
        return engages(Mix.unit(Mix.then(engaging, person, 405)), lambda * people.activity[person]);
    }

    /**
     * {@code u < 1 - exp(-x)}, exactly as computed with {@link Math#exp}, without the exponential for most draws:
     * for {@code x >= 0} the value lies in {@code [x - x²/2, x]}, and the computed one within 1e-15 of it.
     */
    static boolean engages(double u, double x) {
        if (u >= x + 1e-12) return false;
        if (u < x - x * x / 2 - 1e-12) return true;
        return u < 1 - Math.exp(-x);
    }

    /** A growable list of ints. */
    private static final class IntBag {
        private int[] values = new int[256];
        private int size;

        void add(int value) {
            if (size == values.length) values = Arrays.copyOf(values, size * 2);
            values[size++] = value;
        }

        int[] toArray() {
            return Arrays.copyOf(values, size);
        }

        int[] sortedDistinct() {
            var sorted = toArray();
            Arrays.sort(sorted);
            int distinct = 0;
            for (int i = 0; i < sorted.length; i++) {
                if (i == 0 || sorted[i] != sorted[i - 1]) sorted[distinct++] = sorted[i];
            }
            return Arrays.copyOf(sorted, distinct);
        }
    }
}
