package io.sigment.accounts.oauth;

import java.net.URI;
import java.util.List;
import java.util.Set;

/**
 * Which redirect URIs a client may register: HTTP on a loopback host and any port (RFC 8252), HTTPS, and
 * the custom-scheme callbacks of known MCP clients. Never a fragment.
 */
final class RedirectUris {
    private static final Set<String> KNOWN_CUSTOM = Set.of("cursor://anysphere.cursor-mcp/oauth/callback");
    private static final Set<String> LOOPBACK = Set.of("localhost", "127.0.0.1", "[::1]", "::1");

    private RedirectUris() {}

    /** The acceptable ones of {@code requested}, in order (a client registering several keeps those that pass). */
    static List<String> acceptable(List<String> requested) {
        return requested.stream().filter(RedirectUris::acceptable).distinct().toList();
    }

    static boolean acceptable(String uri) {
        if (uri == null || uri.length() > 2000) return false;
        if (KNOWN_CUSTOM.contains(uri)) return true;
        try {
            var parsed = new URI(uri);
            if (parsed.getRawFragment() != null || parsed.getHost() == null || parsed.getRawUserInfo() != null)
                return false;
            var scheme = String.valueOf(parsed.getScheme()).toLowerCase();
            return scheme.equals("https")
                    || (scheme.equals("http")
                            && LOOPBACK.contains(parsed.getHost().toLowerCase()));
        } catch (java.net.URISyntaxException e) {
            return false;
        }
    }
}
