package io.sigment.analytics.engine.audience;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.sigment.analytics.engine.PostSample;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

class RepeatCheckTest {

    @Test
    void the_figure_is_sightings_over_seen_people_per_creator() {
        // Creator a: person 1 on both posts, 2 on one: 3 sightings of 2 people. Creator b: person 1 on its one post.
        var a = List.of(post(1, 2), post(1));
        var b = List.of(post(1));
        assertThat(RepeatCheck.of(PostsSeenOn.of(List.of(a, b)))).isCloseTo(4.0 / 3, within(1e-12));
        assertThat(RepeatCheck.of(PostsSeenOn.of(List.of()))).isZero();
    }

    @Test
    void fans_engaging_with_each_post_twice_as_often_are_seen_again_more() {
        double usual = RepeatCheck.of(PostsSeenOn.of(List.of(posts(0.05))));
        double twice = RepeatCheck.of(PostsSeenOn.of(List.of(posts(0.10))));
        assertThat(usual).isGreaterThan(1).isLessThan(twice - 0.1);
    }

    /** 12 posts of 2,000 fans, each engaging with each post with probability {@code perPost}. */
    private static List<PostSample> posts(double perPost) {
        var random = new SplittableRandom(11);
        var posts = new ArrayList<PostSample>();
        for (int j = 0; j < 12; j++) {
            var people = new TreeSet<Integer>();
            for (int p = 0; p < 2_000; p++) {
                if (random.nextDouble() < perPost) {
                    people.add(p);
                }
            }
            posts.add(post(people.stream().mapToInt(Integer::intValue).toArray()));
        }
        return posts;
    }

    private static PostSample post(int... people) {
        int[] counts = new int[people.length];
        java.util.Arrays.fill(counts, 1);
        return new PostSample(
                "p" + java.util.Arrays.toString(people).hashCode(), 100, people, counts, -1, people.length);
    }
}
