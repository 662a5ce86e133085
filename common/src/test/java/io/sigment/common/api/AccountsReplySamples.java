package io.sigment.common.api;

import io.sigment.common.api.accounts.CancelledInvitation;
import io.sigment.common.api.accounts.DecidedAgent;
import io.sigment.common.api.accounts.FormerMember;
import io.sigment.common.api.accounts.MembersCreateKeysSet;
import io.sigment.common.api.accounts.PasswordReset;
import io.sigment.common.api.accounts.RenamedWorkspace;
import io.sigment.common.api.accounts.RevokedApiKey;
import io.sigment.common.api.accounts.SignInUnlocked;
import io.sigment.common.api.accounts.TokenAnswer;
import java.util.Arrays;
import java.util.List;

/**
 * Accounts' replies to the team actions in {@link FixedWireSamples}: what accounts answers when a workspace is
 * renamed, an invitation cancelled, a member removed or gone, key creation by members set, an API key revoked, an
 * agent approved or revoked (the app's JSON API passes the last three on as they are); and what the gateway reads of
 * an OAuth token answer; what accounts answers a password reset and an unlock of sign-in.
 */
final class AccountsReplySamples {
    private AccountsReplySamples() {}

    static void addTo(FixedWireSamples book) {
        book.writes("rename_workspace reply", () -> new RenamedWorkspace("ws_1", "Acme 2").toJson());
        book.writes("cancel_invitation reply", () -> new CancelledInvitation("invt_1", true).toJson());
        book.writes(
                "remove_member reply",
                () -> FormerMember.removed("ws_1", "usr_2").toJson());
        book.writes(
                "leave_workspace reply",
                () -> FormerMember.left("ws_1", "usr_2").toJson());
        book.writes("set_members_create_keys reply", () -> new MembersCreateKeysSet("ws_1", true).toJson());
        book.writes("set_members_create_keys reply off", () -> new MembersCreateKeysSet("ws_1", false).toJson());
        book.writes("revoke_api_key reply", () -> new RevokedApiKey("key_1", true).toJson());
        book.writes(
                "approve_agent reply", () -> new DecidedAgent("ag_1", "approved", List.of("ws_1", "ws_2")).toJson());
        book.writes("revoke_agent reply", () -> new DecidedAgent("ag_1", "revoked", List.of("ws_1")).toJson());
        oauthToken(book);
        book.writes("reset_password reply", () -> new PasswordReset(true).toJson());
        book.writes("unlock_sign_in reply", () -> new SignInUnlocked(true).toJson());
    }

    /**
     * What the gateway reads of accounts' oauth_token answer: whether it is an OAuth error and which, the grant a
     * reused refresh token revoked (the gateway's, never the client's), and the body the client is answered.
     */
    private static void oauthToken(FixedWireSamples book) {
        book.reads(
                "oauth_token reply",
                json -> {
                    var answer = TokenAnswer.fromJson(json);
                    return Arrays.asList(
                                    answer.refused(),
                                    answer.error(),
                                    answer.revokedGrantId(),
                                    answer.forClient().encode())
                            .toString();
                },
                "{\"access_token\":\"oat_1\",\"token_type\":\"Bearer\",\"expires_in\":3600,"
                        + "\"refresh_token\":\"ort_1\",\"scope\":\"mcp\"}",
                "{\"access_token\":\"oat_1\",\"token_type\":\"Bearer\",\"expires_in\":3600,"
                        + "\"refresh_token\":\"ort_1\",\"scope\":null}",
                "{\"error\":\"invalid_grant\",\"error_description\":\"The authorization code expired\"}",
                "{\"error\":\"invalid_grant\",\"error_description\":\"The refresh token was already used\","
                        + "\"revoked_grant_id\":\"grant_1\"}",
                "{\"error\":\"invalid_client\",\"error_description\":\"Unknown client_id\"}",
                "{\"error\":\"unsupported_grant_type\",\"error_description\":\"grant_type must be "
                        + "authorization_code or refresh_token\"}",
                "{}");
    }
}
