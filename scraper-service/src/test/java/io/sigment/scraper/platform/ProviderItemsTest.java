package io.sigment.scraper.platform;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.Platform;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Test;

class ProviderItemsTest {
    private static JsonObject instagramPost() {
        return new JsonObject()
                .put("id", "1")
                .put("url", "https://www.instagram.com/p/x/")
                .put("timestamp", "2026-11-20T07:03:06Z")
                .put("videoPlayCount", 900);
    }

    @Test
    void a_posts_reported_like_and_comment_totals_are_kept() {
        var post = new ProviderItems(Platform.INSTAGRAM)
                .post(instagramPost().put("likesCount", 120).put("commentsCount", 7));
        assertThat(post.likes()).isEqualTo(120);
        assertThat(post.comments()).isEqualTo(7);
    }

    @Test
    void a_hidden_or_missing_like_count_is_unknown_not_zero() {
        var hidden = new ProviderItems(Platform.INSTAGRAM)
                .post(instagramPost().put("likesCount", -1).put("commentsCount", 0));
        assertThat(hidden.likes()).isEqualTo(PostInfo.UNKNOWN);
        assertThat(hidden.comments()).isZero();
        var missing = new ProviderItems(Platform.TIKTOK)
                .post(new JsonObject()
                        .put("id", 2)
                        .put("webVideoUrl", "u")
                        .put("createTimeISO", "2026-11-20T07:03:06Z")
                        .put("playCount", 50));
        assertThat(missing.likes()).isEqualTo(PostInfo.UNKNOWN);
        assertThat(missing.comments()).isEqualTo(PostInfo.UNKNOWN);
        assertThat(missing.likesToRead(1000))
                .as("an unknown total is read up to the cap")
                .isEqualTo(1000);
        assertThat(missing.commentsToRead(4000)).isEqualTo(4000);
        assertThat(hidden.commentsToRead(4000)).isZero();
    }
}
