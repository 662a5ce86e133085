package io.sigment.lists.sharelinks;

import static io.sigment.lists.ListsServiceBus.analysisShare;
import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.ToolError;
import io.sigment.lists.ListsServiceBus;
import io.vertx.core.json.JsonObject;
import java.time.Duration;
import org.junit.jupiter.api.AutoClose;
import org.junit.jupiter.api.Test;

/** list_share_links: what the app shows as shared, only active links, only the caller's. */
class ActiveShareLinksTest {
    @AutoClose
    private static final ListsServiceBus lists = new ListsServiceBus();

    private static java.util.List<String> active(io.sigment.common.Caller caller, JsonObject args) {
        return lists.call("list_share_links", caller, args).getJsonArray("links").stream()
                .map(l -> ((JsonObject) l).getString("link_id"))
                .toList();
    }

    @Test
    void an_analysis_shows_its_active_links_with_urls_newest_first_and_not_revoked_or_expired_ones() {
        var caller = ListsServiceBus.newCaller(1);
        var latest = lists.call("share_analysis_link", caller, analysisShare("an_a1"));
        lists.clock.advance(Duration.ofMinutes(1));
        var snapshot =
                lists.call("share_analysis_link", caller, analysisShare("an_a1").put("snapshot_id", "snap_1"));
        lists.call("share_analysis_link", caller, analysisShare("an_other"));
        var shown = lists.call("list_share_links", caller, new JsonObject().put("analysis_id", "an_a1"))
                .getJsonArray("links");
        assertThat(shown.stream().map(l -> ((JsonObject) l).getString("link_id")))
                .containsExactly(snapshot.getString("link_id"), latest.getString("link_id"));
        assertThat(shown.getJsonObject(1).getString("url")).isEqualTo(latest.getString("url"));
        assertThat(shown.getJsonObject(1).getString("status")).isEqualTo("active");

        lists.call("revoke_share_link", caller, new JsonObject().put("link_id", snapshot.getString("link_id")));
        assertThat(active(caller, new JsonObject().put("analysis_id", "an_a1")))
                .containsExactly(latest.getString("link_id"));
        lists.clock.advance(Duration.ofDays(31));
        assertThat(active(caller, new JsonObject().put("analysis_id", "an_a1"))).isEmpty();
    }

    @Test
    void a_list_shows_its_link_to_its_owner_only_and_one_id_is_required() {
        var caller = ListsServiceBus.newCaller(1);
        var listId = lists.call("create_creator_list", caller, new JsonObject().put("name", "Shown"))
                .getString("list_id");
        assertThat(active(caller, new JsonObject().put("list_id", listId))).isEmpty();
        var link = lists.call("share_creator_list", caller, new JsonObject().put("list_id", listId));
        assertThat(active(caller, new JsonObject().put("list_id", listId))).containsExactly(link.getString("link_id"));
        assertThat(active(ListsServiceBus.newCaller(1), new JsonObject().put("list_id", listId)))
                .isEmpty();

        assertThat(lists.failure("list_share_links", caller, new JsonObject()).kind())
                .isEqualTo(ToolError.Kind.INVALID_ARGUMENTS);
        assertThat(lists.failure(
                                "list_share_links",
                                caller,
                                new JsonObject().put("list_id", listId).put("analysis_id", "an_x"))
                        .kind())
                .isEqualTo(ToolError.Kind.INVALID_ARGUMENTS);
    }
}
