package io.sigment.system.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.Caller;
import io.sigment.common.ToolError;
import io.sigment.common.bus.ServiceClient;
import io.sigment.gateway.tools.ToolCatalog;
import io.sigment.gateway.tools.ToolDefinition;
import io.sigment.system.testing.TestAccounts;
import io.sigment.system.testing.TestStack;
import io.vertx.core.json.JsonObject;
import java.time.Duration;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Every tool of the catalog ({@code ToolSpecs.all()}) is answered by the service the catalog names,
 * on the whole stack: a tool is served when its service's address handles the action (any reply, success or a
 * business error such as "Invalid arguments…"), not served when nobody answers or the service says "not served
 * yet". So no tool can silently answer "not served yet".
 */
@Tag("stack")
class EveryToolIsServedTest {
    /** Tools the catalog lists that no service serves yet. Remove a tool here in the change that serves it. */
    private static final Set<String> NOT_SERVED_YET = Set.of();

    @Test
    void every_catalog_tool_is_answered_by_its_service_except_the_listed_ones_and_those_are_not() {
        var stack = TestStack.shared();
        var user = TestAccounts.newUser(stack);
        var workspace = user.workspaceIds().get(0);
        var caller = new Caller(
                "req-binding", user.userId(), workspace, "api_key", user.keyId(), "binding test", user.workspaceIds());
        var client = new ServiceClient(stack.vertx(), Duration.ofSeconds(30));
        var notServed = new TreeSet<String>();
        for (var tool : ToolCatalog.load().all()) {
            if (!served(client, caller, tool)) notServed.add(tool.name());
        }
        assertThat(notServed)
                .as("tools not served (shrink NOT_SERVED_YET when a tool becomes served)")
                .containsExactlyInAnyOrderElementsOf(NOT_SERVED_YET);
    }

    /** Empty arguments: a served tool refuses them (or answers); only a missing handler says nothing about them. */
    private static boolean served(ServiceClient client, Caller caller, ToolDefinition tool) {
        try {
            client.request(tool.service(), tool.name(), caller, new JsonObject())
                    .await();
            return true;
        } catch (ToolError error) {
            return !error.getMessage().equals(ToolError.notServed().getMessage())
                    && !error.getMessage().equals(ToolError.unavailable().getMessage());
        }
    }
}
