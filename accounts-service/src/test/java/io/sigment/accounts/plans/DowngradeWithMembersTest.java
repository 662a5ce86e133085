package io.sigment.accounts.plans;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.sigment.accounts.testing.AccountsTestService;
import io.sigment.accounts.testing.TestWorkspace;
import io.sigment.accounts.topup.StripeApi;
import io.sigment.common.Caller;
import io.sigment.common.ToolError;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Test;

/**
 * Issue 26: a Team workspace with more people than a smaller plan allows is not downgraded (its members are never
 * dropped silently): the sandbox and the Stripe path both refuse, naming how many members to remove first. Once
 * they are gone, the downgrade goes through.
 */
class DowngradeWithMembersTest {
    private final AccountsTestService accounts = AccountsTestService.shared();

    private TestWorkspace teamWithMembers(int members) {
        var owner = accounts.newWorkspace("team");
        for (int i = 0; i < members; i++) accounts.join(owner, accounts.newWorkspace("free"));
        return owner;
    }

    private static JsonObject change(TestWorkspace owner, String planId) {
        return new JsonObject()
                .put("user_id", owner.userId())
                .put("workspace_id", owner.workspaceId())
                .put("plan_id", planId);
    }

    private SeatCheck seats() {
        return new SeatCheck(new io.sigment.accounts.members.MembersStore(accounts.pool), accounts.clock);
    }

    private java.util.Map<String, Plan> plans() {
        return new CatalogStore(accounts.pool).load().await().plans();
    }

    private String plan(TestWorkspace workspace) {
        return accounts.pool
                .preparedQuery("SELECT plan_id FROM accounts.workspaces WHERE workspace_id = $1")
                .execute(io.vertx.sqlclient.Tuple.of(workspace.workspaceId()))
                .await()
                .iterator()
                .next()
                .getString("plan_id");
    }

    @Test
    void the_sandbox_refuses_a_downgrade_that_would_drop_members_and_says_how_many_to_remove() {
        var sandbox = new PlanChanges(
                new PlanChangesStore(accounts.pool),
                true,
                new SubscriptionsStore(accounts.pool),
                null,
                seats(),
                plans());
        var owner = teamWithMembers(3);
        assertThatThrownBy(() -> sandbox.change(Caller.system("t"), change(owner, "free"))
                        .await())
                .isInstanceOfSatisfying(
                        ToolError.class, e -> assertThat(e.kind()).isEqualTo(ToolError.Kind.INVALID_ARGUMENTS))
                .hasMessage(
                        "Invalid arguments: plan_id: the Free plan allows only the owner in a workspace and this one has 4. "
                                + "Remove 3 members on the members page first, then change the plan. Fix them and call again.");
        assertThat(plan(owner)).isEqualTo("team");

        var crowdedFree = accounts.newWorkspace("free");
        accounts.pool
                .preparedQuery(
                        "INSERT INTO accounts.memberships (workspace_id, user_id, role) VALUES ($1, $2, 'member')")
                .execute(io.vertx.sqlclient.Tuple.of(
                        crowdedFree.workspaceId(), accounts.newWorkspace("free").userId()))
                .await();
        assertThat(sandbox.change(Caller.system("t"), change(crowdedFree, "pro"))
                        .await()
                        .getString("plan"))
                .as("a change to no fewer seats drops nobody, so it is not refused")
                .isEqualTo("pro");

        var alone = teamWithMembers(0);
        assertThat(sandbox.change(Caller.system("t"), change(alone, "pro"))
                        .await()
                        .getString("plan"))
                .isEqualTo("pro");
        assertThat(plan(alone)).isEqualTo("pro");
    }

    @Test
    void the_sandbox_counts_open_invitations_and_an_invitation_waits_for_an_open_downgrade_checkout() {
        var sandbox = new PlanChanges(
                new PlanChangesStore(accounts.pool),
                true,
                new SubscriptionsStore(accounts.pool),
                null,
                seats(),
                plans());
        var owner = teamWithMembers(0);
        var invited = accounts.ask(
                "invite_member",
                new JsonObject()
                        .put("user_id", owner.userId())
                        .put("workspace_id", owner.workspaceId())
                        .put("email", "invited-" + owner.userId() + "@example.com"));
        assertThat(invited.getString("invitation_id")).startsWith("invt_");
        assertThatThrownBy(() ->
                        sandbox.change(Caller.system("t"), change(owner, "pro")).await())
                .hasMessageStartingWith(
                        "Invalid arguments: plan_id: Pro allows only the owner and the workspace has more "
                                + "people and open invitations.");
        assertThat(plan(owner)).isEqualTo("team");

        accounts.pool
                .preparedQuery("INSERT INTO accounts.plan_checkouts (session_id, workspace_id, plan_id, requested_by, "
                        + "url) VALUES ($1, $2, 'pro', $3, 'https://checkout.stripe.com/c/pay/x')")
                .execute(io.vertx.sqlclient.Tuple.of(
                        "cs_open_" + owner.workspaceId(), owner.workspaceId(), owner.userId()))
                .await();
        var refused = accounts.refused(
                "invite_member",
                new JsonObject()
                        .put("user_id", owner.userId())
                        .put("workspace_id", owner.workspaceId())
                        .put("email", "second-" + owner.userId() + "@example.com"));
        assertThat(refused.kind()).isEqualTo(ToolError.Kind.PLAN_LIMIT);
        assertThat(refused.getMessage())
                .isEqualTo("Plan limit: this workspace's change to the Pro plan (up to 1 person) "
                        + "is waiting for its payment, so no one can be invited until it is paid or its checkout expires (24 hours "
                        + "after it was opened).");
        accounts.pool
                .preparedQuery("UPDATE accounts.plan_checkouts SET created_at = now() - interval '25 hours' "
                        + "WHERE session_id = $1")
                .execute(io.vertx.sqlclient.Tuple.of("cs_open_" + owner.workspaceId()))
                .await();
        assertThat(accounts.ask(
                                "invite_member",
                                new JsonObject()
                                        .put("user_id", owner.userId())
                                        .put("workspace_id", owner.workspaceId())
                                        .put("email", "second-" + owner.userId() + "@example.com"))
                        .getString("invitation_id"))
                .as("an expired checkout holds nothing up")
                .startsWith("invt_");
    }

    @Test
    void the_stripe_path_refuses_before_any_checkout_or_cancellation() {
        var stripe = new StripeSubscriptions(
                new StripeApi(accounts.serviceNode, "sk_test_unused", "http://127.0.0.1:9"), "http://localhost");
        var changes = new PlanChanges(
                new PlanChangesStore(accounts.pool),
                false,
                new SubscriptionsStore(accounts.pool),
                stripe,
                seats(),
                plans());
        var owner = teamWithMembers(1);
        assertThatThrownBy(() ->
                        changes.change(Caller.system("t"), change(owner, "pro")).await())
                .hasMessageContaining(
                        "the Pro plan allows only the owner in a workspace and this one has 2. Remove 1 member on "
                                + "the members page first");
        assertThat(plan(owner)).isEqualTo("team");
        var stranger = accounts.newWorkspace("free");
        assertThatThrownBy(() -> changes.change(
                                Caller.system("t"),
                                new JsonObject()
                                        .put("user_id", stranger.userId())
                                        .put("workspace_id", owner.workspaceId())
                                        .put("plan_id", "free"))
                        .await())
                .hasMessageContaining("Only the workspace's owner changes its plan.");
    }
}
