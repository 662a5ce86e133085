package io.sigment.system.testing;

import io.sigment.accounts.identity.IdentityStore;
import io.sigment.accounts.ledger.LedgerStore;
import io.sigment.accounts.ledger.TopUpCredits;
import io.sigment.common.Caller;
import io.sigment.common.api.accounts.AccountsAction;
import io.sigment.common.bus.ServiceClient;
import io.sigment.local.LocalStack;
import io.vertx.core.json.JsonObject;
import io.vertx.sqlclient.Pool;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.UUID;

/** Credits and plans of test workspaces, moved with accounts-service's own code, and paid work's holds. */
public final class TestCredits {
    private TestCredits() {}

    /** Adds {@code credits} to the workspace as one top-up. */
    public static void topUp(String workspaceId, long credits) {
        topUp(TestStack.shared(), workspaceId, credits);
    }

    public static void topUp(LocalStack stack, String workspaceId, long credits) {
        var pool = TestStack.pool(stack);
        try {
            topUp(pool, workspaceId, credits);
        } finally {
            pool.close();
        }
    }

    /** Adds {@code credits} to the workspace as one top-up, through {@code pool} (a test's own). */
    public static void topUp(Pool pool, String workspaceId, long credits) {
        new LedgerStore(pool)
                .inTransaction(ledger -> new TopUpCredits(Clock.systemUTC())
                        .credit(ledger, workspaceId, credits, "test", "test top-up", "test:" + UUID.randomUUID()))
                .await();
    }

    /** Puts the workspace on the Pro plan with {@code credits} credits, in the processes topology's database. */
    public static void proWithCredits(ProcessesTopology topology, String workspaceId, long credits) {
        var pool = topology.pool();
        try {
            new IdentityStore(pool).setPlan(workspaceId, "pro").await();
            topUp(pool, workspaceId, credits);
        } finally {
            pool.close();
        }
    }

    public static void setPlan(String workspaceId, String plan) {
        setPlan(TestStack.shared(), workspaceId, plan);
    }

    public static void setPlan(LocalStack stack, String workspaceId, String plan) {
        var pool = TestStack.pool(stack);
        try {
            new IdentityStore(pool).setPlan(workspaceId, plan).await();
        } finally {
            pool.close();
        }
    }

    /** Paid work as jobs-service does it: authorize as the agent, then capture as the service. Returns the hold. */
    public static String chargeAsAgent(TestAccounts.TestUser user, String workspaceId, long price, String jobId) {
        return chargeAsAgent(TestStack.shared(), user, workspaceId, price, jobId);
    }

    public static String chargeAsAgent(
            LocalStack stack, TestAccounts.TestUser user, String workspaceId, long price, String jobId) {
        var agent = new Caller(
                "t-" + UUID.randomUUID(),
                user.userId(),
                workspaceId,
                "api_key",
                user.keyId(),
                "test",
                List.of(workspaceId));
        var accounts = new ServiceClient(stack.vertx(), Duration.ofSeconds(10));
        var hold = accounts.request(
                        AccountsAction.AUTHORIZE,
                        agent,
                        new JsonObject()
                                .put("action", "analysis")
                                .put("platform", "instagram")
                                .put("handle_count", 5)
                                .put("price", price)
                                .put("max_credits", price)
                                .put("idempotency_key", "test:" + jobId)
                                .put("job_id", jobId))
                .await()
                .getString("hold_id");
        accounts.request(
                        AccountsAction.CAPTURE,
                        Caller.system("t").inWorkspace(workspaceId),
                        new JsonObject().put("hold_id", hold))
                .await();
        return hold;
    }

    public static void refund(String workspaceId, String holdId) {
        new ServiceClient(TestStack.shared().vertx(), Duration.ofSeconds(10))
                .request(
                        AccountsAction.REFUND,
                        Caller.system("t").inWorkspace(workspaceId),
                        new JsonObject().put("hold_id", holdId))
                .await();
    }
}
