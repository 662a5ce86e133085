package io.sigment.gateway.app;

import io.sigment.web.Templates;
import io.sigment.web.oauth.ClientFactsView;

/** The facts of an OAuth client on the app's approval list: the web module's {@code oauth/facts.jte}. */
public final class ClientFacts {
    private ClientFacts() {}

    /** {@code redirectUri} may be null (the approval list has none to show). */
    public static String html(String clientId, String clientName, long namesakes, String redirectUri) {
        return Templates.render("oauth/facts.jte", ClientFactsView.of(clientId, clientName, namesakes, redirectUri));
    }
}
