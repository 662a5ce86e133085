package io.sigment.common.api.accounts;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.sigment.common.api.EmptyWhenAbsent;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * The reply of {@link AccountsAction#OAUTH_CLIENT}: a registered OAuth client as the consent page shows it, with how
 * many other clients carry the same name; or {@link #UNKNOWN} ({@code {"status": "unknown"}}) for a client_id
 * accounts does not know (nor can fetch as a metadata document).
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record ClientDescription(
        String clientId,
        String clientName,
        @EmptyWhenAbsent List<String> redirectUris,
        String kind,
        long sameNameClients) {
    public static final ClientDescription UNKNOWN = new ClientDescription(null, null, List.of(), null, 0);
    private static final String UNKNOWN_STATUS = "unknown";

    public ClientDescription {
        redirectUris = List.copyOf(redirectUris);
    }

    public boolean known() {
        return clientId != null;
    }

    public JsonObject toJson() {
        return WireCodec.toJson(known() ? this : new StatusAlone(UNKNOWN_STATUS));
    }

    public static ClientDescription fromJson(JsonObject json) {
        var client = WireCodec.fromJson(json, ClientDescription.class);
        return client.known() ? client : UNKNOWN;
    }

    /** The JSON of a client accounts does not know: {@code {"status": "unknown"}}. */
    private record StatusAlone(String status) {}
}
