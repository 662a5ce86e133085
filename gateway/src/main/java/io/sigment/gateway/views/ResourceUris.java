package io.sigment.gateway.views;

import io.sigment.gateway.mcp.JsonRpc;
import io.vertx.core.json.JsonObject;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.Optional;

/** What makes a resource URI unreadable before anything is looked up: its syntax (RFC 3986), escapes included. */
final class ResourceUris {
    private ResourceUris() {}

    /** Why {@code uri} is not a URI at all, if it is not. */
    static Optional<String> malformed(String uri) {
        try {
            var parsed = new URI(uri);
            return parsed.getScheme() == null ? Optional.of("it has no scheme") : Optional.empty();
        } catch (URISyntaxException e) {
            return Optional.of(e.getReason() + " at index " + e.getIndex());
        }
    }

    /** The answer to a malformed URI: -32602 in every revision, naming the URI and the problem. */
    static JsonRpc.Failure invalid(String uri, String problem) {
        return new JsonRpc.Failure(
                JsonRpc.INVALID_PARAMS,
                "Invalid resource URI: " + problem + ". Send a URI from "
                        + "resources/list, or one made from a template of resources/templates/list with each value "
                        + "percent-encoded.",
                new JsonObject().put("uri", uri));
    }
}
