package io.sigment.system.mcp;

import io.sigment.accounts.keys.ApiKeyFormat;
import io.sigment.common.Credentials;
import io.vertx.core.buffer.Buffer;
import io.vertx.sqlclient.Pool;
import io.vertx.sqlclient.Tuple;
import java.util.List;
import java.util.stream.IntStream;

/**
 * A long-poll run's users, written straight into accounts' tables, all in four statements: user {@code usr_lp<run>_<u>}
 * with one API key, {@code key_lpusr_lp<run>_<u>}, a member of workspace {@code ws_lp<run>_<u % workspaces>}.
 */
final class LongPollUsers {
    private LongPollUsers() {}

    /** {@code users} users with one API key each; user i is a member of workspace i % workspaces. Their keys. */
    static List<String> create(Pool sql, String run, int users, int workspaces) {
        var userIds = IntStream.range(0, users).mapToObj(u -> userId(run, u)).toArray(String[]::new);
        var keys =
                IntStream.range(0, users).mapToObj(u -> ApiKeyFormat.newKey()).toList();
        sql.preparedQuery(
                        "INSERT INTO accounts.workspaces (workspace_id, name) SELECT w, w FROM unnest($1::text[]) AS t(w)")
                .execute(Tuple.tuple()
                        .addArrayOfString(IntStream.range(0, workspaces)
                                .mapToObj(w -> workspace(run, w))
                                .toArray(String[]::new)))
                .await();
        sql.preparedQuery("INSERT INTO accounts.users (user_id, email, name) SELECT u, u || '@test.sigment', u "
                        + "FROM unnest($1::text[]) AS t(u)")
                .execute(Tuple.tuple().addArrayOfString(userIds))
                .await();
        sql.preparedQuery("INSERT INTO accounts.memberships (workspace_id, user_id, role) "
                        + "SELECT w, u, 'member' FROM unnest($1::text[], $2::text[]) AS t(w, u)")
                .execute(Tuple.tuple()
                        .addArrayOfString(IntStream.range(0, users)
                                .mapToObj(u -> workspace(run, u % workspaces))
                                .toArray(String[]::new))
                        .addArrayOfString(userIds))
                .await();
        // A key acts in the workspaces listed for it (issue 40): each user's key in their one workspace, listed in the
        // same statement as the key, as accounts does.
        sql.preparedQuery("WITH k AS (INSERT INTO accounts.api_keys (key_id, user_id, name, key_hash, prefix, last4) "
                        + "SELECT 'key_lp' || u, u, 'long-poll key', h, 'ak_', 'xxxx' FROM unnest($1::text[], $2::bytea[]) "
                        + "AS t(u, h) RETURNING key_id, user_id) "
                        + "INSERT INTO accounts.api_key_workspaces (key_id, workspace_id) SELECT k.key_id, m.workspace_id "
                        + "FROM k JOIN accounts.memberships m USING (user_id)")
                .execute(Tuple.tuple()
                        .addArrayOfString(userIds)
                        .addArrayOfBuffer(keys.stream()
                                .map(k -> Buffer.buffer(Credentials.sha256(k)))
                                .toArray(Buffer[]::new)))
                .await();
        return keys;
    }

    static String userId(String run, int index) {
        return "usr_lp" + run + "_" + index;
    }

    static String keyId(String run, int index) {
        return "key_lp" + userId(run, index);
    }

    static String workspace(String run, int index) {
        return "ws_lp" + run + "_" + index;
    }
}
