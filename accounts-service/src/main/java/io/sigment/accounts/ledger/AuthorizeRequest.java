package io.sigment.accounts.ledger;

import io.sigment.accounts.plans.SpendAction;
import io.sigment.common.Caller;
import io.sigment.common.Platform;
import io.sigment.common.ToolArgs;
import io.sigment.common.ToolError;
import io.sigment.common.api.accounts.HoldRequest;
import io.sigment.common.api.analytics.AnalysisId;
import io.sigment.common.api.jobs.JobId;
import io.vertx.core.json.DecodeException;
import io.vertx.core.json.JsonObject;
import java.util.ArrayList;
import java.util.List;

/**
 * The {@link HoldRequest} of {@code authorize}, read through its contract record and checked; the workspace and
 * credential come from the caller.
 */
record AuthorizeRequest(
        String workspaceId,
        String action,
        long price,
        long maxCredits,
        String idempotencyKey,
        List<String> platforms,
        int handleCount,
        String description,
        String jobId,
        String analysisId,
        boolean agent,
        String credentialId) {

    static AuthorizeRequest parse(Caller caller, JsonObject args) {
        if (caller.workspaceId() == null) throw ToolError.invalidArguments("caller.workspace_id: required");
        HoldRequest hold;
        try {
            hold = HoldRequest.fromJson(args);
        } catch (DecodeException e) {
            throw ToolError.invalidArguments(e.getMessage());
        }
        var action = text("action", hold.action(), 1, 50, true);
        if (!SpendAction.ALL.contains(action))
            throw ToolError.invalidArguments("action: must be one of " + SpendAction.ALL);
        var price = nonNegative("price", hold.price());
        if (price > LedgerEntry.MAX_AMOUNT)
            throw ToolError.invalidArguments("price: at most " + LedgerEntry.MAX_AMOUNT);
        var maxCredits = nonNegative("max_credits", hold.maxCredits());
        var key = text("idempotency_key", hold.idempotencyKey(), 1, 300, true);
        var platforms = new ArrayList<String>();
        if (hold.platform() != null)
            platforms.add(Platform.parse(hold.platform()).key());
        if (hold.platforms() != null) {
            if (hold.platforms().isEmpty() || hold.platforms().size() > Platform.values().length) {
                throw ToolError.invalidArguments("platforms: 1-" + Platform.values().length + " items");
            }
            for (var p : hold.platforms()) {
                if (p == null || p.isBlank()) throw ToolError.invalidArguments("platforms: each a non-empty string");
                if (!platforms.contains(p.trim())) platforms.add(p.trim());
            }
        }
        if (hold.handleCount() < 0) {
            throw ToolError.invalidArguments("handle_count: an integer from 0 to " + Integer.MAX_VALUE);
        }
        return new AuthorizeRequest(
                caller.workspaceId(),
                action,
                price,
                maxCredits,
                key,
                List.copyOf(platforms),
                hold.handleCount(),
                hold.description(),
                text("job_id", hold.jobId(), 1, JobId.MAX_LENGTH, false),
                text(AnalysisId.ARG, hold.analysisId(), 1, AnalysisId.MAX_LENGTH, false),
                caller.isAgent(),
                caller.credentialId());
    }

    /** {@code value} of {@code min}-{@code max} characters, with {@link ToolArgs}'s rule and wording. */
    private static String text(String name, String value, int min, int max, boolean required) {
        var args = new JsonObject().put(name, value);
        return required ? ToolArgs.string(args, name, min, max) : ToolArgs.optionalString(args, name, min, max);
    }

    private static long nonNegative(String name, Long value) {
        if (value == null || value < 0) throw ToolError.invalidArguments(name + ": must be an integer >= 0");
        return value;
    }

    LedgerEntry hold(String holdId, Totals after, java.time.OffsetDateTime at) {
        return new LedgerEntry(
                workspaceId,
                LedgerEntry.HOLD,
                price,
                after,
                holdId,
                action,
                description,
                jobId,
                analysisId,
                agent,
                credentialId,
                idempotencyKey,
                at);
    }
}
