package io.sigment.common.api.accounts;

import static io.sigment.common.api.WireJson.array;
import static io.sigment.common.api.WireJson.list;

import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * The reply of {@link AccountsAction#LIST_PLANS}: every plan in order, cheapest first, and how a change is paid on
 * this deployment ({@code billing}: {@code stripe}, {@code sandbox} or {@code none}; {@code sandbox} says whether
 * sandbox payments are on), and {@code notices} (absent when none): why recent paid changes of the person's
 * workspaces were refused at payment, for the plans page.
 */
public record PlanList(List<PlanOffer> plans, boolean sandbox, String billing, List<String> notices) {

  public PlanList {
    plans = List.copyOf(plans);
    notices = List.copyOf(notices);
  }

  public PlanList(List<PlanOffer> plans, boolean sandbox, String billing) {
    this(plans, sandbox, billing, List.of());
  }

  /** Plans can be changed here at all. */
  public boolean changeable() {
    return !"none".equals(billing);
  }

  public JsonObject toJson() {
    var json = new JsonObject().put("plans", array(plans, PlanOffer::toJson))
        .put("sandbox", sandbox).put("billing", billing);
    return notices.isEmpty() ? json : json.put("notices", new io.vertx.core.json.JsonArray(notices));
  }

  /** A reply without {@code billing} is billed by sandbox if sandbox payments are on, else not at all. */
  public static PlanList fromJson(JsonObject json) {
    var sandbox = json.getBoolean("sandbox", false);
    var notices = json.getJsonArray("notices", new io.vertx.core.json.JsonArray()).stream().map(String::valueOf)
        .toList();
    return new PlanList(list(json, "plans", PlanOffer::fromJson), sandbox,
        json.getString("billing", sandbox ? "sandbox" : "none"), notices);
  }
}
