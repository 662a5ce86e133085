package io.sigment.common.api.accounts;

import static io.sigment.common.api.WireJson.array;
import static io.sigment.common.api.WireJson.list;

import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * The reply of {@link AccountsAction#LIST_PLANS}: every plan in order, cheapest first, and how a change is paid on
 * this deployment ({@code billing}: {@code stripe}, {@code sandbox} or {@code none}; {@code sandbox} says whether
 * sandbox payments are on).
 */
public record PlanList(List<PlanOffer> plans, boolean sandbox, String billing) {

  public PlanList {
    plans = List.copyOf(plans);
  }

  /** Plans can be changed here at all. */
  public boolean changeable() {
    return !"none".equals(billing);
  }

  public JsonObject toJson() {
    return new JsonObject().put("plans", array(plans, PlanOffer::toJson))
        .put("sandbox", sandbox).put("billing", billing);
  }

  /** A reply without {@code billing} is billed by sandbox if sandbox payments are on, else not at all. */
  public static PlanList fromJson(JsonObject json) {
    var sandbox = json.getBoolean("sandbox", false);
    return new PlanList(list(json, "plans", PlanOffer::fromJson), sandbox,
        json.getString("billing", sandbox ? "sandbox" : "none"));
  }
}
