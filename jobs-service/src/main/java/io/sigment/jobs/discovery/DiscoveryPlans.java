package io.sigment.jobs.discovery;

import io.sigment.common.api.accounts.AccountsAction;
import io.sigment.common.Caller;
import io.sigment.common.Ids;
import io.sigment.common.Platform;
import io.sigment.common.ToolArgs;
import io.sigment.common.ToolError;
import io.sigment.common.TopicKey;
import io.sigment.common.bus.ServiceClient;
import io.sigment.jobs.engine.JobPlan;
import io.vertx.core.Future;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.LinkedHashSet;
import java.util.List;

/**
 * Plans a {@code discover_creators} job. The price is accounts' {@code quote_cost} for the topic: 20 credits, or 0
 * when the workspace ran the same topic in the last 24 hours, in which case the job reuses that result.
 */
final class DiscoveryPlans {
  private static final long MAX_CREDITS = 1000;

  private final ServiceClient services;

  DiscoveryPlans(ServiceClient services) {
    this.services = services;
  }

  Future<JobPlan> plan(Caller caller, JsonObject args) {
    var topic = ToolArgs.string(args, "topic", 2, 200).trim();
    if (TopicKey.of(topic).isEmpty()) throw ToolError.invalidArguments("topic: must contain letters or digits");
    var maxCredits = ToolArgs.nonNegative(args, "max_credits");
    if (maxCredits > MAX_CREDITS) throw ToolError.invalidArguments("max_credits: an integer from 0 to " + MAX_CREDITS);
    var platforms = platforms(args);
    var minFollowers = ToolArgs.integer(args, "min_followers", 0, Integer.MAX_VALUE, 2000);
    var perSubtopicLimit = ToolArgs.integer(args, "per_subtopic_limit", 1, 20, 10);
    var quoteArgs = new JsonObject().put("action", "discovery").put("topic", topic)
        .put("platform", platforms.get(0)).put("platforms", new JsonArray(platforms));
    return services.request(AccountsAction.QUOTE_COST, caller, quoteArgs).map(quote -> {
      var discoveryId = Ids.random("dc_");
      var price = quote.getLong("credits");
      var authorize = new JsonObject().put("action", "discovery").put("platforms", new JsonArray(platforms))
          .put("handle_count", 0)
          .put("description", "Discovery of \"" + topic + "\" on " + String.join(", ", platforms)
              + (price == 0 ? " (same topic within 24 hours: free)" : ""));
      var params = new JsonObject().put("discovery_id", discoveryId).put("topic", topic)
          .put("platforms", new JsonArray(platforms)).put("min_followers", minFollowers)
          .put("per_subtopic_limit", perSubtopicLimit).put("reuse", price == 0);
      var reply = new JsonObject().put("discovery_id", discoveryId).put("topic", topic)
          .put("platforms", new JsonArray(platforms));
      return new JobPlan("discovery:" + discoveryId, "discovery:" + TopicKey.of(topic), price, maxCredits, authorize,
          params, reply);
    });
  }

  /** The {@code platforms} keys, each once; {@code [instagram]} when not given. */
  private static List<String> platforms(JsonObject args) {
    if (args.getValue("platforms") == null) return List.of(Platform.INSTAGRAM.key());
    var keys = new LinkedHashSet<String>();
    for (var name : ToolArgs.strings(args, "platforms", Platform.values().length)) keys.add(Platform.parse(name).key());
    if (keys.isEmpty()) throw ToolError.invalidArguments("platforms: at least one platform");
    return List.copyOf(keys);
  }
}
