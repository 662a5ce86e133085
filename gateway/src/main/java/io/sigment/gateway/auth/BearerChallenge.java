package io.sigment.gateway.auth;

import io.sigment.common.Config;

/** The {@code WWW-Authenticate} header of a 401 from {@code /mcp}: where the protected-resource metadata is. */
public final class BearerChallenge {
    private final String metadataUrl;

    public BearerChallenge(Config config) {
        this.metadataUrl = config.publicBaseUrl() + "/.well-known/oauth-protected-resource/mcp";
    }

    public String forMissingToken() {
        return "Bearer resource_metadata=\"" + metadataUrl + "\"";
    }

    public String forInvalidToken() {
        return "Bearer resource_metadata=\"" + metadataUrl + "\", error=\"invalid_token\", "
                + "error_description=\"The access token or API key is not valid\"";
    }
}
