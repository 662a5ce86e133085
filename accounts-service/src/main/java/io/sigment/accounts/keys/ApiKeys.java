package io.sigment.accounts.keys;

import io.sigment.accounts.identity.ActingUser;
import io.sigment.common.Caller;
import io.sigment.common.Credentials;
import io.sigment.common.ToolArgs;
import io.sigment.common.ToolError;
import io.sigment.common.api.WireJson;
import io.sigment.common.api.accounts.ApiKeyCheck;
import io.sigment.common.api.accounts.ApiKeyCreation;
import io.sigment.common.api.accounts.ApiKeyList;
import io.sigment.common.api.accounts.ApiKeyRevocation;
import io.sigment.common.api.accounts.ApiKeyVerification;
import io.sigment.common.api.accounts.CredentialRevoked;
import io.sigment.common.api.accounts.Departure;
import io.sigment.common.api.accounts.KeyCreationSetting;
import io.sigment.common.api.accounts.KeyWorkspace;
import io.sigment.common.api.accounts.MemberWorkspace;
import io.sigment.common.api.accounts.MembersCreateKeys;
import io.sigment.common.api.accounts.MembersCreateKeysSet;
import io.sigment.common.api.accounts.NewApiKey;
import io.sigment.common.api.accounts.RevokedApiKey;
import io.sigment.common.bus.Topics;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.eventbus.EventBus;
import io.vertx.core.json.JsonObject;
import java.time.Clock;
import java.util.HexFormat;

/**
 * API keys of users (issue 40): each acts in the workspace it was created for, not in every workspace of its user.
 * Create (shown once; a member only while the workspace's owner lets members create keys), list (the person's own
 * and every key that can act in a workspace they own), revoke (by its user or such an owner; broadcast to every
 * gateway), verify, and the owner's switch for key creation by members.
 */
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
     * user, key, workspaces and {@code removed_from}), {@code revoked} (with the key's name) or {@code unknown}. The
     * raw key never
     * travels on the bus. The key's {@code last_used_at} is written within a second ({@link KeyUses}).
     */
    public Future<JsonObject> verify(Caller caller, JsonObject args) {
        var presented = ApiKeyCheck.fromJson(args).keySha256();
        return keys.verify(presented).map(found -> {
            if (found.isEmpty()
                    || !Credentials.sameHash(
                            found.get().key().keyHash(), HexFormat.of().parseHex(presented))) {
                return ApiKeyVerification.unknown().toJson();
            }
            var key = found.get().key();
            uses.used(key);
            return (key.revoked()
                            ? ApiKeyVerification.revoked(key.keyId(), key.userId(), key.name())
                            : ApiKeyVerification.active(
                                    key.keyId(),
                                    key.userId(),
                                    key.name(),
                                    WireJson.list(found.get().workspaces(), MemberWorkspace::fromJson),
                                    WireJson.list(found.get().removedFrom(), Departure::fromJson),
                                    WireJson.list(found.get().outside(), KeyWorkspace::fromJson)))
                    .toJson();
        });
    }

    /**
     * {@code create_api_key}: args {@code user_id}, {@code name}, optional {@code workspace_id} (else the caller's
     * workspace, else the user's first): the one workspace the key acts in. Refused when the user is not a member of
     * it,
     * or is a member (not its owner) and the owner turned off key creation by members. The key is in this reply and
     * nowhere else.
     */
    public Future<JsonObject> create(Caller caller, JsonObject args) {
        var userId = ActingUser.of(caller, args);
        var creation = ApiKeyCreation.fromJson(args);
        var name = creation.name().trim();
        var asked = creation.workspaceId();
        if (userId == null) return Future.failedFuture(ToolError.invalidArguments("user_id: required"));
        if (name.isEmpty() || ToolArgs.characters(name) > 100) {
            return Future.failedFuture(ToolError.invalidArguments("name: 1-100 characters"));
        }
        return keys.creationSettings(userId).compose(settings -> {
            var workspaceId = asked != null
                    ? asked
                    : settings.stream()
                            .map(KeyCreationSetting::workspaceId)
                            .filter(id -> id.equals(caller.workspaceId()))
                            .findFirst()
                            .orElse(settings.isEmpty() ? null : settings.get(0).workspaceId());
            var setting = settings.stream()
                    .filter(s -> s.workspaceId().equals(workspaceId))
                    .findFirst();
            if (setting.isEmpty()) return Future.failedFuture(ToolError.workspaceNotFound());
            if (!setting.get().mayCreate())
                return Future.failedFuture(creationOff(setting.get().name()));
            var key = ApiKeyFormat.newKey();
            return keys.insertFor(userId, name, key, workspaceId)
                    .compose(keyId -> keyId.isEmpty()
                            ? Future.failedFuture(creationOff(setting.get().name()))
                            : Future.succeededFuture(new NewApiKey(
                                            keyId.get(),
                                            name,
                                            key,
                                            "Shown once: store it in a secret store. "
                                                    + "It acts only in the workspace \u201c"
                                                    + setting.get().name() + "\u201d and lets the holder spend "
                                                    + "its credits.")
                                    .toJson()));
        });
    }

    /** The refusal of a member's key when the workspace's owner turned key creation by members off. */
    static ToolError creationOff(String workspaceName) {
        return ToolError.invalidArguments("workspace_id: the owner of \u201c" + workspaceName + "\u201d turned off API "
                + "key creation by members. Ask the owner for a key, or to turn it back on in the API keys "
                + "section of the app.");
    }

    /**
     * {@code list_api_keys}: the person's own keys and every key that can act in a workspace they own (who made it,
     * where it acts), as prefix and last 4 characters, never the key; and the person's workspaces with whether they may
     * create a key in each.
     */
    public Future<JsonObject> list(Caller caller, JsonObject args) {
        var userId = ActingUser.of(caller, args);
        return keys.listVisibleTo(userId)
                .compose(listed ->
                        keys.creationSettings(userId).map(settings -> new ApiKeyList(listed, settings).toJson()));
    }

    /**
     * {@code set_members_create_keys}: args {@code user_id}, {@code workspace_id}, {@code allowed} (JSON true turns
     * it on; anything else off); the workspace's owner only. Keys members made before keep working until revoked.
     */
    public Future<JsonObject> setMembersCreateKeys(Caller caller, JsonObject args) {
        var userId = ActingUser.of(caller, args);
        var setting = MembersCreateKeys.fromJson(args);
        var workspaceId = setting.workspaceId();
        var allowed = setting.allowed();
        return keys.setMembersCreateKeys(userId, workspaceId, allowed)
                .compose(set -> set
                        ? Future.succeededFuture(new MembersCreateKeysSet(workspaceId, allowed).toJson())
                        : Future.failedFuture(ToolError.notFound(
                                "Only the owner of a workspace decides whether its members create " + "API keys.")));
    }

    /**
     * {@code revoke_api_key}: args {@code key_id}; the key's user, or the owner of a workspace it can act in. Every
     * gateway drops the key from its cache at once.
     */
    public Future<JsonObject> revoke(Caller caller, JsonObject args) {
        var userId = ActingUser.of(caller, args);
        var keyId = ApiKeyRevocation.fromJson(args).keyId();
        return keys.revoke(userId, keyId).compose(revoked -> {
            if (!revoked) return Future.failedFuture(ToolError.notFound("Check the key id with list_api_keys."));
            bus.publish(
                    Topics.CREDENTIAL_REVOKED,
                    CredentialRevoked.credential(keyId).toJson());
            return Future.succeededFuture(new RevokedApiKey(keyId, true).toJson());
        });
    }
}
