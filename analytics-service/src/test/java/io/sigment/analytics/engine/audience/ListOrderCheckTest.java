package io.sigment.analytics.engine.audience;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.sigment.analytics.engine.PostSample;
import io.sigment.common.Platform;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

class ListOrderCheckTest {
    private static final int POSTS = 12;
    private static final int READ = 1000;
    private static final long LIKES = 3000;

    @Test
    void a_cut_that_keeps_the_same_active_people_on_every_post_shows_an_excess() {
        var posts = posts(200);
        double excess = ListOrderCheck.of(
                PostsSeenOn.of(List.of(posts)), List.of(PostFacts.of(posts, Platform.INSTAGRAM)), Platform.INSTAGRAM);
        // The most seen 1% were seen on all 12 posts, 3 x the sum of visibility (4).
        assertThat(excess).isGreaterThan(0.5);
    }

    @Test
    void a_cut_that_keeps_people_at_random_shows_less() {
        var kept = posts(200);
        var random = posts(0);
        double excessKept = ListOrderCheck.of(
                PostsSeenOn.of(List.of(kept)), List.of(PostFacts.of(kept, Platform.INSTAGRAM)), Platform.INSTAGRAM);
        double excessRandom = ListOrderCheck.of(
                PostsSeenOn.of(List.of(random)), List.of(PostFacts.of(random, Platform.INSTAGRAM)), Platform.INSTAGRAM);
        assertThat(excessRandom).isLessThan(excessKept - 0.3);
    }

    @Test
    void posts_read_whole_and_other_platforms_show_nothing() {
        var whole = new ArrayList<PostSample>();
        for (int j = 0; j < POSTS; j++) {
            whole.add(post(j, new TreeSet<>(List.of(1, 2, 3)), 3));
        }
        assertThat(ListOrderCheck.of(
                        PostsSeenOn.of(List.of(whole)),
                        List.of(PostFacts.of(whole, Platform.INSTAGRAM)),
                        Platform.INSTAGRAM))
                .isZero();
        var cut = posts(200);
        assertThat(ListOrderCheck.of(
                        PostsSeenOn.of(List.of(cut)), List.of(PostFacts.of(cut, Platform.TIKTOK)), Platform.TIKTOK))
                .isZero();
    }

    @Test
    void a_creators_excess_is_its_most_seen_people_over_the_visibility_against_the_training_worlds() {
        int[] counts = new int[300];
        java.util.Arrays.fill(counts, 1);
        counts[0] = 12;
        counts[1] = 12;
        counts[2] = 6;
        // The most seen 1% (3 people): 10 posts on average, over a visibility sum of 4 at mean visibility 1/3.
        assertThat(ListOrderCheck.excess(counts, 4, 1.0 / 3))
                .isCloseTo(
                        Math.log(10.0 / 4)
                                - (ListOrderCheck.BASE + ListOrderCheck.PER_LOG_VISIBILITY * Math.log(1.0 / 3)),
                        within(1e-12));
    }

    /** 12 posts of 3,000 likes with 1,000 people read each: {@code active} of them on every post, the rest at random. */
    private static List<PostSample> posts(int active) {
        var random = new SplittableRandom(7);
        var posts = new ArrayList<PostSample>();
        for (int j = 0; j < POSTS; j++) {
            var people = new TreeSet<Integer>();
            for (int p = 0; p < active; p++) {
                people.add(p);
            }
            while (people.size() < READ) {
                people.add(active + random.nextInt(20_000));
            }
            posts.add(post(j, people, LIKES));
        }
        return posts;
    }

    private static PostSample post(int j, TreeSet<Integer> people, long likes) {
        int[] ids = people.stream().mapToInt(Integer::intValue).toArray();
        int[] counts = new int[ids.length];
        java.util.Arrays.fill(counts, 1);
        return new PostSample("p" + j, 100, ids, counts, likes, 0);
    }
}
