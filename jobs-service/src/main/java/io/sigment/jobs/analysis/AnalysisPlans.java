package io.sigment.jobs.analysis;

import io.sigment.common.api.accounts.AccountsAction;
import io.sigment.common.api.analytics.AnalyticsAction;
import io.sigment.common.Caller;
import io.sigment.common.Ids;
import io.sigment.common.Platform;
import io.sigment.common.ToolArgs;
import io.sigment.common.ToolError;
import io.sigment.common.bus.ServiceClient;
import io.sigment.jobs.engine.JobPlan;
import io.vertx.core.Future;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;

/**
 * Plans an analysis job: {@code analyze_creators} (a new analysis of the given creators) or {@code run_analysis}
 * (a new snapshot of an existing one, whose creators and workspace analytics names: the re-run runs there). The price is what accounts'
 * {@code quote_cost} says, so the call charges exactly what the quote showed.
 */
final class AnalysisPlans {
  static final int MAX_HANDLES = 50;
  private static final long MAX_CREDITS = 1000;

  private final ServiceClient services;

  AnalysisPlans(ServiceClient services) {
    this.services = services;
  }

  Future<JobPlan> plan(Caller caller, JsonObject args) {
    var platform = ToolArgs.platform(args, null);
    var maxCredits = ToolArgs.nonNegative(args, "max_credits");
    if (maxCredits > MAX_CREDITS) throw ToolError.invalidArguments("max_credits: an integer from 0 to " + MAX_CREDITS);
    if (args.containsKey("analysis_id")) {
      var analysisId = ToolArgs.string(args, "analysis_id", 1, 100);
      return services.request(AnalyticsAction.PRICING_FACTS, caller,
              new JsonObject().put("platform", platform.key()).put("analysis_id", analysisId))
          .compose(facts -> {
            var handles = handles(facts);
            var owner = caller.inWorkspace(facts.getString("workspace_id", caller.workspaceId()));
            return priced(owner, platform, handles, analysisId, maxCredits,
                new JsonObject().put("action", "analysis").put("platform", platform.key()).put("analysis_id", analysisId));
          });
    }
    var handles = handles(args);
    return priced(caller, platform, handles, Ids.random("an_"), maxCredits, new JsonObject().put("action", "analysis")
        .put("platform", platform.key()).put("handles", new JsonArray(handles)));
  }

  private Future<JobPlan> priced(Caller caller, Platform platform, List<String> handles, String analysisId,
                                 long maxCredits, JsonObject quoteArgs) {
    return services.request(AccountsAction.QUOTE_COST, caller, quoteArgs).map(quote -> {
      var snapshotId = Ids.random("sn_");
      var jobId = "snapshot:" + analysisId + "/" + snapshotId;
      var action = quote.getString("action", "analysis");
      var authorize = new JsonObject().put("action", action).put("platform", platform.key())
          .put("handle_count", handles.size()).put("analysis_id", analysisId)
          .put("description", ("run_analysis".equals(action) ? "Re-run of an analysis of " : "Analysis of ")
              + handles.size() + " " + platform.title() + " creators");
      var params = new JsonObject().put("platform", platform.key()).put("handles", new JsonArray(handles))
          .put("analysis_id", analysisId).put("snapshot_id", snapshotId);
      var reply = new JsonObject().put("analysis_id", analysisId).put("snapshot_id", snapshotId)
          .put("platform", platform.key()).put("creators_total", handles.size());
      return new JobPlan(jobId, dedupeKey(platform, handles), quote.getLong("credits"), maxCredits, authorize, params,
          reply, caller.workspaceId());
    });
  }

  /** The {@code handles}: without a leading {@code @}, each creator once (compared without case). */
  static List<String> handles(JsonObject args) {
    var unique = new LinkedHashMap<String, String>();
    for (var handle : ToolArgs.strings(args, "handles", MAX_HANDLES)) {
      var text = handle.startsWith("@") ? handle.substring(1) : handle;
      if (text.isEmpty() || text.codePointCount(0, text.length()) > 100) throw ToolError.invalidArguments("handles: each 1-100 characters");
      unique.putIfAbsent(text.toLowerCase(Locale.ROOT), text);
    }
    return List.copyOf(unique.values());
  }

  /** The same creators of one platform, in any order and case: the same work. */
  static String dedupeKey(Platform platform, List<String> handles) {
    var sorted = handles.stream().map(h -> h.toLowerCase(Locale.ROOT)).sorted().toList();
    try {
      var digest = MessageDigest.getInstance("SHA-256").digest(String.join("\n", sorted).getBytes(StandardCharsets.UTF_8));
      return "analysis:" + platform.key() + ":" + HexFormat.of().formatHex(digest);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }
}
