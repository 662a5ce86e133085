package io.sigment.accounts.keys;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.db.Migrations;
import io.sigment.common.testing.Jdbc;
import io.sigment.common.testing.TestDatabase;
import java.sql.SQLException;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.Test;

/**
 * Issue 40 (M2): a key made before V19 keeps the workspaces it reached, every workspace its user belonged to at the
 * migration (and so is listed to those workspaces' owners), but not one its user joins afterwards.
 */
class ApiKeyWorkspacesMigrationTest {

    @Test
    void v19_gives_each_existing_key_the_workspaces_of_its_user_at_migration_time() throws SQLException {
        var url = TestDatabase.fresh();
        Flyway.configure()
                .dataSource(url.jdbcUrl(), url.user(), url.password())
                .schemas("accounts")
                .defaultSchema("accounts")
                .createSchemas(true)
                .locations("classpath:db/accounts")
                .target("18")
                .load()
                .migrate();
        Jdbc.run(
                url,
                "INSERT INTO accounts.users (user_id, email, name) VALUES ('u_owner', 'o@x', 'Olga'), "
                        + "('u_member', 'm@x', 'Max'), ('u_alone', 'a@x', 'Ada')",
                "INSERT INTO accounts.workspaces (workspace_id, name) VALUES ('ws_team', 'Team'), ('ws_max', 'Max'), "
                        + "('ws_later', 'Later')",
                "INSERT INTO accounts.memberships (workspace_id, user_id, role) VALUES ('ws_team', 'u_owner', 'owner'), "
                        + "('ws_max', 'u_member', 'owner'), ('ws_team', 'u_member', 'member'), ('ws_later', 'u_alone', 'owner')",
                "INSERT INTO accounts.api_keys (key_id, user_id, name, key_hash, prefix, last4, revoked_at) VALUES "
                        + "('key_member', 'u_member', 'ci', '\\x01', 'ak_1', '1111', NULL), "
                        + "('key_old', 'u_member', 'old', '\\x02', 'ak_2', '2222', now()), "
                        + "('key_owner', 'u_owner', 'owner', '\\x03', 'ak_3', '3333', NULL)");

        Migrations.migrate(url, "accounts");

        assertThat(Jdbc.column(
                        url,
                        "SELECT key_id || ' ' || workspace_id FROM accounts.api_key_workspaces "
                                + "ORDER BY key_id, workspace_id"))
                .containsExactly(
                        "key_member ws_max",
                        "key_member ws_team",
                        "key_old ws_max",
                        "key_old ws_team",
                        "key_owner ws_team");
        assertThat(Jdbc.column(url, "SELECT bool_and(members_create_keys)::text FROM accounts.workspaces"))
                .as("members keep creating keys until an owner turns it off")
                .containsExactly("true");

        Jdbc.run(
                url,
                "INSERT INTO accounts.memberships (workspace_id, user_id, role) VALUES ('ws_later', 'u_member', 'member')");
        assertThat(Jdbc.column(
                        url,
                        "SELECT workspace_id FROM accounts.api_key_workspaces WHERE key_id = 'key_member' "
                                + "ORDER BY workspace_id"))
                .as("a workspace joined after the migration is not added")
                .containsExactly("ws_max", "ws_team");
    }

    @Test
    void a_key_an_older_replica_inserts_without_workspaces_reaches_its_users_workspaces_as_before()
            throws SQLException {
        var url = TestDatabase.fresh();
        Migrations.migrate(url, "accounts");
        Jdbc.run(
                url,
                "INSERT INTO accounts.users (user_id, email, name) VALUES ('u_member', 'm@x', 'Max')",
                "INSERT INTO accounts.workspaces (workspace_id, name) VALUES ('ws_team', 'Team'), ('ws_max', 'Max')",
                "INSERT INTO accounts.memberships (workspace_id, user_id, role) VALUES ('ws_max', 'u_member', 'owner'), "
                        + "('ws_team', 'u_member', 'member')",
                // What a replica older than V19 runs: the key alone.
                "INSERT INTO accounts.api_keys (key_id, user_id, name, key_hash, prefix, last4) VALUES "
                        + "('key_old_replica', 'u_member', 'ci', '\\x01', 'ak_1', '1111')",
                // What this version runs for a key made in the app for one workspace: the key and its workspace
                // together.
                "WITH k AS (INSERT INTO accounts.api_keys (key_id, user_id, name, key_hash, prefix, last4) VALUES "
                        + "('key_app', 'u_member', 'app', '\\x02', 'ak_2', '2222') RETURNING key_id) "
                        + "INSERT INTO accounts.api_key_workspaces (key_id, workspace_id) SELECT key_id, 'ws_team' FROM k");

        assertThat(Jdbc.column(
                        url,
                        "SELECT key_id || ' ' || workspace_id FROM accounts.api_key_workspaces "
                                + "ORDER BY key_id, workspace_id"))
                .containsExactly("key_app ws_team", "key_old_replica ws_max", "key_old_replica ws_team");
    }
}
