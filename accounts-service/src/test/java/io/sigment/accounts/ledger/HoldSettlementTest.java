package io.sigment.accounts.ledger;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.sigment.accounts.testing.AccountsTestService;
import io.sigment.accounts.testing.TestWorkspace;
import io.sigment.common.ToolError;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** capture, release and refund: each idempotent, even when the same request arrives several times at once. */
class HoldSettlementTest {
    private static AccountsTestService accounts;

    @BeforeAll
    static void start() {
        accounts = AccountsTestService.shared();
    }

    private String hold(TestWorkspace workspace) {
        return accounts.request("authorize", workspace.agent(), SpendAuthorizationTest.analysis(15, 15))
                .await()
                .getString("hold_id");
    }

    /** The same settlement three times at once; returns the replies. */
    private List<JsonObject> threeTimes(String action, TestWorkspace workspace, String holdId) {
        var args = new JsonObject().put("hold_id", holdId);
        return Future.all(List.of(
                        accounts.request(action, workspace.service(), args),
                        accounts.request(action, workspace.service(), args),
                        accounts.request(action, workspace.service(), args)))
                .await()
                .list();
    }

    private JsonObject credits(TestWorkspace workspace) {
        return accounts.request("get_account", workspace.agent(), new JsonObject())
                .await()
                .getJsonObject("credits");
    }

    @Test
    void capture_delivered_three_times_writes_one_charge() {
        var workspace = accounts.newWorkspace("pro");
        accounts.topUp(workspace, 100);
        var holdId = hold(workspace);
        var replies = threeTimes("capture", workspace, holdId);
        assertThat(replies).allSatisfy(reply -> {
            assertThat(reply.getString("status")).isEqualTo("captured");
            assertThat(reply.getJsonObject("credits").getLong("charged")).isEqualTo(15);
            assertThat(reply.getJsonObject("credits").getLong("balance")).isEqualTo(85);
        });
        assertThat(accounts.ledgerKinds(workspace)).containsExactly("top_up", "hold", "charge");
        assertThat(credits(workspace).getLong("available")).isEqualTo(85);
    }

    @Test
    void refund_delivered_three_times_returns_the_credits_once() {
        var workspace = accounts.newWorkspace("pro");
        accounts.topUp(workspace, 100);
        var holdId = hold(workspace);
        accounts.request("capture", workspace.service(), new JsonObject().put("hold_id", holdId))
                .await();
        var replies = threeTimes("refund", workspace, holdId);
        assertThat(replies)
                .allSatisfy(reply -> assertThat(reply.getString("status")).isEqualTo("refunded"));
        assertThat(accounts.ledgerKinds(workspace)).containsExactly("top_up", "hold", "charge", "refund");
        assertThat(credits(workspace).getLong("balance")).isEqualTo(100);
        assertThat(credits(workspace).getLong("available")).isEqualTo(100);
        var history = accounts.request("get_credit_history", workspace.agent(), new JsonObject())
                .await()
                .getJsonArray("entries");
        assertThat(history.stream().map(e -> ((JsonObject) e).getString("type")).toList())
                .containsExactly("refund", "charge", "top_up");
        assertThat(history.getJsonObject(1).getLong("credits")).isEqualTo(-15);
        assertThat(history.getJsonObject(1).getString("for")).isEqualTo("analysis");
        assertThat(history.getJsonObject(1).getString("job_id")).startsWith("snapshot:a/");
    }

    @Test
    void release_frees_a_hold_once_and_a_released_hold_cannot_be_captured() {
        var workspace = accounts.newWorkspace("pro");
        accounts.topUp(workspace, 100);
        var holdId = hold(workspace);
        assertThat(threeTimes("release", workspace, holdId))
                .allSatisfy(reply -> assertThat(reply.getString("status")).isEqualTo("released"));
        assertThat(accounts.ledgerKinds(workspace)).containsExactly("top_up", "hold", "release");
        assertThat(credits(workspace).getLong("available")).isEqualTo(100);
        var error = catchThrowableOfType(
                ToolError.class,
                () -> accounts.request("capture", workspace.service(), new JsonObject().put("hold_id", holdId))
                        .await());
        assertThat(error.kind()).isEqualTo(ToolError.Kind.INVALID_ARGUMENTS);
        assertThat(accounts.ledgerKinds(workspace)).containsExactly("top_up", "hold", "release");
    }

    @Test
    void refund_of_a_hold_never_charged_releases_it_and_release_of_a_charge_is_refused() {
        var workspace = accounts.newWorkspace("pro");
        accounts.topUp(workspace, 100);
        var open = hold(workspace);
        assertThat(accounts.request("refund", workspace.service(), new JsonObject().put("hold_id", open))
                        .await()
                        .getString("status"))
                .isEqualTo("released");
        var charged = hold(workspace);
        accounts.request("capture", workspace.service(), new JsonObject().put("hold_id", charged))
                .await();
        assertThat(catchThrowableOfType(
                                ToolError.class,
                                () -> accounts.request(
                                                "release",
                                                workspace.service(),
                                                new JsonObject().put("hold_id", charged))
                                        .await())
                        .getMessage())
                .contains("refund it instead");
        assertThat(accounts.ledgerKinds(workspace)).containsExactly("top_up", "hold", "release", "hold", "charge");
        assertThat(credits(workspace).getLong("balance")).isEqualTo(85);
    }

    @Test
    void a_hold_of_another_workspace_is_not_found() {
        var owner = accounts.newWorkspace("pro");
        accounts.topUp(owner, 100);
        var holdId = hold(owner);
        var stranger = accounts.newWorkspace("pro");
        var error = catchThrowableOfType(
                ToolError.class,
                () -> accounts.request("capture", stranger.service(), new JsonObject().put("hold_id", holdId))
                        .await());
        assertThat(error.getMessage()).startsWith("Not found, or this account has no access to it");
        assertThat(accounts.ledgerKinds(owner)).containsExactly("top_up", "hold");
    }

    @Test
    void the_ledger_refuses_updates_and_deletes() {
        var workspace = accounts.newWorkspace("pro");
        accounts.topUp(workspace, 100);
        var failure = catchThrowableOfType(
                RuntimeException.class,
                () -> accounts.pool
                        .preparedQuery("DELETE FROM accounts.ledger WHERE workspace_id = $1")
                        .execute(io.vertx.sqlclient.Tuple.of(workspace.workspaceId()))
                        .await());
        assertThat(failure).hasMessageContaining("append-only");
        assertThat(accounts.ledgerKinds(workspace)).containsExactly("top_up");
    }
}
