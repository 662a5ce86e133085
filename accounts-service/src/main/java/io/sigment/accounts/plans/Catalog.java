package io.sigment.accounts.plans;

import io.sigment.common.ToolError;
import io.sigment.common.api.accounts.CreditPackageOffer;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Plans (in the plans page's order), prices and credit packages as loaded from the database at start. */
public record Catalog(Map<String, Plan> plans, PriceList prices, List<CreditPackage> packages) {

    public Catalog {
        plans = Collections.unmodifiableMap(new LinkedHashMap<>(plans));
        packages = List.copyOf(packages);
    }

    public Plan plan(String planId) {
        var plan = plans.get(planId);
        if (plan == null) throw new IllegalStateException("unknown plan " + planId);
        return plan;
    }

    /**
     * What plan {@code planId} lacks for the action, as {@link Plan#lacks} says it, followed by what an upgrade gives:
     * the first plan (in order) that allows it.
     */
    public Optional<String> lacks(String planId, String action, List<String> platforms, int handleCount) {
        return plan(planId)
                .lacks(action, platforms, handleCount)
                .map(lacking -> plans.values().stream()
                        .filter(other ->
                                other.lacks(action, platforms, handleCount).isEmpty())
                        .findFirst()
                        .map(upgrade -> lacking + " The " + upgrade.name() + " plan includes it.")
                        .orElse(lacking));
    }

    public CreditPackage creditPackage(String packageId) {
        return packages.stream()
                .filter(p -> p.id().equals(packageId))
                .findFirst()
                .orElseThrow(() -> ToolError.invalidArguments("package_id: must be one of "
                        + String.join(
                                ", ", packages.stream().map(CreditPackage::id).toList())));
    }

    public List<CreditPackageOffer> packageOffers() {
        return packages.stream().map(CreditPackage::offer).toList();
    }
}
