package io.sigment.system.lists;

import static io.sigment.system.lists.ListAgent.usernames;
import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.Caller;
import io.sigment.common.bus.ServiceAddress;
import io.sigment.common.bus.ServiceClient;
import io.sigment.system.testing.TestStack;
import io.vertx.core.json.JsonObject;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** share_creator_list, revoke_share_link and the public page at /s/{token}, as an agent and a browser see them. */
@Tag("stack")
class ShareLinkToolsTest {
    private static final String HTML = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";
    private static final String JSON = "application/json";

    @Test
    void sharing_a_list_twice_returns_the_same_active_link_with_an_unguessable_token() {
        var agent = ListAgent.newUser();
        var listId = agent.createList("To share", "instagram");
        var first = agent.ok("share_creator_list", new JsonObject().put("list_id", listId));
        assertThat(first.getString("link_id")).startsWith("lnk_");
        assertThat(first.getString("url"))
                .matches(TestStack.shared().config().publicBaseUrl() + "/s/[A-Za-z0-9_-]{43}");
        assertThat(Instant.parse(first.getString("created_at"))).isBeforeOrEqualTo(Instant.now());
        assertThat(first.getBoolean("reused")).isFalse();

        var second = agent.ok("share_creator_list", new JsonObject().put("list_id", listId));
        assertThat(second.getString("link_id")).isEqualTo(first.getString("link_id"));
        assertThat(second.getString("url")).isEqualTo(first.getString("url"));
        assertThat(second.getBoolean("reused")).isTrue();
        var otherList =
                agent.ok("share_creator_list", new JsonObject().put("list_id", agent.createList("Other", "tiktok")));
        assertThat(otherList.getString("url")).isNotEqualTo(first.getString("url"));
    }

    @Test
    void the_shared_page_is_a_live_view_in_html_for_people_and_json_for_programs() {
        var agent = ListAgent.newUser();
        var listId = agent.ok(
                        "create_creator_list",
                        new JsonObject().put("name", "Coffee creators").put("description", "For the autumn launch"))
                .getString("list_id");
        agent.ok("add_to_creator_list", usernames(listId, "bean.lover", "espresso_daily"));
        var url = agent.ok("share_creator_list", new JsonObject().put("list_id", listId))
                .getString("url");

        var page = ListAgent.open(url, HTML);
        assertThat(page.status()).isEqualTo(200);
        assertThat(page.header("Content-Type")).startsWith("text/html");
        assertThat(page.header("Cache-Control")).isEqualTo("no-store");
        assertThat(page.body())
                .contains(
                        "Coffee creators",
                        "Instagram",
                        "For the autumn launch",
                        "href=\"https://www.instagram.com/bean.lover/\"",
                        ">espresso_daily<");

        agent.ok(
                "set_creator_list",
                usernames(listId, "espresso_daily", "latte.art").put("description", "Final picks"));
        var live = ListAgent.open(url, HTML).body();
        assertThat(live).contains("latte.art", "Final picks").doesNotContain("bean.lover", "For the autumn launch");

        var json = ListAgent.open(url, JSON);
        assertThat(json.status()).isEqualTo(200);
        assertThat(json.header("Content-Type")).startsWith("application/json");
        var view = json.json();
        assertThat(view.getString("kind")).isEqualTo("creator_list");
        assertThat(view.getString("name")).isEqualTo("Coffee creators");
        assertThat(view.getString("platform")).isEqualTo("instagram");
        assertThat(view.getJsonArray("members").stream().map(m -> ((JsonObject) m).getString("handle")))
                .containsExactlyInAnyOrder("espresso_daily", "latte.art");
        assertThat(view.getJsonArray("members").getJsonObject(0).getString("profile_url"))
                .startsWith("https://www.instagram.com/");

        assertThat(ListAgent.open(url, "text/html;q=0.5, application/json").header("Content-Type"))
                .startsWith("application/json");
        assertThat(ListAgent.open(url, "application/json;q=0.5, text/html").header("Content-Type"))
                .startsWith("text/html");

        var workspace = agent.user.workspaceIds().get(0);
        assertThat(live).doesNotContain(workspace, listId);
        assertThat(json.body()).doesNotContain(workspace, listId, "workspace");
    }

