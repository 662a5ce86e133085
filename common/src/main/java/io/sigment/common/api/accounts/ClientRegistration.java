package io.sigment.common.api.accounts;

import static io.sigment.common.api.WireJson.text;

import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import io.sigment.common.api.ArgumentDeserializer;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * The question of {@link AccountsAction#OAUTH_REGISTER}: what accounts reads of a client's RFC 7591 metadata
 * (redirect URIs as sent, not yet checked; name and scope may be null). {@link #fromJson} reads the metadata
 * document itself, so the gateway passes on what the client sent: leniently, as text, whatever type each value has
 * (a {@code redirect_uris} that is no array is none).
 */
public record ClientRegistration(
        @JsonDeserialize(using = RedirectUris.class) List<String> redirectUris,
        @JsonDeserialize(using = ClientName.class) String clientName,
        @JsonDeserialize(using = Scope.class) String scope) {

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static ClientRegistration fromJson(JsonObject json) {
        return WireCodec.fromJson(json, ClientRegistration.class);
    }

    static final class RedirectUris extends ArgumentDeserializer<List<String>> {
        RedirectUris() {
            super(
                    List.class,
                    "redirect_uris",
                    json -> json.getValue("redirect_uris") instanceof JsonArray array
                            ? array.stream().map(String::valueOf).toList()
                            : List.of());
        }
    }

    static final class ClientName extends ArgumentDeserializer<String> {
        ClientName() {
            super(String.class, "client_name", json -> text(json, "client_name", null));
        }
    }

    static final class Scope extends ArgumentDeserializer<String> {
        Scope() {
            super(String.class, "scope", json -> text(json, "scope", null));
        }
    }
}
