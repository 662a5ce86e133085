package io.sigment.accounts.ledger;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.sigment.accounts.testing.AccountsTestService;
import io.sigment.accounts.testing.TestWorkspace;
import io.sigment.common.Caller;
import io.sigment.common.ToolError;
import io.vertx.core.json.JsonObject;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** list_open_holds: what jobs-service's sweeper sees of holds that may have outlived their work. */
class OpenHoldsTest {
    private static AccountsTestService accounts;

    @BeforeAll
    static void start() {
        accounts = AccountsTestService.shared();
    }

    private String hold(TestWorkspace workspace, String key) {
        return accounts.request(
                        "authorize",
                        workspace.agent(),
                        SpendAuthorizationTest.analysis(15, 15).put("idempotency_key", key))
                .await()
                .getString("hold_id");
    }

    private List<String> listed(TestWorkspace workspace, long olderThanSeconds) {
        var reply = accounts.request(
                        "list_open_holds",
                        Caller.system("sweep"),
                        new JsonObject()
                                .put("older_than_seconds", olderThanSeconds)
                                .put("key_prefix", "job:")
                                .put("limit", 1000))
                .await();
        return reply.getJsonArray("holds").stream()
                .map(h -> (JsonObject) h)
                .filter(h -> workspace.workspaceId().equals(h.getString("workspace_id")))
                .map(h -> h.getString("hold_id"))
                .toList();
    }

    @Test
    void only_open_holds_of_the_prefix_older_than_asked_are_listed() {
        var workspace = accounts.newWorkspace("pro");
        accounts.topUp(workspace, 100);
        var open = hold(workspace, "job:" + UUID.randomUUID());
        var captured = hold(workspace, "job:" + UUID.randomUUID());
        accounts.request("capture", workspace.service(), new JsonObject().put("hold_id", captured))
                .await();
        var released = hold(workspace, "job:" + UUID.randomUUID());
        accounts.request("release", workspace.service(), new JsonObject().put("hold_id", released))
                .await();
        hold(workspace, "optimize:" + UUID.randomUUID());

        assertThat(listed(workspace, 0)).containsExactly(open);
        assertThat(listed(workspace, 3600)).as("younger than an hour").isEmpty();
    }

    @Test
    void an_agent_or_a_person_cannot_list_holds() {
        var workspace = accounts.newWorkspace("pro");
        var refusal = catchThrowableOfType(
                ToolError.class,
                () -> accounts.request(
                                "list_open_holds", workspace.agent(), new JsonObject().put("older_than_seconds", 0))
                        .await());
        assertThat(refusal.kind()).isEqualTo(ToolError.Kind.NOT_FOUND);
    }
}
