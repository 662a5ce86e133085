package io.sigment.gateway.app;

import static io.sigment.gateway.http.HtmlPages.escape;

import java.net.URI;
import java.net.URISyntaxException;

/**
 * What the consent and approval pages say about an OAuth client besides the name it chose (which anyone can copy):
 * its client id, the host it sends the browser back to, for a metadata-document client the host publishing that
 * document, and a warning when other clients carry the same name.
 */
public final class ClientFacts {
  private ClientFacts() {
  }

  /** {@code redirectUri} may be null (the approval list has none to show). */
  public static String html(String clientId, String clientName, long namesakes, String redirectUri) {
    var facts = new StringBuilder("<p class=\"muted client-facts\">Client id: <code>").append(escape(clientId))
        .append("</code>");
    var metadataHost = clientId.contains("://") ? hostOf(clientId) : null;
    if (metadataHost != null) facts.append(" · its description is published by <b>").append(escape(metadataHost))
        .append("</b>");
    if (redirectUri != null) facts.append(" · sends you back to <b>").append(escape(hostOf(redirectUri))).append("</b>");
    facts.append("</p>");
    if (namesakes > 0) {
      facts.append("<p class=\"error\" role=\"alert\">Another application is also named \"").append(escape(clientName))
          .append("\" (").append(namesakes + 1).append(" in all). Names are chosen by the applications themselves: ")
          .append("check the client id and where it sends you back before you trust it.</p>");
    }
    return facts.toString();
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
