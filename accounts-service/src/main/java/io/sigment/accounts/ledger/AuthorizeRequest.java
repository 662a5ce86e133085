package io.sigment.accounts.ledger;

import io.sigment.accounts.plans.SpendAction;
import io.sigment.common.Caller;
import io.sigment.common.ToolError;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.ArrayList;
import java.util.List;

/** The arguments of {@code authorize}, checked; the workspace and credential come from the caller. */
record AuthorizeRequest(String workspaceId, String action, long price, long maxCredits, String idempotencyKey,
                        List<String> platforms, int handleCount, String description, String jobId,
                        String analysisId, boolean agent, String credentialId) {

  static AuthorizeRequest parse(Caller caller, JsonObject args) {
    var problems = new ArrayList<String>();
    if (caller.workspaceId() == null) problems.add("caller.workspace_id: required");
    var action = args.getValue("action") instanceof String s ? s : "";
    if (!SpendAction.ALL.contains(action)) problems.add("action: must be one of " + SpendAction.ALL);
    var price = nonNegative(args, "price", problems);
    var maxCredits = nonNegative(args, "max_credits", problems);
    var key = args.getValue("idempotency_key") instanceof String s ? s : "";
    if (key.isBlank() || key.length() > 300) problems.add("idempotency_key: 1-300 characters");
    var platforms = new ArrayList<String>();
    if (args.getValue("platform") instanceof String platform) platforms.add(platform);
    if (args.getValue("platforms") instanceof JsonArray list) {
      list.forEach(p -> {
        if (!platforms.contains(String.valueOf(p))) platforms.add(String.valueOf(p));
      });
    }
    var handles = args.getValue("handle_count") instanceof Number n ? n.intValue() : 0;
    if (!problems.isEmpty()) throw ToolError.invalidArguments(String.join("; ", problems));
    return new AuthorizeRequest(caller.workspaceId(), action, price, maxCredits, key, List.copyOf(platforms),
        handles, args.getString("description"), args.getString("job_id"), args.getString("analysis_id"),
        caller.isAgent(), caller.credentialId());
  }

  private static long nonNegative(JsonObject args, String name, List<String> problems) {
    if (args.getValue(name) instanceof Number n && n.longValue() >= 0 && n.doubleValue() == n.longValue()) {
      return n.longValue();
    }
    problems.add(name + ": must be an integer >= 0");
    return 0;
  }

  LedgerEntry hold(String holdId, Totals after, java.time.OffsetDateTime at) {
    return new LedgerEntry(workspaceId, LedgerEntry.HOLD, price, after, holdId, action, description, jobId,
        analysisId, agent, credentialId, idempotencyKey, at);
  }
}