    @Test
    void everything_users_wrote_is_html_escaped_on_the_page() {
        var agent = ListAgent.newUser();
        var listId = agent.ok(
                        "create_creator_list",
                        new JsonObject()
                                .put("name", "<script>alert(1)</script> & co")
                                .put("description", "\"quoted\" <img src=x onerror=alert(2)>"))
                .getString("list_id");
        var url = agent.ok("share_creator_list", new JsonObject().put("list_id", listId))
                .getString("url");
        var html = ListAgent.open(url, HTML).body();
        assertThat(html)
                .contains("&lt;script&gt;alert(1)&lt;/script&gt; &amp; co", "&quot;quoted&quot; &lt;img src=x")
                .doesNotContain("<script>", "<img");
        assertThat(ListAgent.open(url, JSON).json().getString("name")).isEqualTo("<script>alert(1)</script> & co");
    }

    @Test
    void youtube_and_tiktok_members_link_to_their_profiles() {
        var agent = ListAgent.newUser();
        var youtube = agent.createList("Tube", "youtube");
        agent.ok("add_to_creator_list", usernames(youtube, "UCBR8-60-B28hp2BmDPdntcQ", "@Cooking.Tips"));
        var tubePage = ListAgent.open(
                        agent.ok("share_creator_list", new JsonObject().put("list_id", youtube))
                                .getString("url"),
                        HTML)
                .body();
        assertThat(tubePage)
                .contains(
                        "YouTube",
                        "https://www.youtube.com/channel/UCBR8-60-B28hp2BmDPdntcQ",
                        "https://www.youtube.com/@cooking.tips");

        var tiktok = agent.createList("Tok", "tiktok");
        agent.ok("add_to_creator_list", usernames(tiktok, "dance.daily"));
        var tokPage = ListAgent.open(
                        agent.ok("share_creator_list", new JsonObject().put("list_id", tiktok))
                                .getString("url"),
                        HTML)
                .body();
        assertThat(tokPage).contains("TikTok", "https://www.tiktok.com/@dance.daily");
    }

    @Test
    void revoking_by_link_id_turns_the_link_off_at_once_and_revoking_again_is_harmless() {
        var agent = ListAgent.newUser();
        var listId = agent.createList("Temporary", "instagram");
        var link = agent.ok("share_creator_list", new JsonObject().put("list_id", listId));
        var byLink = new JsonObject().put("link_id", link.getString("link_id"));

        var revoked = agent.ok("revoke_share_link", byLink);
        assertThat(revoked.getString("status")).isEqualTo("revoked");
        assertThat(revoked.getBoolean("already_revoked")).isFalse();
        var gone = ListAgent.open(link.getString("url"), HTML);
        assertThat(gone.status()).isEqualTo(404);
        assertThat(gone.body())
                .contains("does not exist, was turned off by its owner, or has expired")
                .doesNotContain("Exception", "Temporary");
        assertThat(ListAgent.open(link.getString("url"), JSON).json().getString("error"))
                .isEqualTo("not_found");

        var again = agent.ok("revoke_share_link", byLink);
        assertThat(again.getBoolean("already_revoked")).isTrue();
        assertThat(again.getString("revoked_at")).isEqualTo(revoked.getString("revoked_at"));

        var fresh = agent.ok("share_creator_list", new JsonObject().put("list_id", listId));
        assertThat(fresh.getString("link_id")).isNotEqualTo(link.getString("link_id"));
        assertThat(fresh.getString("url")).isNotEqualTo(link.getString("url"));
        assertThat(ListAgent.open(fresh.getString("url"), HTML).status()).isEqualTo(200);
        assertThat(ListAgent.open(link.getString("url"), HTML).status()).isEqualTo(404);
    }

