package io.sigment.analytics.engine.audience;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.analytics.engine.PostSample;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class PostsSeenOnTest {

    @Test
    void each_seen_person_counts_the_creators_posts_it_was_seen_on() {
        // Creator a: person 1 on all three posts, 7 on two, 3 on one. Creator b: one post, nobody on it.
        var a = List.of(post(1, 3, 7), post(1, 7), post(1));
        var b = List.of(post());
        var seenOn = PostsSeenOn.of(List.of(a, b));
        assertThat(seenOn.creators()).isEqualTo(2);
        assertThat(seenOn.seen(0)).isEqualTo(3);
        assertThat(seenOn.posts(0, 1)).isEqualTo(3);
        assertThat(seenOn.posts(0, 7)).isEqualTo(2);
        assertThat(seenOn.posts(0, 3)).isEqualTo(1);
        assertThat(seenOn.posts(0)).containsExactlyInAnyOrder(3, 2, 1);
        assertThat(seenOn.sightings(0)).isEqualTo(6);
        assertThat(seenOn.seen(1)).isZero();
        assertThat(seenOn.sightings(1)).isZero();
    }

    private static PostSample post(int... people) {
        int[] counts = new int[people.length];
        Arrays.fill(counts, 1);
        return new PostSample("p" + Arrays.toString(people), 100, people, counts);
    }
}
