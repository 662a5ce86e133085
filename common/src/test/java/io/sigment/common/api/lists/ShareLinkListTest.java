package io.sigment.common.api.lists;

import static org.assertj.core.api.Assertions.assertThat;

import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Test;

/** The app's list of active share links reads back what lists-service writes, and keeps its wire JSON. */
class ShareLinkListTest {

    @Test
    void a_list_link_and_an_analysis_link_keep_their_fields_and_leave_out_an_absent_url_or_expiry() {
        var sample = "{\"links\":[{\"link_id\":\"lnk_2\",\"url\":\"https://s.example/s/tok2\",\"kind\":\"analysis\","
                + "\"analysis_id\":\"an_1\",\"snapshot_id\":null,\"created_at\":\"2026-11-26T12:00:00Z\","
                + "\"expires_at\":\"2026-12-26T12:00:00Z\",\"status\":\"active\"},{\"link_id\":\"lnk_1\",\"kind\":"
                + "\"creator_list\",\"list_id\":\"lst_1\",\"created_at\":\"2026-11-01T08:00:00Z\",\"status\":\"active\"}]}";
        var links = ShareLinkList.fromJson(new JsonObject(sample));
        assertThat(links.links())
                .containsExactly(
                        new OwnedShareLink(
                                "lnk_2",
                                "https://s.example/s/tok2",
                                null,
                                "an_1",
                                null,
                                "2026-11-26T12:00:00Z",
                                "2026-12-26T12:00:00Z"),
                        new OwnedShareLink("lnk_1", null, "lst_1", null, null, "2026-11-01T08:00:00Z", null));
        assertThat(links.links().get(1).isListLink()).isTrue();
        assertThat(links.links().get(0).isListLink()).isFalse();
        assertThat(links.toJson().encode()).isEqualTo(sample);
        assertThat(ShareLinkList.fromJson(new JsonObject()).links()).isEmpty();
    }

    @Test
    void one_snapshot_s_link_names_it() {
        var link = new OwnedShareLink(
                "lnk_3",
                "https://s.example/s/t",
                null,
                "an_1",
                "snp_1",
                "2026-11-26T12:00:00Z",
                "2026-12-26T12:00:00Z");
        assertThat(link.toJson().encode())
                .isEqualTo("{\"link_id\":\"lnk_3\",\"url\":\"https://s.example/s/t\","
                        + "\"kind\":\"analysis\",\"analysis_id\":\"an_1\",\"snapshot_id\":\"snp_1\",\"created_at\":"
                        + "\"2026-11-26T12:00:00Z\",\"expires_at\":\"2026-12-26T12:00:00Z\"}");
        assertThat(OwnedShareLink.fromJson(link.toJson())).isEqualTo(link);
    }
}
