package io.sigment.accounts.keys;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.accounts.testing.AccountsTestService;
import io.sigment.common.Caller;
import io.sigment.common.Credentials;
import io.vertx.core.json.JsonObject;
import io.vertx.sqlclient.Tuple;
import java.util.ArrayList;
import org.junit.jupiter.api.Test;

/** API keys are stored as SHA-256 only: the key itself is in the creation reply and nowhere else. */
class ApiKeyStorageTest {

    @Test
    void the_raw_key_appears_nowhere_in_the_database_only_its_hash() {
        var accounts = AccountsTestService.shared();
        var workspace = accounts.newWorkspace("free");
        var created = accounts.request(
                        "create_api_key",
                        Caller.system("t"),
                        new JsonObject().put("user_id", workspace.userId()).put("name", "ci key"))
                .await();
        var key = created.getString("api_key");
        assertThat(ApiKeyFormat.looksLikeKey(key)).isTrue();
        var body = key.substring(ApiKeyFormat.PREFIX.length());

        var tables = new ArrayList<String>();
        accounts.pool
                .query("SELECT table_name FROM information_schema.tables WHERE table_schema = 'accounts'")
                .execute()
                .await()
                .forEach(row -> tables.add(row.getString("table_name")));
        assertThat(tables).contains("api_keys", "ledger", "users");
        for (var table : tables) {
            var hits = accounts.pool
                    .preparedQuery("SELECT count(*) AS n FROM accounts." + table
                            + " t WHERE strpos(row_to_json(t)::text, $1) > 0 OR strpos(row_to_json(t)::text, $2) > 0")
                    .execute(Tuple.of(body, body.substring(0, 20)))
                    .await()
                    .iterator()
                    .next()
                    .getLong("n");
            assertThat(hits).as("rows of accounts.%s holding the key", table).isZero();
        }

        var stored = accounts.pool
                .preparedQuery("SELECT key_hash, prefix, last4 FROM accounts.api_keys WHERE key_id = $1")
                .execute(Tuple.of(created.getString("key_id")))
                .await()
                .iterator()
                .next();
        assertThat(stored.getBuffer("key_hash").getBytes()).isEqualTo(Credentials.sha256(key));
        assertThat(stored.getString("prefix")).isEqualTo(key.substring(0, 7));
        assertThat(stored.getString("last4")).isEqualTo(key.substring(key.length() - 4));

        var verified = accounts.request(
                        "verify_api_key",
                        Caller.system("t"),
                        new JsonObject().put("key_sha256", Credentials.sha256Hex(key)))
                .await();
        assertThat(verified.getString("status")).isEqualTo("active");
        var listed = accounts.request(
                        "list_api_keys", Caller.system("t"), new JsonObject().put("user_id", workspace.userId()))
                .await();
        assertThat(listed.encode()).doesNotContain(body).contains(stored.getString("last4"));
    }

    @Test
    void hashes_are_compared_in_constant_time_and_exactly() {
        var hash = Credentials.sha256("ak_x");
        assertThat(Credentials.sameHash(hash, Credentials.sha256("ak_x"))).isTrue();
        assertThat(Credentials.sameHash(hash, Credentials.sha256("ak_y"))).isFalse();
        assertThat(Credentials.sameHash(hash, new byte[0])).isFalse();
        assertThat(Credentials.sameHash(null, hash)).isFalse();
    }
}
