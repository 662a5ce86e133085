package io.sigment.accounts.plans;

import io.sigment.common.api.accounts.CreditPackageOffer;
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

    /** As {@code get_account} and {@code get_topup_link} show it. */
    public CreditPackageOffer offer() {
        return new CreditPackageOffer(id, name, credits, price().doubleValue(), currency.toUpperCase());
    }
}
