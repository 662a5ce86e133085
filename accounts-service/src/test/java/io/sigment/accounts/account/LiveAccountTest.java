package io.sigment.accounts.account;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.accounts.identity.IdentityStore;
import io.sigment.accounts.testing.AccountsTestService;
import io.sigment.accounts.testing.AuthorizeRequests;
import io.sigment.accounts.testing.TestWorkspace;
import io.vertx.core.json.JsonObject;
import io.vertx.sqlclient.Tuple;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * get_account's replies are kept between calls ({@link AccountOverview}), yet every change to what it shows is in
 * the very next call, on either of the service's two instances: a hold, its charge, a release, a top-up, a
 * membership, a rename, a plan, the UTC day; and a change no count sees once the kept replies are
 * {@link AccountOverview#MAX_AGE} old.
 */
class LiveAccountTest {
    /** Enough calls in a row that both instances answer some (the bus sends round robin). */
    private static final int CALLS = 6;

    private static AccountsTestService accounts;

    @BeforeAll
    static void start() {
        accounts = AccountsTestService.shared();
    }

    /** The service's clock is shared with the module's other classes: a day moved on here must not stay moved. */
    @AfterEach
    void resetTheClock() {
        accounts.clock.reset();
    }

    @Test
    void a_hold_its_charge_a_release_and_a_top_up_are_in_the_next_call() {
        var workspace = accounts.newWorkspace("pro");
        accounts.topUp(workspace, 100);
        assertCredits(workspace, 100, 100, 0);

        var charged = authorize(workspace, 15);
        assertCredits(workspace, 100, 85, 15);
        settle("capture", workspace, charged);
        assertCredits(workspace, 85, 85, 0);

        var released = authorize(workspace, 10);
        assertCredits(workspace, 85, 75, 10);
        settle("release", workspace, released);
        assertCredits(workspace, 85, 85, 0);

        accounts.topUp(workspace, 40);
        assertCredits(workspace, 125, 125, 0);
        settle("refund", workspace, charged);
        assertCredits(workspace, 140, 140, 0);
    }

    @Test
    void a_membership_a_rename_a_removal_and_a_plan_change_are_in_the_next_call() {
        var owner = accounts.newWorkspace("team");
        var member = accounts.newWorkspace("free");
        assertWorkspaces(member, List.of(member.workspaceId()));

        accounts.join(owner, member);
        assertWorkspaces(member, List.of(member.workspaceId(), owner.workspaceId()));

        accounts.ask(
                "rename_workspace",
                new JsonObject()
                        .put("user_id", owner.userId())
                        .put("workspace_id", owner.workspaceId())
                        .put("name", "Renamed team"));
        for (int i = 0; i < CALLS; i++) {
            assertThat(account(member)
                            .getJsonArray("workspaces")
                            .getJsonObject(1)
                            .getString("name"))
                    .isEqualTo("Renamed team");
        }

        accounts.ask(
                "remove_member",
                new JsonObject()
                        .put("user_id", owner.userId())
                        .put("workspace_id", owner.workspaceId())
                        .put("member_user_id", member.userId()));
        assertWorkspaces(member, List.of(member.workspaceId()));

        for (int i = 0; i < CALLS; i++) assertThat(plan(owner)).isEqualTo("team");
        new IdentityStore(accounts.pool).setPlan(owner.workspaceId(), "pro").await();
        for (int i = 0; i < CALLS; i++) assertThat(plan(owner)).isEqualTo("pro");
    }

    @Test
    void agents_spend_starts_again_at_zero_on_the_next_utc_day() {
        var workspace = accounts.newWorkspace("pro");
        accounts.topUp(workspace, 100);
        authorize(workspace, 15);
        for (int i = 0; i < CALLS; i++) assertThat(spentToday(workspace)).isEqualTo(15);

        accounts.clock.advance(Duration.ofDays(1));
        for (int i = 0; i < CALLS; i++) assertThat(spentToday(workspace)).isZero();
    }

    @Test
    void a_change_no_count_sees_is_in_the_replies_once_the_kept_ones_are_max_age_old() throws Exception {
        var workspace = accounts.newWorkspace("pro");
        awaitNoChangeFor(Duration.ofMillis(300)); // the new workspace's change broadcast has reached both instances
        for (int i = 0; i < CALLS; i++) assertThat(workspaceName(workspace)).isNotEqualTo("Written by hand");
        // A row written by hand stands for a change whose broadcast never arrived: no change count sees it.
        accounts.pool
                .preparedQuery("UPDATE accounts.workspaces SET name = $1 WHERE workspace_id = $2")
                .execute(Tuple.of("Written by hand", workspace.workspaceId()))
                .await();
        var atOnce = new ArrayList<String>();
        for (int i = 0; i < CALLS; i++) atOnce.add(workspaceName(workspace));
        assertThat(atOnce)
                .as("replies kept: the hand-written name is not read at once")
                .doesNotContain("Written by hand");

        Thread.sleep(AccountOverview.MAX_AGE.toMillis() + 100);
        for (int i = 0; i < CALLS; i++) assertThat(workspaceName(workspace)).isEqualTo("Written by hand");
    }

    private static void awaitNoChangeFor(Duration quiet) throws InterruptedException {
        long seen;
        do {
            seen = AccountChanges.generation();
            Thread.sleep(quiet.toMillis());
        } while (AccountChanges.generation() != seen);
    }

    private String workspaceName(TestWorkspace workspace) {
        return account(workspace).getJsonObject("workspace").getString("name");
    }

    private JsonObject account(TestWorkspace workspace) {
        return accounts.request("get_account", workspace.agent(), new JsonObject())
                .await();
    }

    private void assertCredits(TestWorkspace workspace, long balance, long available, long held) {
        for (int i = 0; i < CALLS; i++) {
            var credits = account(workspace).getJsonObject("credits");
            assertThat(List.of(credits.getLong("balance"), credits.getLong("available"), credits.getLong("held")))
                    .isEqualTo(List.of(balance, available, held));
        }
    }

    private void assertWorkspaces(TestWorkspace workspace, List<String> ids) {
        for (int i = 0; i < CALLS; i++) {
            assertThat(account(workspace).getJsonArray("workspaces").stream()
                            .map(w -> ((JsonObject) w).getString("workspace_id"))
                            .toList())
                    .isEqualTo(ids);
        }
    }

    private String plan(TestWorkspace workspace) {
        return account(workspace)
                .getJsonObject("workspace")
                .getJsonObject("plan")
                .getString("plan_id");
    }

    private long spentToday(TestWorkspace workspace) {
        return account(workspace).getJsonObject("agent_spend_today").getLong("spent");
    }

    private String authorize(TestWorkspace workspace, long price) {
        return accounts.request("authorize", workspace.agent(), AuthorizeRequests.analysis(price, price))
                .await()
                .getString("hold_id");
    }

    private void settle(String action, TestWorkspace workspace, String holdId) {
        accounts.request(action, workspace.service(), new JsonObject().put("hold_id", holdId))
                .await();
    }
}
