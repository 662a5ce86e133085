package io.sigment.analytics.engine.audience;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.sigment.analytics.engine.PostSample;
import io.sigment.common.Platform;
import java.util.List;
import org.junit.jupiter.api.Test;

class VisibilityCheckTest {

    @Test
    void the_figure_is_each_creators_mean_visibility_weighted_by_its_seen_people() {
        // Creator a: 2 of a post's 4 commenters read (0.5) and 1 of 1 (1.0), 2 people seen. Creator b: 4 of 4, 4 seen.
        var a = List.of(post(4, 1, 2), post(1, 1));
        var b = List.of(post(4, 3, 4, 5, 6));
        double v = VisibilityCheck.of(PostsSeenOn.of(List.of(a, b)), facts(a, b));
        assertThat(v).isCloseTo((2 * 0.75 + 4 * 1.0) / 6, within(1e-12));
    }

    @Test
    void with_nobody_seen_everything_counts_as_read() {
        assertThat(VisibilityCheck.of(PostsSeenOn.of(List.of()), List.of())).isEqualTo(1.0);
        var empty = List.of(post(0));
        assertThat(VisibilityCheck.of(PostsSeenOn.of(List.of(empty)), facts(empty)))
                .isEqualTo(1.0);
    }

    @Test
    void posts_whose_comments_were_all_read_are_fully_visible() {
        var a = List.of(post(2, 1, 2), post(1, 3));
        assertThat(VisibilityCheck.of(PostsSeenOn.of(List.of(a)), facts(a))).isEqualTo(1.0);
    }

    @SafeVarargs
    private static List<PostFacts> facts(List<PostSample>... creators) {
        return java.util.Arrays.stream(creators)
                .map(posts -> PostFacts.of(posts, Platform.TIKTOK))
                .toList();
    }

    /** A TikTok post reporting {@code comments} comments, of which the scrape read one each by {@code people}. */
    private static PostSample post(long comments, int... people) {
        int[] counts = new int[people.length];
        java.util.Arrays.fill(counts, 1);
        return new PostSample("p" + comments + java.util.Arrays.toString(people), 100, people, counts, -1, comments);
    }
}
