package io.sigment.common.api.accounts;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.sigment.common.api.MayBeNull;

/**
 * Credits a person can buy in one checkout, as {@link AccountView} and {@link TopUpLink} show them: id, name, credits,
 * price and currency (upper case).
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record CreditPackageOffer(
        String packageId, @MayBeNull String name, long credits, double price, String currency) {}
