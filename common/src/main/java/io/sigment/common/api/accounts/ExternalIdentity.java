package io.sigment.common.api.accounts;

import static io.sigment.common.api.WireJson.compact;
import static io.sigment.common.api.WireJson.text;

import io.vertx.core.json.JsonObject;

/**
 * The question of {@link AccountsAction#VERIFY_EXTERNAL_TOKEN}: the claims of a JWT the gateway already checked
 * ({@code iss}, {@code sub}, the client from {@code azp} or {@code client_id}, and the email claims; email may be null).
 */
public record ExternalIdentity(String issuer, String subject, String clientId, String email, boolean emailVerified) {

  public JsonObject toJson() {
    return compact(new JsonObject().put("issuer", issuer).put("subject", subject).put("client_id", clientId)
        .put("email", email).put("email_verified", emailVerified));
  }

  public static ExternalIdentity fromJson(JsonObject json) {
    return new ExternalIdentity(text(json, "issuer", ""), text(json, "subject", ""),
        text(json, "client_id", ""), text(json, "email", null), Boolean.TRUE.equals(json.getBoolean("email_verified")));
  }
}
