package io.sigment.gateway.tools;

import io.sigment.common.bus.ServiceAction;
import io.sigment.common.bus.ServiceAddress;
import io.vertx.core.json.JsonObject;
import java.time.Duration;
import java.util.Optional;

/**
 * One tool, as the gateway uses its {@link io.sigment.common.tools.ToolSpec}: what {@code tools/list} shows
 * ({@code listing}), its input schema, the action of its service's contract that answers it (named as the tool;
 * the schema governs its arguments), and how the gateway treats its calls: a longer reply timeout (for long polls)
 * and whether each call counts against the user's hourly budget (sized by {@code SIGMENT_SEARCHES_PER_HOUR}), and the
 * MCP Apps view that shows its result ({@code _meta.ui.resourceUri}), if one does.
 */
public record ToolDefinition(
        String name,
        ServiceAction action,
        JsonObject listing,
        Optional<Duration> timeout,
        boolean hourlyLimited,
        TaskRole tasks,
        Optional<String> view) {

    /**
     * Its part in following jobs as tasks: a tool that starts a job ({@code answersAsTask}), the tool that reads a
     * job ({@code readsTasks}), or the tool that reads what a completed job of a kind made ({@code resultOfJobKind}).
     */
    public record TaskRole(boolean answersAsTask, boolean readsTasks, String resultOfJobKind) {}

    public ServiceAddress service() {
        return action.service();
    }

    public JsonObject inputSchema() {
        return listing.getJsonObject("inputSchema");
    }

    public boolean readOnly() {
        return listing.getJsonObject("annotations").getBoolean("readOnlyHint", false);
    }

    /**
     * Whether a call may be sent to its service a second time when a cluster member leaves while it waits: a
     * read-only, idempotent tool of the closed world (it reads Sigment's own database; an open-world read such as
     * {@code search_creators} spends platform budget). Never a tool that changes or spends anything.
     */
    public boolean resentOnMemberLoss() {
        var annotations = listing.getJsonObject("annotations");
        return readOnly()
                && annotations.getBoolean("idempotentHint", false)
                && !annotations.getBoolean("openWorldHint", true);
    }
}
