package io.sigment.accounts.topup;

import io.sigment.accounts.plans.CreditPackage;
import io.vertx.core.Future;
import java.security.SecureRandom;

/**
 * Checkout without a payment provider (the {@code local} default): a page the gateway serves at
 * {@code /checkout/sandbox/<session>}, labelled "sandbox — no real payment", whose button completes the
 * session through the same crediting path as Stripe's webhook.
 */
public final class SandboxCheckout implements CheckoutProvider {
  public static final String PREFIX = "cs_sandbox_";
  private static final String ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
  private static final SecureRandom RANDOM = new SecureRandom();

  private final String publicBaseUrl;

  public SandboxCheckout(String publicBaseUrl) {
    this.publicBaseUrl = publicBaseUrl;
  }

  @Override
  public String name() {
    return "sandbox";
  }

  @Override
  public Future<Session> create(String workspaceId, CreditPackage creditPackage) {
    var id = new StringBuilder(PREFIX);
    for (int i = 0; i < 32; i++) id.append(ALPHABET.charAt(RANDOM.nextInt(ALPHABET.length())));
    return Future.succeededFuture(new Session(id.toString(), publicBaseUrl + "/checkout/sandbox/" + id));
  }
}
