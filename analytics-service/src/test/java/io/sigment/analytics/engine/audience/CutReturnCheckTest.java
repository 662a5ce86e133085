package io.sigment.analytics.engine.audience;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.sigment.analytics.engine.PostSample;
import io.sigment.common.Platform;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class CutReturnCheckTest {

    /**
     * Three uncut posts read whole (100 people each, the same 40 returning on all three) and one post cut to half its
     * commenters: read newest first it keeps the people seen nowhere else, so its share of returning people (seen on
     * at least two other posts) is lower than the uncut posts'.
     */
    @Test
    void a_cut_that_keeps_the_people_who_do_not_come_back_reads_negative() {
        var posts = uncut();
        // 200 reported, 100 read: 10 of the 40 returning people and 90 seen only here.
        posts.add(post(200, concat(range(0, 10), range(1_000, 1_090))));
        double k = cutReturn(posts);
        assertThat(k).isCloseTo(Math.log((10 / 100.0) / (40 / 100.0)), within(1e-12));
    }

    @Test
    void a_cut_that_keeps_them_in_the_same_share_reads_zero() {
        var posts = uncut();
        posts.add(post(200, concat(range(0, 40), range(1_000, 1_060))));
        double k = cutReturn(posts);
        assertThat(k).isCloseTo(0, within(1e-12));
    }

    @Test
    void without_both_cut_and_uncut_posts_the_sample_cannot_tell() {
        var uncut = uncut();
        assertThat(cutReturn(uncut)).isNaN();
        var cut = List.of(post(400, range(0, 100)), post(400, range(0, 100)), post(400, range(0, 100)));
        assertThat(cutReturn(cut)).isNaN();
        assertThat(CutReturnCheck.of(List.of(), List.of(), PostsSeenOn.of(List.of())))
                .isNaN();
    }

    /** The check of one creator's {@code posts}. */
    private static double cutReturn(List<PostSample> posts) {
        return CutReturnCheck.of(
                List.of(posts), List.of(PostFacts.of(posts, Platform.TIKTOK)), PostsSeenOn.of(List.of(posts)));
    }

    /** Three posts read whole: people 0-39 on all three, 60 others on each. */
    private static List<PostSample> uncut() {
        var posts = new ArrayList<PostSample>();
        for (int p = 0; p < 3; p++) {
            posts.add(post(100, concat(range(0, 40), range(100 + 100 * p, 160 + 100 * p))));
        }
        return posts;
    }

    private static int[] range(int from, int to) {
        return IntStream.range(from, to).toArray();
    }

    private static int[] concat(int[] a, int[] b) {
        return IntStream.concat(IntStream.of(a), IntStream.of(b)).sorted().toArray();
    }

    /** A TikTok post reporting {@code comments} comments, of which the scrape read one each by {@code people}. */
    private static PostSample post(long comments, int[] people) {
        int[] counts = new int[people.length];
        java.util.Arrays.fill(counts, 1);
        return new PostSample(
                "p" + comments + "-" + people[0] + "-" + people.length, 100, people, counts, -1, comments);
    }
}
