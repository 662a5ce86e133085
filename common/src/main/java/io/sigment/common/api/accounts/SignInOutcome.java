package io.sigment.common.api.accounts;

import static io.sigment.common.api.WireJson.compact;

import io.vertx.core.json.JsonObject;

/**
 * The reply of {@link AccountsAction#SIGN_IN}: signed in, with the session's token (for the cookie, nowhere else), its
 * user and {@code maxAge} in seconds, and {@code deviceToken}, a new device cookie for a browser that had no valid one
 * (null: keep the one it has); or not, with {@code lockedSeconds} while failures from this source lock the account
 * (null: the email or password was wrong). The fields that do not apply are left out.
 */
public record SignInOutcome(boolean signedIn, Long lockedSeconds, String sessionToken, String userId, Long maxAge,
    String deviceToken) {

  public static SignInOutcome signedIn(String sessionToken, String userId, long maxAge, String deviceToken) {
    return new SignInOutcome(true, null, sessionToken, userId, maxAge, deviceToken);
  }

  public static SignInOutcome refused() {
    return new SignInOutcome(false, null, null, null, null, null);
  }

  public static SignInOutcome locked(long seconds) {
    return new SignInOutcome(false, seconds, null, null, null, null);
  }

  public JsonObject toJson() {
    return compact(new JsonObject().put("signed_in", signedIn).put("locked_seconds", lockedSeconds)
        .put("session_token", sessionToken).put("user_id", userId).put("max_age", maxAge)
        .put("device_token", deviceToken));
  }

  public static SignInOutcome fromJson(JsonObject json) {
    return new SignInOutcome(json.getBoolean("signed_in", false), json.getLong("locked_seconds"),
        json.getString("session_token"), json.getString("user_id"), json.getLong("max_age"),
        json.getString("device_token"));
  }
}
