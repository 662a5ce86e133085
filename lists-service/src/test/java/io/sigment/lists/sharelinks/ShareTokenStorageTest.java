package io.sigment.lists.sharelinks;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.Credentials;
import io.sigment.common.Setting;
import io.sigment.common.ToolError;
import io.sigment.common.db.PgUrl;
import io.sigment.lists.ListsServiceBus;
import io.vertx.core.json.JsonObject;
import java.sql.DriverManager;
import java.sql.SQLException;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.Test;

/**
 * Share tokens are stored only as their SHA-256: the database holds no plain token, yet a link opens by its URL,
 * re-sharing a list shows the same URL, and revoking turns it off. Links made before (V3 converts them) or under
 * another secret keep opening by their old URL, and a new share reuses them (V4 keeps their earlier hashes).
 */
class ShareTokenStorageTest {

    private static String token(JsonObject link) {
        return link.getString("url").substring("https://sigment.test/s/".length());
    }

    private static JsonObject resolve(ListsServiceBus lists, String token) {
        return lists.call("resolve_share_link", ListsServiceBus.newCaller(1), new JsonObject().put("token", token));
    }

    @Test
    void the_database_holds_only_the_token_hash_and_the_link_opens_is_reused_with_the_same_url_and_revokes() {
        try (var lists = new ListsServiceBus()) {
            var caller = ListsServiceBus.newCaller(1);
            var listId = lists.call("create_creator_list", caller, new JsonObject().put("name", "Hashed"))
                    .getString("list_id");
            var link = lists.call("share_creator_list", caller, new JsonObject().put("list_id", listId));
            var token = token(link);

            var rows = lists.sql(
                    "SELECT row_to_json(l)::text AS stored, token_sha256 FROM lists.share_links l "
                            + "WHERE link_id = $1",
                    link.getString("link_id"));
            var row = rows.iterator().next();
            assertThat(row.getString("stored")).doesNotContain(token);
            assertThat(row.getString("token_sha256")).isEqualTo(Credentials.sha256Hex(token));

            var again = lists.call("share_creator_list", caller, new JsonObject().put("list_id", listId));
            assertThat(again.getBoolean("reused")).isTrue();
            assertThat(again.getString("url")).isEqualTo(link.getString("url"));
            assertThat(resolve(lists, token).getJsonObject("list").getString("name"))
                    .isEqualTo("Hashed");

            lists.call("revoke_share_link", caller, new JsonObject().put("link_id", link.getString("link_id")));
            var gone = lists.failure("resolve_share_link", caller, new JsonObject().put("token", token));
            assertThat(gone.kind()).isEqualTo(ToolError.Kind.NOT_FOUND);
        }
    }

    @Test
    void a_link_stored_in_plain_before_v3_still_opens_by_its_url_and_a_new_share_replaces_it() throws SQLException {
        var config = ListsServiceBus.freshConfig();
        var url = PgUrl.parse(config.get(Setting.PG_URL));
        Flyway.configure()
                .dataSource(url.jdbcUrl(), url.user(), url.password())
                .schemas("lists")
                .defaultSchema("lists")
                .createSchemas(true)
                .locations("classpath:db/lists")
                .target("2")
                .load()
                .migrate();
        var oldToken = "OldPlainToken_" + "x".repeat(29);
        try (var jdbc = DriverManager.getConnection(url.jdbcUrl(), url.user(), url.password());
                var insert = jdbc.createStatement()) {
            insert.execute(
                    "INSERT INTO lists.creator_lists (list_id, workspace_id, name, platform, created_at, updated_at) "
                            + "VALUES ('lst_old', 'ws_old', 'Old list', 'instagram', now(), now())");
            insert.execute(
                    "INSERT INTO lists.share_links (link_id, token, workspace_id, list_id, platform, created_at) "
                            + "VALUES ('lnk_old', '" + oldToken + "', 'ws_old', 'lst_old', 'instagram', now())");
        }

        try (var lists = new ListsServiceBus(config)) {
            var stored = lists.sql("SELECT row_to_json(l)::text AS stored FROM lists.share_links l");
            assertThat(stored.iterator().next().getString("stored")).doesNotContain(oldToken);
            assertThat(resolve(lists, oldToken).getJsonObject("list").getString("name"))
                    .isEqualTo("Old list");

            var owner = new io.sigment.common.Caller(
                    "req-old", "usr_old", "ws_old", "api_key", "key_old", "test agent", java.util.List.of("ws_old"));
            var shared = lists.call("share_creator_list", owner, new JsonObject().put("list_id", "lst_old"));
            assertThat(shared.getBoolean("reused"))
                    .as("the list keeps its one link")
                    .isTrue();
            assertThat(shared.getString("link_id")).isEqualTo("lnk_old");
            assertThat(resolve(lists, token(shared)).getJsonObject("list").getString("name"))
                    .isEqualTo("Old list");
            assertThat(resolve(lists, oldToken).getJsonObject("list").getString("name"))
                    .as("the old URL keeps working")
                    .isEqualTo("Old list");
        }
    }

    @Test
    void after_the_share_secret_changes_a_share_reuses_the_link_and_its_old_url_keeps_working() {
        var config = ListsServiceBus.freshConfig();
        var caller = ListsServiceBus.newCaller(1);
        String listId;
        JsonObject first;
        try (var lists = new ListsServiceBus(config.with(Setting.SHARE_TOKEN_SECRET, "a".repeat(40)))) {
            listId = lists.call("create_creator_list", caller, new JsonObject().put("name", "Rotated"))
                    .getString("list_id");
            first = lists.call("share_creator_list", caller, new JsonObject().put("list_id", listId));
        }
        try (var lists = new ListsServiceBus(config.with(Setting.SHARE_TOKEN_SECRET, "b".repeat(40)))) {
            var again = lists.call("share_creator_list", caller, new JsonObject().put("list_id", listId));
            assertThat(again.getBoolean("reused")).isTrue();
            assertThat(again.getString("link_id")).isEqualTo(first.getString("link_id"));
            assertThat(resolve(lists, token(first)).getJsonObject("list").getString("name"))
                    .isEqualTo("Rotated");
            assertThat(resolve(lists, token(again)).getJsonObject("list").getString("name"))
                    .isEqualTo("Rotated");
            var third = lists.call("share_creator_list", caller, new JsonObject().put("list_id", listId));
            assertThat(third.getString("url"))
                    .as("shown again under the new secret")
                    .isEqualTo(again.getString("url"));

            lists.call("revoke_share_link", caller, new JsonObject().put("link_id", first.getString("link_id")));
            assertThat(lists.failure("resolve_share_link", caller, new JsonObject().put("token", token(first)))
                            .kind())
                    .isEqualTo(ToolError.Kind.NOT_FOUND);
        }
    }
}
