package io.sigment.accounts.plans;

import io.vertx.core.json.JsonObject;
import java.math.BigDecimal;

/** Credits a human can buy in one checkout, and their price in the smallest unit of {@code currency}. */
public record CreditPackage(String id, String name, int credits, int priceCents, String currency) {

    public BigDecimal price() {
        return BigDecimal.valueOf(priceCents, 2);
    }

    /** e.g. "USD 45.00". */
    public String priceText() {
        return currency.toUpperCase() + " " + price().toPlainString();
    }

    public JsonObject toJson() {
        return new JsonObject()
                .put("package_id", id)
                .put("name", name)
                .put("credits", credits)
                .put("price", price().doubleValue())
                .put("currency", currency.toUpperCase());
    }
}
