package io.sigment.system.pages;

import io.sigment.local.LocalStack;
import io.sigment.system.testing.McpHttp;
import io.sigment.system.testing.TestStack;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.sqlclient.Tuple;

/** Creator lists made through {@code /mcp} as an agent makes them, for the pages that show them. */
final class ListFixtures {
    private ListFixtures() {}

    /** A list whose name and description need escaping, with two creators, shared: its share URL. */
    static String sharedCoffeeFriends(McpHttp mcp) {
        var listId = mcp.ok(
                        "create_creator_list",
                        new JsonObject()
                                .put("name", "Coffee & <friends>")
                                .put("description", "For the \"autumn\" launch"))
                .getString("list_id");
        mcp.ok(
                "add_to_creator_list",
                new JsonObject()
                        .put("list_id", listId)
                        .put("usernames", new JsonArray().add("bean.lover").add("espresso_daily")));
        return share(mcp, listId);
    }

    /** An empty TikTok list, shared: its share URL. */
    static String sharedEmpty(McpHttp mcp) {
        return share(
                mcp,
                mcp.ok(
                                "create_creator_list",
                                new JsonObject().put("name", "Empty").put("platform", "tiktok"))
                        .getString("list_id"));
    }

    /**
     * An Instagram list of 450 creators, creator00001 to creator00450, added a second apart (written in SQL), shared:
     * its share URL.
     */
    static String sharedPaged(LocalStack stack, McpHttp mcp) {
        var listId = mcp.ok(
                        "create_creator_list",
                        new JsonObject().put("name", "Paged").put("platform", "instagram"))
                .getString("list_id");
        var pool = TestStack.pool(stack);
        try {
            pool.preparedQuery(
                            "INSERT INTO lists.list_members (list_id, handle, added_at) SELECT $1, 'creator' "
                                    + "|| lpad(n::text, 5, '0'), now() - (5000 - n) * interval '1 second' FROM generate_series(1, $2) AS n")
                    .execute(Tuple.of(listId, 450))
                    .await();
        } finally {
            pool.close();
        }
        return share(mcp, listId);
    }

    /** A list whose description needs escaping, with one creator: its id. */
    static String autumnPicks(McpHttp mcp) {
        var listId = mcp.ok(
                        "create_creator_list",
                        new JsonObject().put("name", "Autumn picks").put("description", "Coffee <creators>"))
                .getString("list_id");
        mcp.ok(
                "add_to_creator_list",
                new JsonObject().put("list_id", listId).put("usernames", new JsonArray().add("bean.lover")));
        return listId;
    }

    private static String share(McpHttp mcp, String listId) {
        return mcp.ok("share_creator_list", new JsonObject().put("list_id", listId))
                .getString("url");
    }
}
