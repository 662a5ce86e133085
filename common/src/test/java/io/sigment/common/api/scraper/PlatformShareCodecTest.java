package io.sigment.common.api.scraper;

import static org.assertj.core.api.Assertions.assertThat;

import io.vertx.core.json.JsonObject;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code platform_share}'s question and reply, derived from their records, keep the scraper's wire bytes. */
class PlatformShareCodecTest {

    @Test
    void the_reply_writes_the_scrapers_bytes_and_reads_back() {
        var sample = "{\"platforms\":[{\"platform\":\"instagram\",\"used\":12,\"share\":10,\"over_share\":true,"
                + "\"resets_at\":\"2026-11-29T00:00:00Z\"},{\"platform\":\"youtube\",\"used\":0,\"share\":1000,"
                + "\"over_share\":false,\"resets_at\":\"2026-11-28T08:00:00Z\"}],\"over_share\":true}";
        var share = PlatformShare.fromJson(new JsonObject(sample));
        assertThat(share.overShare()).isTrue();
        assertThat(share.platforms()).extracting(PlatformShare.Use::platform).containsExactly("instagram", "youtube");
        assertThat(share.toJson().encode()).isEqualTo(sample);
    }

    @Test
    void the_question_names_the_platforms() {
        var asked = new PlatformShareRequest(List.of("instagram", "tiktok"));
        assertThat(asked.toJson().encode()).isEqualTo("{\"platforms\":[\"instagram\",\"tiktok\"]}");
        assertThat(PlatformShareRequest.fromJson(asked.toJson())).isEqualTo(asked);
        assertThat(PlatformShare.fromJson(new JsonObject().put("over_share", false))
                        .overShare())
                .isFalse();
    }
}
