package io.sigment.accounts.ledger;

import io.sigment.accounts.plans.SpendAction;
import io.sigment.common.Caller;
import io.sigment.common.Platform;
import io.sigment.common.ToolArgs;
import io.sigment.common.ToolError;
import io.sigment.common.api.analytics.AnalysisId;
import io.sigment.common.api.jobs.JobId;
import io.vertx.core.json.JsonObject;
import java.util.ArrayList;
import java.util.List;

/** The arguments of {@code authorize}, checked; the workspace and credential come from the caller. */
record AuthorizeRequest(String workspaceId, String action, long price, long maxCredits, String idempotencyKey,
                        List<String> platforms, int handleCount, String description, String jobId,
                        String analysisId, boolean agent, String credentialId) {

  static AuthorizeRequest parse(Caller caller, JsonObject args) {
    if (caller.workspaceId() == null) throw ToolError.invalidArguments("caller.workspace_id: required");
    var action = ToolArgs.string(args, "action", 1, 50);
    if (!SpendAction.ALL.contains(action)) throw ToolError.invalidArguments("action: must be one of " + SpendAction.ALL);
    var price = ToolArgs.nonNegative(args, "price");
    if (price > LedgerEntry.MAX_AMOUNT) throw ToolError.invalidArguments("price: at most " + LedgerEntry.MAX_AMOUNT);
    var maxCredits = ToolArgs.nonNegative(args, "max_credits");
    var key = ToolArgs.string(args, "idempotency_key", 1, 300);
    var platforms = new ArrayList<String>();
    if (args.containsKey("platform")) platforms.add(ToolArgs.platform(args, null).key());
    if (args.containsKey("platforms")) {
      ToolArgs.strings(args, "platforms", Platform.values().length).forEach(p -> {
        if (!platforms.contains(p)) platforms.add(p);
      });
    }
    var handles = ToolArgs.integer(args, "handle_count", 0, Integer.MAX_VALUE, 0);
    return new AuthorizeRequest(caller.workspaceId(), action, price, maxCredits, key, List.copyOf(platforms),
        handles, ToolArgs.optionalString(args, "description", 0, Integer.MAX_VALUE),
        ToolArgs.optionalString(args, "job_id", 1, JobId.MAX_LENGTH),
        AnalysisId.readOptional(args).map(AnalysisId::value).orElse(null),
        caller.isAgent(), caller.credentialId());
  }


  LedgerEntry hold(String holdId, Totals after, java.time.OffsetDateTime at) {
    return new LedgerEntry(workspaceId, LedgerEntry.HOLD, price, after, holdId, action, description, jobId,
        analysisId, agent, credentialId, idempotencyKey, at);
  }
}
