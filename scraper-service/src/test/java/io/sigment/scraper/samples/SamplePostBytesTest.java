package io.sigment.scraper.samples;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.OffsetDateTime;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Fixed samples of a post of the {@code samples} reply as the scraper writes it ({@link Samples#post}), as bytes: with
 * the platform's likes and comments, without them, with likes only and no engagers, and with no publication time and
 * comments only. Recorded when the post was still put together by hand.
 */
class SamplePostBytesTest {
    private static final OffsetDateTime AT = OffsetDateTime.parse("2026-11-20T08:30:00+01:00");

    @Test
    void posts_are_written_as_recorded() {
        var posts = List.of(
                new SamplesStore.StoredPost("p1", 1200, AT, new int[] {3, 7, 9}, new int[] {1, 2, 1}, 40L, 5L),
                new SamplesStore.StoredPost("p2", 0, AT, new int[] {1}, new int[] {4}, null, null),
                new SamplesStore.StoredPost("p3", 5, AT, new int[] {}, new int[] {}, 0L, null),
                new SamplesStore.StoredPost("p4", 5, null, new int[] {2}, new int[] {1}, null, 2L));
        assertThat(posts.stream().map(p -> Samples.post(p).encode()))
                .containsExactly(
                        "{\"post_id\":\"p1\",\"impressions\":1200,\"published_at\":\"2026-11-20T07:30:00Z\",\"engagers\":3,\"people\":\"OjAAAAEAAAAAAAIAEAAAAAMABwAJAA==\",\"counts\":\"AQAAAAIAAAABAAAA\",\"likes\":40,\"comments\":5}",
                        "{\"post_id\":\"p2\",\"impressions\":0,\"published_at\":\"2026-11-20T07:30:00Z\",\"engagers\":1,\"people\":\"OjAAAAEAAAAAAAAAEAAAAAEA\",\"counts\":\"BAAAAA==\"}",
                        "{\"post_id\":\"p3\",\"impressions\":5,\"published_at\":\"2026-11-20T07:30:00Z\",\"engagers\":0,\"people\":\"OjAAAAAAAAA=\",\"counts\":\"\",\"likes\":0}",
                        "{\"post_id\":\"p4\",\"impressions\":5,\"published_at\":null,\"engagers\":1,\"people\":\"OjAAAAEAAAAAAAAAEAAAAAIA\",\"counts\":\"AQAAAA==\",\"comments\":2}");
    }
}
