package io.sigment.analytics.engine.audience;

import io.sigment.analytics.engine.CreatorSample;
import io.sigment.analytics.engine.PostSample;
import io.sigment.common.Platform;
import io.sigment.emulator.world.Creator;
import io.sigment.emulator.world.PlatformWorld;
import io.sigment.emulator.world.Post;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The scraper's sample of emulated creators, made in memory from the emulator's world with the scraper's rules
 * (the newest 12 posts; per post the first 1,000 likers in the platform's order, then commenters in the platform's
 * order, all cut to the first 1,000 distinct people, likers first, as scraper-service's {@code CappedEngagers}
 * keeps them; the platform's like and comment totals), and the ground truth the audience
 * estimates speak of: everyone who engaged with any of a creator's 30 recent posts ({@code /_truth}'s audience).
 * For benchmarks of many selections, where the HTTP path would only add time.
 */
public final class EmulatedScrape {
    public static final int POSTS = 12;
    public static final int CAP = 1000;

    private EmulatedScrape() {}

    public static List<CreatorSample> samples(PlatformWorld world, List<Creator> creators) {
        var samples = new ArrayList<CreatorSample>();
        for (var creator : creators) {
            var posts = new ArrayList<PostSample>();
            for (var post : creator.posts().subList(0, POSTS)) {
                posts.add(post(world, post));
            }
            samples.add(new CreatorSample(creator.handle(), posts));
        }
        return samples;
    }

    public static PostSample post(PlatformWorld world, Post post) {
        var engagers = world.engagers(post);
        var counts = new LinkedHashMap<Integer, Integer>();
        boolean instagram = world.platform() == Platform.INSTAGRAM;
        if (instagram) {
            int[] likers = world.likersInListOrder(post);
            for (int i = 0; i < Math.min(CAP, likers.length); i++) {
                counts.merge(likers[i], 1, Integer::sum);
            }
        }
        if (!post.commentsDisabled()) {
            commenters(world, post, world.platform() != Platform.YOUTUBE).forEach((person, n) -> {
                if (counts.containsKey(person) || counts.size() < CAP) counts.merge(person, n, Integer::sum);
            });
        }
        var sorted = new TreeMap<>(counts);
        int[] people = sorted.keySet().stream().mapToInt(Integer::intValue).toArray();
        int[] perPerson = sorted.values().stream().mapToInt(Integer::intValue).toArray();
        return new PostSample(
                post.id(),
                post.impressions(),
                people,
                perPerson,
                instagram ? engagers.totalLikes() : PostSample.UNKNOWN,
                post.commentsDisabled() ? 0 : engagers.totalComments());
    }

    /**
     * Commenters in the platform's order with their comments, read as the scraper reads them: until {@link #CAP}
     * distinct people, and through a scraping provider (Instagram, TikTok) at most 4 x {@link #CAP} comments; a kept
     * commenter's comments count wherever they fall in what is read.
     */
    private static Map<Integer, Integer> commenters(PlatformWorld world, Post post, boolean provider) {
        var commenters = new LinkedHashMap<Integer, Integer>();
        int read = 0;
        for (var comment : world.commentsInListOrder(post)) {
            if (provider && read++ >= 4 * CAP) break;
            if (!commenters.containsKey(comment.person()) && commenters.size() >= CAP) continue;
            commenters.merge(comment.person(), 1, Integer::sum);
        }
        return commenters;
    }

    /**
     * The audiences of the creators: everyone who engaged with any of each one's recent posts, as ascending arrays of
     * people (boxed sets made this most of the calibration test's time).
     */
    public record Truth(List<int[]> audiences, long unique, long core) {
        public double corePct() {
            return unique == 0 ? 0 : 100.0 * core / unique;
        }

        /** People in the audiences of creators {@code a} and {@code b}. */
        public long shared(int a, int b) {
            return SortedPeople.shared(audiences.get(a), audiences.get(b));
        }
    }

    public static Truth truth(PlatformWorld world, List<Creator> creators) {
        var memberships = new int[world.peopleCount()];
        var audiences = new ArrayList<int[]>();
        for (var creator : creators) {
            var audience = new BitSet(world.peopleCount());
            for (var post : creator.posts()) {
                for (int person : world.engagers(post).people()) {
                    audience.set(person);
                }
            }
            var people = audience.stream().toArray();
            audiences.add(people);
            for (int person : people) memberships[person]++;
        }
        long unique = 0;
        long core = 0;
        for (int m : memberships) {
            if (m >= 1) unique++;
            if (m >= 2) core++;
        }
        return new Truth(audiences, unique, core);
    }
}
