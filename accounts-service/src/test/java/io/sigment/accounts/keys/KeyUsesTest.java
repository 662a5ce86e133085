package io.sigment.accounts.keys;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.accounts.testing.AccountsTestService;
import io.sigment.common.Caller;
import io.sigment.common.Credentials;
import io.sigment.common.testing.Eventually;
import io.vertx.core.json.JsonObject;
import io.vertx.sqlclient.Tuple;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.util.Objects;
import org.junit.jupiter.api.Test;

/** Verifying a key is a read; its last use is written in the next batch, at most once a minute, never when revoked. */
class KeyUsesTest {
    private final AccountsTestService accounts = AccountsTestService.shared();

    @Test
    void a_verified_key_is_marked_used_within_seconds_and_not_again_within_the_minute() throws Exception {
        var key = newKey("used key");
        assertThat(lastUsed(key)).isNull();

        verify(key.getString("api_key"));
        var marked = awaitMarked(key);
        assertThat(marked).as("marked by the batch after the check").isNotNull();

        // A second use within the minute is not even queued: the flush after it (run here, not waited for) writes
        // nothing.
        var uses = new KeyUses(accounts.serviceNode, keys(), accounts.clock);
        uses.used(stored(key));
        uses.flush().await();
        assertThat(lastUsed(key))
                .as("a second use within the minute writes nothing")
                .isEqualTo(marked);
    }

    @Test
    void a_revoked_key_is_not_marked() {
        var key = newKey("revoked key");
        accounts.request(
                        "revoke_api_key",
                        Caller.system("t"),
                        new JsonObject()
                                .put("user_id", key.getString("user_id"))
                                .put("key_id", key.getString("key_id")))
                .await();

        assertThat(verify(key.getString("api_key")).getString("status")).isEqualTo("revoked");
        var uses = new KeyUses(accounts.serviceNode, keys(), accounts.clock);
        uses.used(stored(key));
        uses.flush().await();
        assertThat(lastUsed(key)).isNull();
        keys().markUsed(java.util.List.of(key.getString("key_id"))).await();
        assertThat(lastUsed(key)).as("nor by a write that raced the revocation").isNull();
    }

    private ApiKeysStore keys() {
        return new ApiKeysStore(accounts.pool);
    }

    private ApiKeysStore.StoredKey stored(JsonObject key) {
        return keys().findByHash(Credentials.sha256Hex(key.getString("api_key")))
                .await()
                .orElseThrow();
    }

    private JsonObject newKey(String name) {
        var workspace = accounts.newWorkspace("free");
        return accounts.request(
                        "create_api_key",
                        Caller.system("t"),
                        new JsonObject().put("user_id", workspace.userId()).put("name", name))
                .await()
                .put("user_id", workspace.userId());
    }

    private JsonObject verify(String apiKey) {
        return accounts.request(
                        "verify_api_key",
                        Caller.system("t"),
                        new JsonObject().put("key_sha256", Credentials.sha256Hex(apiKey)))
                .await();
    }

    private OffsetDateTime awaitMarked(JsonObject key) {
        return Eventually.poll(Duration.ofSeconds(10), Duration.ofMillis(100), () -> lastUsed(key), Objects::nonNull);
    }

    private OffsetDateTime lastUsed(JsonObject key) {
        return accounts.pool
                .preparedQuery("SELECT last_used_at FROM accounts.api_keys WHERE key_id = $1")
                .execute(Tuple.of(key.getString("key_id")))
                .await()
                .iterator()
                .next()
                .getOffsetDateTime("last_used_at");
    }
}
