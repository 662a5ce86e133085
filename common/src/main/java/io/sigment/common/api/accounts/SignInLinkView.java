package io.sigment.common.api.accounts;

import io.vertx.core.json.JsonObject;

/**
 * The reply of {@link AccountsAction#SHOW_SIGN_IN_LINK} and {@link AccountsAction#SHOW_EMAIL_LINK}: the link's
 * {@code status} ({@link #OPEN}, {@code expired}, {@code used} or {@code unknown}) and, except when unknown, its
 * {@code purpose} ({@link #RESET} or {@link #UNLOCK}; {@code verify} or {@code change}) and the account's email (for
 * an address link, the address it proves).
 */
public record SignInLinkView(String status, String purpose, String email) {
  public static final String OPEN = "open";
  public static final String UNKNOWN = "unknown";
  public static final String RESET = "reset";
  public static final String UNLOCK = "unlock";

  public static SignInLinkView unknown() {
    return new SignInLinkView(UNKNOWN, null, null);
  }

  /** Open and for {@code purpose}. */
  public boolean openFor(String purpose) {
    return OPEN.equals(status) && purpose.equals(this.purpose);
  }

  public JsonObject toJson() {
    if (UNKNOWN.equals(status)) return new JsonObject().put("status", UNKNOWN);
    return new JsonObject().put("status", status).put("purpose", purpose).put("email", email);
  }

  public static SignInLinkView fromJson(JsonObject json) {
    return new SignInLinkView(json.getString("status", UNKNOWN), json.getString("purpose"), json.getString("email"));
  }
}
