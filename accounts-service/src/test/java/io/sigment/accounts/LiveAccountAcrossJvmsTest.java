package io.sigment.accounts;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.accounts.identity.IdentityStore;
import io.sigment.accounts.ledger.LedgerStore;
import io.sigment.accounts.ledger.TopUpCredits;
import io.sigment.accounts.testing.AuthorizeRequests;
import io.sigment.accounts.testing.TestWorkspace;
import io.sigment.common.Config;
import io.sigment.common.Setting;
import io.sigment.common.api.accounts.AccountsAction;
import io.sigment.common.bus.ServiceClient;
import io.sigment.common.cluster.Cluster;
import io.sigment.common.db.Postgres;
import io.sigment.common.ops.Metrics;
import io.sigment.common.testing.ChildJvm;
import io.sigment.common.testing.FreePorts;
import io.sigment.common.testing.TestConfig;
import io.vertx.core.json.JsonObject;
import java.time.Clock;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * Two accounts-service processes (their own Main, two JVMs) on one database, each keeping get_account's replies: a
 * hold, its charge and a release made through one are in the next calls answered by either, once the change's
 * broadcast ({@code Topics.ACCOUNTS_CHANGED}) arrived: measured, and within a second.
 */
class LiveAccountAcrossJvmsTest {
    /** Calls in a row that must all show a change: the bus sends round robin, so both processes answer some. */
    private static final int CALLS = 8;

    @Test
    void a_change_made_through_one_accounts_process_is_in_the_other_ones_next_replies() throws Exception {
        var first = TestConfig.withFreshDatabase(TestConfig.node());
        var second = TestConfig.joining(first).with(Setting.PG_URL, first.get(Setting.PG_URL));
        var self = TestConfig.joining(second);
        var members = self.get(Setting.CLUSTER_MEMBERS);
        first = first.with(Setting.CLUSTER_MEMBERS, members);
        second = second.with(Setting.CLUSTER_MEMBERS, members);

        try (var one = start(first, "accounts-one");
                var two = start(second, "accounts-two")) {
            var vertx = Cluster.start(self, Metrics.newRegistry()).await();
            var pool = Postgres.pool(vertx, first, "live-account-test");
            try {
                var client = new ServiceClient(vertx, Duration.ofSeconds(5));
                var workspace = newWorkspace(pool);
                assertThat(millisUntilEveryCallShows(client, workspace, 100, 0)).isZero();

                var charged = client.request(
                                AccountsAction.AUTHORIZE, workspace.agent(), AuthorizeRequests.analysis(15, 15))
                        .await()
                        .getString("hold_id");
                var afterHold = millisUntilEveryCallShows(client, workspace, 100, 15);
                client.request(AccountsAction.CAPTURE, workspace.service(), new JsonObject().put("hold_id", charged))
                        .await();
                var afterCharge = millisUntilEveryCallShows(client, workspace, 85, 0);
                var released = client.request(
                                AccountsAction.AUTHORIZE, workspace.agent(), AuthorizeRequests.analysis(10, 10))
                        .await()
                        .getString("hold_id");
                millisUntilEveryCallShows(client, workspace, 85, 10);
                client.request(AccountsAction.RELEASE, workspace.service(), new JsonObject().put("hold_id", released))
                        .await();
                var afterRelease = millisUntilEveryCallShows(client, workspace, 85, 0);

                System.out.printf(
                        "both accounts processes showed the change: hold after %d ms, charge after %d ms, "
                                + "release after %d ms%n",
                        afterHold, afterCharge, afterRelease);
                assertThat(List.of(afterHold, afterCharge, afterRelease))
                        .as("ms until every reply of either process showed the change")
                        .allSatisfy(millis -> assertThat(millis).isLessThan(1000));
            } finally {
                pool.close();
                vertx.close().await();
            }
        }
    }

    /** Milliseconds until {@link #CALLS} replies in a row show {@code balance} and {@code held}; at most 5 s. */
    private static long millisUntilEveryCallShows(
            ServiceClient client, TestWorkspace workspace, long balance, long held) throws InterruptedException {
        var start = System.nanoTime();
        while (System.nanoTime() - start < 5_000_000_000L) {
            var elapsed = (System.nanoTime() - start) / 1_000_000;
            var shown = 0;
            while (shown < CALLS) {
                var credits = client.request(AccountsAction.GET_ACCOUNT, workspace.agent(), new JsonObject())
                        .await()
                        .getJsonObject("credits");
                if (credits.getLong("balance") != balance || credits.getLong("held") != held) break;
                shown++;
            }
            if (shown == CALLS) return elapsed;
            Thread.sleep(10);
        }
        return Long.MAX_VALUE;
    }

    private static TestWorkspace newWorkspace(io.vertx.sqlclient.Pool pool) {
        var id = UUID.randomUUID().toString().replace("-", "").substring(0, 10);
        var workspace = new TestWorkspace("usr_" + id, "ws_" + id);
        new IdentityStore(pool)
                .inTransaction(identity -> identity.ensureUser(
                                workspace.userId(), workspace.userId() + "@test.sigment", "Test " + id)
                        .compose(v -> identity.ensureWorkspace(workspace.workspaceId(), "Workspace " + id))
                        .compose(v -> identity.ensureMember(workspace.workspaceId(), workspace.userId(), "owner"))
                        .compose(v -> identity.setPlan(workspace.workspaceId(), "pro")))
                .await();
        new LedgerStore(pool)
                .inTransaction(ledger -> new TopUpCredits(Clock.systemUTC())
                        .credit(ledger, workspace.workspaceId(), 100, "test", "test top-up", "test:" + id))
                .await();
        return workspace;
    }

    private static ChildJvm start(Config config, String name) {
        var env = new HashMap<>(config.asEnv());
        env.put(Setting.PROCESS_NAME.env(), name);
        env.put(Setting.MAIL_SMTP_URL.env(), "smtp+plain://127.0.0.1:" + FreePorts.next());
        env.put(Setting.MAIL_FROM.env(), "Sigment tests <no-reply@sigment.test>");
        var child = ChildJvm.start("io.sigment.accounts.Main", env);
        child.awaitHttpOk(
                "http://127.0.0.1:" + config.integer(Setting.MANAGEMENT_PORT) + "/health/ready",
                Duration.ofSeconds(90));
        return child;
    }
}
