package io.sigment.lists.sharelinks;

import static io.sigment.lists.ListsServiceBus.analysisShare;
import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.ToolError;
import io.sigment.lists.ListsServiceBus;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.AutoClose;
import org.junit.jupiter.api.Test;

/** Analysis links as analytics-service asks for them, and what the gateway's share page resolves, over time. */
class ShareLinkExpiryTest {
    @AutoClose
    private static final ListsServiceBus lists = new ListsServiceBus();

    private static String token(JsonObject link) {
        return link.getString("url").substring("https://sigment.test/s/".length());
    }

    @Test
    void an_analysis_link_is_reused_until_it_expires_30_days_after_creation_then_a_share_makes_a_new_one() {
        var caller = ListsServiceBus.newCaller(1);
        var created = Instant.now(lists.clock);
        var first = lists.call("share_analysis_link", caller, analysisShare("an_1"));
        assertThat(first.getBoolean("reused")).isFalse();
        assertThat(first.getString("url")).matches("https://sigment\\.test/s/[A-Za-z0-9_-]{43}");
        assertThat(Instant.parse(first.getString("expires_at"))).isEqualTo(created.plus(Duration.ofDays(30)));

        lists.clock.advance(Duration.ofDays(29));
        var again = lists.call("share_analysis_link", caller, analysisShare("an_1"));
        assertThat(again.getString("link_id")).isEqualTo(first.getString("link_id"));
        assertThat(again.getBoolean("reused")).isTrue();
        var view = lists.call("resolve_share_link", caller, new JsonObject().put("token", token(first)));
        assertThat(view.getString("kind")).isEqualTo("analysis");
        assertThat(view.getJsonObject("analysis").getString("analysis_id")).isEqualTo("an_1");

        lists.clock.advance(Duration.ofDays(1));
        var expired = lists.failure("resolve_share_link", caller, new JsonObject().put("token", token(first)));
        assertThat(expired.kind()).isEqualTo(ToolError.Kind.NOT_FOUND);

        var renewed = lists.call("share_analysis_link", caller, analysisShare("an_1"));
        assertThat(renewed.getBoolean("reused")).isFalse();
        assertThat(renewed.getString("link_id")).isNotEqualTo(first.getString("link_id"));
        assertThat(token(renewed)).isNotEqualTo(token(first));
        assertThat(Instant.parse(renewed.getString("expires_at")))
                .isEqualTo(Instant.now(lists.clock).plus(Duration.ofDays(30)));
        assertThat(lists.call("resolve_share_link", caller, new JsonObject().put("token", token(renewed)))
                        .getJsonObject("analysis")
                        .getString("analysis_id"))
                .isEqualTo("an_1");
    }

    @Test
    void a_list_link_is_a_live_view_that_never_expires() {
        var caller = ListsServiceBus.newCaller(1);
        var list = lists.call("create_creator_list", caller, new JsonObject().put("name", "Forever"));
        var listId = list.getString("list_id");
        var link = lists.call("share_creator_list", caller, new JsonObject().put("list_id", listId));
        assertThat(link.containsKey("expires_at")).isFalse();
        lists.clock.advance(Duration.ofDays(400));
        lists.call(
                "add_to_creator_list",
                caller,
                new JsonObject().put("list_id", listId).put("usernames", new JsonArray().add("later.added")));
        var view = lists.call("resolve_share_link", caller, new JsonObject().put("token", token(link)));
        assertThat(view.getJsonObject("list")
                        .getJsonArray("members")
                        .getJsonObject(0)
                        .getString("handle"))
                .isEqualTo("later.added");
        assertThat(lists.call("share_creator_list", caller, new JsonObject().put("list_id", listId))
                        .getString("link_id"))
                .isEqualTo(link.getString("link_id"));
    }

    @Test
    void each_snapshot_has_its_own_link_and_a_revoked_analysis_link_is_replaced_by_the_next_share() {
        var caller = ListsServiceBus.newCaller(1);
        var latest = lists.call("share_analysis_link", caller, analysisShare("an_2"));
        var snapshot =
                lists.call("share_analysis_link", caller, analysisShare("an_2").put("snapshot_id", "snap_1"));
        assertThat(snapshot.getString("link_id")).isNotEqualTo(latest.getString("link_id"));
        assertThat(lists.call(
                                "share_analysis_link",
                                caller,
                                analysisShare("an_2").put("snapshot_id", "snap_1"))
                        .getString("link_id"))
                .isEqualTo(snapshot.getString("link_id"));

        var revoked =
                lists.call("revoke_share_link", caller, new JsonObject().put("link_id", snapshot.getString("link_id")));
        assertThat(revoked.getString("status")).isEqualTo("revoked");
        assertThat(lists.failure("resolve_share_link", caller, new JsonObject().put("token", token(snapshot)))
                        .kind())
                .isEqualTo(ToolError.Kind.NOT_FOUND);
        assertThat(lists.call("resolve_share_link", caller, new JsonObject().put("token", token(latest)))
                        .getString("kind"))
                .isEqualTo("analysis");
        var next =
                lists.call("share_analysis_link", caller, analysisShare("an_2").put("snapshot_id", "snap_1"));
        assertThat(next.getString("link_id")).isNotEqualTo(snapshot.getString("link_id"));
    }

    @Test
    void analysis_links_are_instagram_only_and_only_in_the_callers_workspaces() {
        var caller = ListsServiceBus.newCaller(2);
        var youtube = lists.failure(
                "share_analysis_link", caller, analysisShare("an_3").put("platform", "youtube"));
        assertThat(youtube.kind()).isEqualTo(ToolError.Kind.INVALID_ARGUMENTS);
        assertThat(youtube.getMessage()).startsWith("Not available: share_analysis is Instagram only");

        var second = lists.call(
                "share_analysis_link",
                caller,
                analysisShare("an_3").put("workspace_id", caller.workspaceIds().get(1)));
        var view = lists.call("resolve_share_link", caller, new JsonObject().put("token", token(second)));
        assertThat(view.getString("workspace_id"))
                .isEqualTo(caller.workspaceIds().get(1));

        var foreign = lists.failure(
                "share_analysis_link",
                caller,
                analysisShare("an_3")
                        .put("workspace_id", ListsServiceBus.newCaller(1).workspaceId()));
        assertThat(foreign.getMessage()).startsWith("Not found, or this account has no access to it");
        var stranger = ListsServiceBus.newCaller(1);
        assertThat(lists.failure(
                                "revoke_share_link",
                                stranger,
                                new JsonObject().put("link_id", second.getString("link_id")))
                        .kind())
                .isEqualTo(ToolError.Kind.NOT_FOUND);
    }

    @Test
    void tokens_that_were_never_issued_resolve_to_nothing() {
        var caller = ListsServiceBus.newCaller(1);
        for (var token : new String[] {"x", "A".repeat(43), "../../etc/passwd", ""}) {
            assertThat(lists.failure("resolve_share_link", caller, new JsonObject().put("token", token))
                            .kind())
                    .isEqualTo(ToolError.Kind.NOT_FOUND);
        }
    }
}
