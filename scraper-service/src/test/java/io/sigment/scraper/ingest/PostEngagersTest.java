package io.sigment.scraper.ingest;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.scraper.platform.Engager;
import io.sigment.scraper.platform.Engager.Kind;
import org.junit.jupiter.api.Test;

/** A post's engager set: people ascending, each once, a person listed twice or liking and commenting added up. */
class PostEngagersTest {

    @Test
    void people_come_out_ascending_once_each_with_their_likes_and_comments_added_up() {
        var engagers = new Engager[] {
            new Engager("c", Kind.COMMENT, 2), new Engager("a", Kind.LIKE, 1),
            new Engager("c", Kind.LIKE, 1), new Engager("b", Kind.COMMENT, 1),
            new Engager("c", Kind.COMMENT, 1)
        };
        var set = PostEngagers.of("s1", 42, engagers, new int[] {9, 30, 9, 4, 9});

        assertThat(set.people()).containsExactly(4, 9, 30);
        assertThat(set.likes()).containsExactly(0, 1, 1);
        assertThat(set.comments()).containsExactly(1, 3, 0);
        assertThat(set.rows())
                .as("(person, kind) pairs: b comment, c like, c comment, a like")
                .isEqualTo(4);
        assertThat(PostEngagers.of(null, 43, new Engager[0], new int[0]).people())
                .isEmpty();
    }
}
