package io.sigment.common.api.accounts;

/** Fields of accounts' OAuth answers that are for the gateway, not for the client. */
public final class OAuthAnswers {
    /**
     * In an {@link AccountsAction#OAUTH_TOKEN} answer (the gateway removes it before replying): the grant a reused
     * refresh token revoked, so the gateway that asked drops that grant's tokens before it answers.
     */
    public static final String REVOKED_GRANT = "revoked_grant_id";
    /** In an {@link AccountsAction#OAUTH_REVOKE} answer: the grant revoked, for the same reason. */
    public static final String REVOKED_CREDENTIAL = "credential_id";

    private OAuthAnswers() {}
}
