package io.sigment.system.testing;

import io.sigment.accounts.identity.IdentityStore;
import io.sigment.accounts.keys.ApiKeyFormat;
import io.sigment.accounts.keys.ApiKeysStore;
import io.sigment.accounts.signin.Passwords;
import io.sigment.accounts.signin.SessionsStore;
import io.sigment.common.Config;
import io.sigment.common.db.Postgres;
import io.sigment.common.testing.Eventually;
import io.sigment.local.LocalStack;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import java.util.List;
import java.util.UUID;

/**
 * New users with their own workspaces and API keys, made with accounts-service's own stores (what the
 * app's sign-up will do), so each test has its own limits, credits and data.
 */
public final class TestAccounts {
    private TestAccounts() {}

    public record TestUser(String userId, List<String> workspaceIds, String apiKey, String keyId) {}

    public static TestUser newUser(LocalStack stack, int workspaces) {
        return newUser(stack.vertx(), stack.config(), workspaces);
    }

    /** A new user in the database of {@code config} (for tests running a stack of their own). */
    public static TestUser newUser(Vertx vertx, Config config, int workspaces) {
        var id = UUID.randomUUID().toString().substring(0, 8);
        var userId = "usr_t" + id;
        var workspaceIds = java.util.stream.IntStream.range(0, workspaces)
                .mapToObj(i -> "ws_t" + id + "_" + i)
                .toList();
        var pool = Postgres.pool(vertx, config, "test-accounts");
        try {
            var key = ApiKeyFormat.newKey();
            var keyId = new IdentityStore(pool)
                    .inTransaction(identity -> {
                        Future<Void> chain = identity.ensureUser(userId, userId + "@test.sigment", "Test " + id);
                        for (var workspace : workspaceIds) {
                            chain = chain.compose(v -> identity.ensureWorkspace(workspace, "Workspace " + workspace))
                                    .compose(v -> identity.ensureMember(workspace, userId, "owner"));
                        }
                        return chain;
                    })
                    .compose(v -> new ApiKeysStore(pool).insert(userId, "test key " + id, key))
                    .await();
            return new TestUser(userId, workspaceIds, key, keyId);
        } finally {
            pool.close();
        }
    }

    public static TestUser newUser(LocalStack stack) {
        return newUser(stack, 1);
    }

    /**
     * A made-up user's stored password: Argon2id at 64 KiB and one pass, not sign-up's 19 MiB and two. Sign-in
     * verifies it the same way (the cost is read from the hash); OWASP's cost here took ~0.08 CPU-seconds (C1) to
     * store each of CI's ~140 such users and again at each of their sign-ins, ~20 CPU-seconds a run
     * (bench/results/2026-11-30-ci-cpu-by-process.md). Sign-up, invitations and resets store OWASP's cost, as their
     * tests check.
     */
    public static String passwordHash(String password) {
        return Passwords.hash(password, 64, 1);
    }

    /** The user's app sign-in email. */
    public static String email(TestUser user) {
        return user.userId() + "@test.sigment";
    }

    /**
     * Gives the user a password for the app's sign-in (stored as an Argon2id hash in sign-up's format, at
     * {@link #passwordHash}'s cost) and returns it.
     */
    public static String password(LocalStack stack, TestUser user) {
        return password(stack.vertx(), stack.config(), user);
    }

    /** {@link #password(LocalStack, TestUser)} for a stack of other services than {@code LocalStack}'s. */
    public static String password(Vertx vertx, Config config, TestUser user) {
        var password = "pw-" + user.userId() + "-correct horse";
        var pool = Postgres.pool(vertx, config, "test-accounts");
        try {
            new SessionsStore(pool)
                    .setPasswordHash(user.userId(), passwordHash(password))
                    .await();
            return password;
        } finally {
            pool.close();
        }
    }

    /** Marks the user's address verified, as a mailed link does (a sign-up, an invitation); returns the user. */
    public static TestUser verified(LocalStack stack, TestUser user) {
        var pool = Postgres.pool(stack.vertx(), stack.config(), "test-accounts");
        try {
            pool.preparedQuery("UPDATE accounts.users SET email_verified_at = now() WHERE user_id = $1")
                    .execute(io.vertx.sqlclient.Tuple.of(user.userId()))
                    .await();
            return user;
        } finally {
            pool.close();
        }
    }

    /** Another API key of the same user: the same user with that key and its id. */
    public static TestUser anotherKey(LocalStack stack, TestUser user) {
        var pool = Postgres.pool(stack.vertx(), stack.config(), "test-accounts");
        try {
            var key = ApiKeyFormat.newKey();
            var keyId = new ApiKeysStore(pool)
                    .insert(user.userId(), "second key", key)
                    .await();
            return new TestUser(user.userId(), user.workspaceIds(), key, keyId);
        } finally {
            pool.close();
        }
    }

    /**
     * A new API key of {@code user} for {@code workspaceId} only, as the app makes it (issue 40: a key acts in the
     * workspace it was created for; the user's first key, made with the user, reaches only the workspaces they had then).
     */
    public static String keyFor(LocalStack stack, TestUser user, String workspaceId) {
        var pool = Postgres.pool(stack.vertx(), stack.config(), "test-accounts");
        try {
            var key = ApiKeyFormat.newKey();
            new ApiKeysStore(pool)
                    .insertFor(user.userId(), "workspace key", key, workspaceId)
                    .await()
                    .orElseThrow(() ->
                            new IllegalStateException(user.userId() + " may not create a key for " + workspaceId));
            return key;
        } finally {
            pool.close();
        }
    }

    /**
     * Waits until the key's use is written: uses are written in batches each second, so a page read right after a call
     * could show the key "never" used.
     */
    public static void awaitKeyUseRecorded(LocalStack stack, String keyId) {
        var pool = TestStack.pool(stack);
        try {
            Eventually.await(
                    "the use of key " + keyId + " recorded",
                    java.time.Duration.ofSeconds(10),
                    java.time.Duration.ofMillis(50),
                    () -> pool.preparedQuery(
                                            "SELECT 1 FROM accounts.api_keys WHERE key_id = $1 AND last_used_at IS NOT NULL")
                                    .execute(io.vertx.sqlclient.Tuple.of(keyId))
                                    .await()
                                    .size()
                            > 0);
        } finally {
            pool.close();
        }
    }
}
