package io.sigment.accounts.testing;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.sigment.accounts.AccountsService;
import io.sigment.accounts.AccountsVerticle;
import io.sigment.accounts.identity.IdentityStore;
import io.sigment.accounts.ledger.LedgerStore;
import io.sigment.accounts.ledger.TopUpCredits;
import io.sigment.common.Caller;
import io.sigment.common.Setting;
import io.sigment.common.ToolError;
import io.sigment.common.bus.ServiceAddress;
import io.sigment.common.bus.ServiceClient;
import io.sigment.common.testing.MovableClock;
import io.sigment.common.testing.ServiceHarness;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import io.vertx.sqlclient.Pool;
import java.time.Duration;
import java.util.List;
import java.util.UUID;

/**
 * accounts-service as other services meet it, once per test JVM ({@link ServiceHarness}): a fresh database, two
 * verticle instances (two event loops, two pools, like two replicas) on one cluster member, and requests sent from
 * a second member over the clustered event bus. Its clock is movable for the UTC-day tests.
 */
public final class AccountsTestService {
    private static AccountsTestService shared;

    public final MovableClock clock;
    public final Vertx serviceNode;
    public final Vertx clientNode;
    public final ServiceClient client;
    public final Pool pool;
    /** Where the service's mail goes: a real SMTP server in this JVM. */
    public final TestMailServer mail = new TestMailServer();

    private final ServiceHarness service;

    private AccountsTestService() {
        service = ServiceHarness.of(AccountsService.SCHEMA)
                .instances(2)
                .clustered(ServiceAddress.ACCOUNTS)
                .settings(config -> config.with(Setting.MAIL_SMTP_URL, mail.url()))
                .timeout(Duration.ofSeconds(20))
                .start(AccountsVerticle::new);
        clock = service.clock;
        serviceNode = service.vertx;
        clientNode = service.clientNode;
        client = service.client;
        pool = service.pool();
    }

    public static synchronized AccountsTestService shared() {
        if (shared == null) {
            shared = new AccountsTestService();
            Runtime.getRuntime().addShutdownHook(new Thread(shared.service::close));
        }
        return shared;
    }

    /** A new user owning one new workspace on {@code plan}. */
    public TestWorkspace newWorkspace(String plan) {
        var id = UUID.randomUUID().toString().replace("-", "").substring(0, 10);
        var workspace = new TestWorkspace("usr_" + id, "ws_" + id);
        new IdentityStore(pool)
                .inTransaction(identity -> {
                    return identity.ensureUser(workspace.userId(), workspace.userId() + "@test.sigment", "Test " + id)
                            .compose(v -> identity.ensureWorkspace(workspace.workspaceId(), "Workspace " + id))
                            .compose(v -> identity.ensureMember(workspace.workspaceId(), workspace.userId(), "owner"))
                            .compose(v -> identity.setPlan(workspace.workspaceId(), plan));
                })
                .await();
        return workspace;
    }

    public void topUp(TestWorkspace workspace, long credits) {
        new LedgerStore(pool)
                .inTransaction(ledger -> new TopUpCredits(clock)
                        .credit(
                                ledger,
                                workspace.workspaceId(),
                                credits,
                                "test",
                                "test top-up",
                                "test:" + UUID.randomUUID()))
                .await();
    }

    /** The reply to {@code action} asked as the system (the app passes the person as {@code user_id}). */
    public JsonObject ask(String action, JsonObject args) {
        return request(action, Caller.system("t"), args).await();
    }

    /** The refusal {@code action} answers; fails the test if it succeeds or fails otherwise. */
    public ToolError refused(String action, JsonObject args) {
        var failure = new ToolError[1];
        assertThatThrownBy(() -> ask(action, args)).isInstanceOfSatisfying(ToolError.class, e -> failure[0] = e);
        return failure[0];
    }

    /**
     * {@code owner} invites {@code email} to their workspace; the reply with {@code mailed_token} added: the token of
     * the link the invitation mail to {@code email} carries (read from the SMTP server, as the invited person would).
     */
    public JsonObject invite(TestWorkspace owner, String email) {
        var before = mail.to(email).size();
        var reply = ask(
                "invite_member",
                new JsonObject()
                        .put("user_id", owner.userId())
                        .put("workspace_id", owner.workspaceId())
                        .put("email", email));
        var link = TestMailServer.link(mail.await(email, before + 1).get(before), "/app/invitations/");
        return reply.copy().put("mailed_token", link.substring(link.lastIndexOf('/') + 1));
    }

    /** Makes {@code member} a member of {@code owner}'s workspace (Team): invited by mail and accepted, as in the app. */
    public void join(TestWorkspace owner, TestWorkspace member) {
        var token = invite(owner, member.userId() + "@test.sigment").getString("mailed_token");
        ask(
                "accept_invitation",
                new JsonObject().put("user_id", member.userId()).put("token", token));
    }

    public Future<JsonObject> request(String action, Caller caller, JsonObject args) {
        return client.request(ServiceAddress.ACCOUNTS, action, caller, args);
    }

    /** The workspace's ledger kinds in insertion order. */
    public List<String> ledgerKinds(TestWorkspace workspace) {
        return service
                .sql(
                        "SELECT kind FROM accounts.ledger WHERE workspace_id = $1 ORDER BY entry_id",
                        workspace.workspaceId())
                .stream()
                .map(row -> row.getString("kind"))
                .toList();
    }
}
