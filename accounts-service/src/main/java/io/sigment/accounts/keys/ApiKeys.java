package io.sigment.accounts.keys;

import io.sigment.accounts.identity.ActingUser;
import io.sigment.common.Caller;
import io.sigment.common.Credentials;
import io.sigment.common.ToolArgs;
import io.sigment.common.ToolError;
import io.sigment.common.api.WireJson;
import io.sigment.common.api.accounts.ApiKeyCheck;
import io.sigment.common.api.accounts.ApiKeyList;
import io.sigment.common.api.accounts.ApiKeyVerification;
import io.sigment.common.api.accounts.Departure;
import io.sigment.common.api.accounts.MemberWorkspace;
import io.sigment.common.api.accounts.NewApiKey;
import io.sigment.common.bus.Topics;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.eventbus.EventBus;
import io.vertx.core.json.JsonObject;
import java.time.Clock;
import java.util.HexFormat;
import java.util.Objects;

/** API keys of users: create (shown once), list, revoke (broadcast to every gateway), verify. */
public final class ApiKeys {
  private final ApiKeysStore keys;
  private final EventBus bus;
  private final KeyUses uses;

  public ApiKeys(Vertx vertx, ApiKeysStore keys, Clock clock) {
    this.keys = keys;
    this.bus = vertx.eventBus();
    this.uses = new KeyUses(vertx, keys, clock);
  }

  /**
   * {@code verify_api_key}: args {@code key_sha256} (hex). Replies {@code status} {@code active} (with the
   * user, key, workspaces and {@code removed_from}), {@code revoked} (with the key's name) or {@code unknown}. The raw key never
   * travels on the bus. The key's {@code last_used_at} is written within a second ({@link KeyUses}).
   */
  public Future<JsonObject> verify(Caller caller, JsonObject args) {
    var presented = ApiKeyCheck.fromJson(args).keySha256();
    return keys.verify(presented).map(found -> {
      if (found.isEmpty() || !Credentials.sameHash(found.get().key().keyHash(), HexFormat.of().parseHex(presented))) {
        return ApiKeyVerification.unknown().toJson();
      }
      var key = found.get().key();
      uses.used(key);
      return (key.revoked() ? ApiKeyVerification.revoked(key.keyId(), key.userId(), key.name())
          : ApiKeyVerification.active(key.keyId(), key.userId(), key.name(),
              WireJson.list(found.get().workspaces(), MemberWorkspace::fromJson),
              WireJson.list(found.get().removedFrom(), Departure::fromJson)))
          .toJson();
    });
  }

  /** {@code create_api_key}: args {@code user_id}, {@code name}. The key is in this reply and nowhere else. */
  public Future<JsonObject> create(Caller caller, JsonObject args) {
    var userId = ActingUser.of(caller, args);
    var name = Objects.requireNonNullElse(ToolArgs.optionalString(args, "name", 0, Integer.MAX_VALUE), "").trim();
    if (userId == null) return Future.failedFuture(ToolError.invalidArguments("user_id: required"));
    if (name.isEmpty() || ToolArgs.characters(name) > 100) {
      return Future.failedFuture(ToolError.invalidArguments("name: 1-100 characters"));
    }
    var key = ApiKeyFormat.newKey();
    return keys.insert(userId, name, key).map(keyId -> new NewApiKey(keyId, name, key,
        "Shown once: store it in a secret store. It lets the holder spend the workspace's credits.").toJson());
  }

  /** {@code list_api_keys}: the user's keys as prefix and last 4 characters, never the key. */
  public Future<JsonObject> list(Caller caller, JsonObject args) {
    var userId = ActingUser.of(caller, args);
    return keys.listForUser(userId)
        .map(stored -> new ApiKeyList(stored.stream().map(ApiKeysStore.StoredKey::summary).toList()).toJson());
  }

  /** {@code revoke_api_key}: args {@code key_id}; every gateway drops the key from its cache at once. */
  public Future<JsonObject> revoke(Caller caller, JsonObject args) {
    var userId = ActingUser.of(caller, args);
    var keyId = Objects.requireNonNullElse(ToolArgs.optionalString(args, "key_id", 0, Integer.MAX_VALUE), "");
    return keys.revoke(userId, keyId).compose(revoked -> {
      if (!revoked) return Future.failedFuture(ToolError.notFound("Check the key id with list_api_keys."));
      bus.publish(Topics.CREDENTIAL_REVOKED, new JsonObject().put("credential_id", keyId));
      return Future.succeededFuture(new JsonObject().put("key_id", keyId).put("revoked", true));
    });
  }
}
