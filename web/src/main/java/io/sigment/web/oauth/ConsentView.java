package io.sigment.web.oauth;

import java.util.List;

/**
 * The OAuth consent page ({@code oauth/consent.jte}): the client as it named itself and its facts, the signed-in
 * person's email, where the browser goes back to, and the form that posts the same authorization request back to
 * {@code action} with the CSRF token.
 */
public record ConsentView(
        String clientName,
        String email,
        ClientFactsView facts,
        String redirectUri,
        String action,
        String csrf,
        List<Field> fields) {

    /** A parameter of the authorization request, repeated in the form as a hidden field. */
    public record Field(String name, String value) {}
}
