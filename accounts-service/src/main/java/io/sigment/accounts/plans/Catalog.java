package io.sigment.accounts.plans;

import io.sigment.common.ToolError;
import io.vertx.core.json.JsonArray;
import java.util.List;
import java.util.Map;

/** Plans, prices and credit packages as loaded from the database at start. */
public record Catalog(Map<String, Plan> plans, PriceList prices, List<CreditPackage> packages) {

  public Catalog {
    plans = Map.copyOf(plans);
    packages = List.copyOf(packages);
  }

  public Plan plan(String planId) {
    var plan = plans.get(planId);
    if (plan == null) throw new IllegalStateException("unknown plan " + planId);
    return plan;
  }

  public CreditPackage creditPackage(String packageId) {
    return packages.stream().filter(p -> p.id().equals(packageId)).findFirst()
        .orElseThrow(() -> ToolError.invalidArguments("package_id: must be one of "
            + String.join(", ", packages.stream().map(CreditPackage::id).toList())));
  }

  public JsonArray packagesJson() {
    return new JsonArray(packages.stream().map(CreditPackage::toJson).toList());
  }
}