    @Test
    void revoking_by_list_id_turns_off_every_public_link_of_the_list() {
        var agent = ListAgent.newUser();
        var listId = agent.createList("Everything off", "instagram");
        var other = agent.createList("Stays on", "instagram");
        var link = agent.ok("share_creator_list", new JsonObject().put("list_id", listId));
        var otherLink = agent.ok("share_creator_list", new JsonObject().put("list_id", other));

        var revoked = agent.ok("revoke_share_link", new JsonObject().put("list_id", listId));
        assertThat(revoked.getJsonArray("revoked_link_ids")).containsExactly(link.getString("link_id"));
        assertThat(ListAgent.open(link.getString("url"), JSON).status()).isEqualTo(404);
        assertThat(ListAgent.open(otherLink.getString("url"), JSON).status()).isEqualTo(200);
        assertThat(agent.ok("revoke_share_link", new JsonObject().put("list_id", listId))
                        .getInteger("revoked_count"))
                .isZero();
    }

    @Test
    void revoke_needs_exactly_one_id_and_a_known_one() {
        var agent = ListAgent.newUser();
        var listId = agent.createList("Ids", "instagram");
        assertThat(agent.error("revoke_share_link", new JsonObject()))
                .startsWith("Invalid arguments: pass exactly one of link_id (one link) or list_id");
        assertThat(agent.error(
                        "revoke_share_link",
                        new JsonObject().put("link_id", "lnk_x").put("list_id", listId)))
                .startsWith("Invalid arguments: pass exactly one of link_id");
        assertThat(agent.error("revoke_share_link", new JsonObject().put("link_id", "lnk_unknown")))
                .startsWith("Not found, or this account has no access to it. Check the link_id");
        assertThat(agent.error("revoke_share_link", new JsonObject().put("list_id", "lst_unknown")))
                .startsWith("Not found, or this account has no access to it. Check the list_id");
    }

    @Test
    void unknown_and_malformed_tokens_get_a_plain_404() {
        for (var path : new String[] {"A".repeat(43), "short", "%3Cscript%3E"}) {
            var reply = ListAgent.open("http://x/s/" + path, HTML);
            assertThat(reply.status()).as(path).isEqualTo(404);
            assertThat(reply.body()).contains("<h1>Link not available</h1>").doesNotContain("<script>", "Exception");
        }
    }

    @Test
    void an_analysis_link_page_is_plain_and_never_names_the_workspace_and_revoking_it_turns_it_off() {
        var agent = ListAgent.newUser();
        var workspace = agent.user.workspaceIds().get(0);
        var caller = new Caller(
                "test-share-analysis",
                agent.user.userId(),
                workspace,
                "api_key",
                agent.user.keyId(),
                "test key",
                agent.user.workspaceIds());
        var link = new ServiceClient(TestStack.shared().vertx(), Duration.ofSeconds(5))
                .request(
                        ServiceAddress.LISTS,
                        "share_analysis_link",
                        caller,
                        new JsonObject().put("analysis_id", "an_demo").put("platform", "instagram"))
                .await();

        var page = ListAgent.open(link.getString("url"), HTML);
        // 503 while analytics-service does not serve get_analysis_result; 404 once it does and knows no an_demo.
        assertThat(page.status()).isIn(503, 404);
        assertThat(page.body()).startsWith("<!doctype html>").doesNotContain(workspace, "Exception", "at io.");
        if (page.status() == 503) assertThat(page.body()).contains("temporarily unavailable");

        agent.ok("revoke_share_link", new JsonObject().put("link_id", link.getString("link_id")));
        assertThat(ListAgent.open(link.getString("url"), HTML).status()).isEqualTo(404);
    }
}
