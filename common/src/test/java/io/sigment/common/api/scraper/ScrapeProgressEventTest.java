package io.sigment.common.api.scraper;

import static org.assertj.core.api.Assertions.assertThat;

import io.vertx.core.json.JsonObject;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Each kind of scrape progress event, derived from the record, keeps the bytes the scraper published before. */
class ScrapeProgressEventTest {
    private static ScrapeProgressEvent.Builder event(String name) {
        return ScrapeProgressEvent.builder(name, "snapshot:an_1/sn_1", "instagram");
    }

    @Test
    void every_event_writes_its_details_then_scrape_platform_and_event() {
        var tail = "\"scrape_id\":\"snapshot:an_1/sn_1\",\"platform\":\"instagram\",\"event\":";
        assertThat(event("post_done")
                        .post("ana", "p1", 12, 3, 9)
                        .build()
                        .toJson()
                        .encode())
                .isEqualTo("{\"handle\":\"ana\","
                        + "\"post_id\":\"p1\",\"engagements\":12,\"posts_done\":3,\"posts_total\":9," + tail
                        + "\"post_done\"}");
        assertThat(event("creator_done")
                        .creator("ana", "178", 9)
                        .build()
                        .toJson()
                        .encode())
                .isEqualTo("{\"handle\":\"ana\"," + "\"creator_id\":\"178\",\"posts\":9," + tail + "\"creator_done\"}");
        assertThat(event("creator_unknown")
                        .creator("nobody", null, null)
                        .build()
                        .toJson()
                        .encode())
                .isEqualTo("{\"handle\":\"nobody\"," + tail + "\"creator_unknown\"}");
        Map<String, Object> cost = new LinkedHashMap<>();
        cost.put("provider_runs", 4);
        cost.put("youtube_units", 0);
        assertThat(event("completed").totals(2, cost).build().toJson().encode())
                .isEqualTo("{\"creators\":2," + "\"cost\":{\"provider_runs\":4,\"youtube_units\":0}," + tail
                        + "\"completed\"}");
        assertThat(event("failed")
                        .failure("quota", "Instagram is over quota")
                        .build()
                        .toJson()
                        .encode())
                .isEqualTo("{\"reason\":\"quota\",\"message\":\"Instagram is over quota\"," + tail + "\"failed\"}");
    }

    @Test
    void an_event_reads_back_whatever_its_kind() {
        var json = new JsonObject("{\"handle\":\"ana\",\"post_id\":\"p1\",\"engagements\":12,\"posts_done\":3,"
                + "\"posts_total\":9,\"scrape_id\":\"s1\",\"platform\":\"instagram\",\"event\":\"post_done\"}");
        var event = ScrapeProgressEvent.fromJson(json);
        assertThat(event.event()).isEqualTo(ScrapeProgressEvent.POST_DONE);
        assertThat(event.postsDone()).isEqualTo(3);
        assertThat(event.postsTotal()).isEqualTo(9);
        assertThat(event.toJson()).isEqualTo(json);
    }
}
