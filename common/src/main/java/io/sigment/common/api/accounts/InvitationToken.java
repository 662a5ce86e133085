package io.sigment.common.api.accounts;

import static io.sigment.common.api.WireJson.compact;
import static io.sigment.common.api.WireJson.text;

import io.vertx.core.json.JsonObject;

/**
 * An invitation link's token, for {@link AccountsAction#SHOW_INVITATION} and {@link AccountsAction#ACCEPT_INVITATION}
 * (the latter as the signed-in person, whose {@code user_id} the app adds).
 */
public record InvitationToken(String token) {

  public JsonObject toJson() {
    return compact(new JsonObject().put("token", token));
  }

  public static InvitationToken fromJson(JsonObject json) {
    return new InvitationToken(text(json, "token", ""));
  }
}
