package io.sigment.analytics.samples;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.analytics.engine.CreatorSample;
import io.sigment.common.samples.SampleEncoding;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.Arrays;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Fixed samples of what analytics reads of the scraper's {@code samples} reply and of frozen samples
 * ({@link ScraperSamples}): each post's id, impressions (0 when left out), people and counts, and the platform's likes
 * and comments (unknown when left out), whatever else the post carries. Recorded when the posts were still read by key.
 */
class ScraperSamplesReadingTest {
    private static final String PEOPLE = SampleEncoding.people(new int[] {3, 7, 9});
    private static final String COUNTS = SampleEncoding.counts(new int[] {1, 2, 1});
    private static final String ONE = SampleEncoding.people(new int[] {4});
    private static final String ONCE = SampleEncoding.counts(new int[] {2});

    @Test
    void the_reply_reads_as_recorded() {
        var reply = new JsonObject("{\"platform\":\"tiktok\",\"encoding\":\"roaring-portable-base64+int32le-base64\","
                + "\"creators\":[{\"handle\":\"ann\",\"creator_id\":\"c_1\",\"posts\":["
                + "{\"post_id\":\"p1\",\"impressions\":1200,\"published_at\":\"2026-11-20T07:30:00Z\",\"engagers\":3,"
                + "\"people\":\"" + PEOPLE + "\",\"counts\":\"" + COUNTS + "\",\"likes\":40,\"comments\":5},"
                + "{\"post_id\":\"p2\",\"engagers\":1,\"people\":\"" + ONE + "\",\"counts\":\"" + ONCE + "\"}]},"
                + "{\"handle\":\"bob\",\"creator_id\":\"c_2\",\"posts\":[]}],\"unknown\":[\"gone\"]}");
        assertThat(ScraperSamples.decode(reply).stream().map(ScraperSamplesReadingTest::text))
                .containsExactly("ann: p1 1200 [3, 7, 9] [1, 2, 1] 40 5; p2 0 [4] [2] -1 -1", "bob: ");
    }

    @Test
    void frozen_posts_read_as_recorded() {
        var posts = new JsonArray("[{\"counts\":\"" + ONCE + "\",\"people\":\"" + ONE + "\",\"post_id\":\"p9\","
                + "\"comments\":0,\"engagers\":1,\"impressions\":7,\"extra\":true}]");
        assertThat(text(ScraperSamples.creator("cy", posts))).isEqualTo("cy: p9 7 [4] [2] -1 0");
    }

    private static String text(CreatorSample creator) {
        return creator.handle() + ": "
                + creator.posts().stream()
                        .map(p -> p.postId() + " " + p.impressions() + " " + Arrays.toString(p.people()) + " "
                                + Arrays.toString(p.counts()) + " " + p.likes() + " " + p.comments())
                        .collect(Collectors.joining("; "));
    }
}
