package io.sigment.common.api.accounts;

import static io.sigment.common.api.WireJson.strings;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.List;

/** A plan as {@link PlanList} offers it: what it allows (platforms, creators per analysis, seats) and its price. */
public record PlanOffer(String planId, String name, List<String> platforms, int maxCreatorsPerAnalysis,
                        boolean optimizeSelection, int maxMembers, int monthlyUsd) {

  public PlanOffer {
    platforms = List.copyOf(platforms);
  }

  public boolean free() {
    return monthlyUsd == 0;
  }

  public JsonObject toJson() {
    return new JsonObject().put("plan_id", planId).put("name", name).put("platforms", new JsonArray(platforms))
        .put("max_creators_per_analysis", maxCreatorsPerAnalysis).put("optimize_selection", optimizeSelection)
        .put("max_members", maxMembers).put("monthly_usd", monthlyUsd);
  }

  public static PlanOffer fromJson(JsonObject json) {
    var platforms = strings(json, "platforms");
    return new PlanOffer(json.getString("plan_id"), json.getString("name"), platforms,
        json.getInteger("max_creators_per_analysis", 0), json.getBoolean("optimize_selection", false),
        json.getInteger("max_members", 0), json.getInteger("monthly_usd", 0));
  }
}
