package io.sigment.web.oauth;

import java.net.URI;
import java.net.URISyntaxException;

/**
 * What the consent and approval pages say about an OAuth client besides the name it chose (which anyone can copy):
 * its client id, for a metadata-document client the host publishing that document ({@code metadataHost}, else null),
 * the host it sends the browser back to ({@code returnHost}, null on the approval list), and how many other clients
 * carry the same name ({@code namesakes}, a warning when above 0). Template: {@code oauth/facts.jte}.
 */
public record ClientFactsView(
        String clientId, String clientName, String metadataHost, String returnHost, long namesakes) {

    /** {@code redirectUri} may be null (the approval list has none to show). */
    public static ClientFactsView of(String clientId, String clientName, long namesakes, String redirectUri) {
        return new ClientFactsView(
                clientId,
                clientName,
                clientId.contains("://") ? hostOf(clientId) : null,
                redirectUri == null ? null : hostOf(redirectUri),
                namesakes);
    }

    /** {@code host[:port]} of an address, or its scheme for one without a host ({@code cursor://…}). */
    static String hostOf(String address) {
        try {
            var uri = new URI(address);
            if (uri.getHost() == null) return uri.getScheme() == null ? address : uri.getScheme() + ":";
            return uri.getPort() < 0 ? uri.getHost() : uri.getHost() + ":" + uri.getPort();
        } catch (URISyntaxException e) {
            return address;
        }
    }
}
