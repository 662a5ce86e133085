package io.sigment.accounts.oauth;

import io.sigment.common.Caller;
import io.sigment.common.Ids;
import io.sigment.common.ToolArgs;
import io.sigment.common.api.accounts.ClientDescription;
import io.sigment.common.api.accounts.ClientLookup;
import io.sigment.common.api.accounts.ClientRegistration;
import io.vertx.core.Future;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.time.Clock;
import java.time.ZoneOffset;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * {@code oauth_register}: RFC 7591 dynamic registration of public clients (no secret; PKCE protects the code).
 * Redirect URIs that fail {@link RedirectUris} are dropped; a request left with none is refused.
 */
public final class ClientRegistrations {
    private static final int MAX_NAME = 100;

    private static final long DOCUMENT_CACHE_MS = 3_600_000;
    static final long FAILURE_CACHE_MS = 300_000;
    private static final int MAX_FAILURES = 10_000;

    private final OAuthStore store;
    private final MetadataDocuments documents;
    private final Clock clock;
    private final Map<String, Fetched> fetched = new ConcurrentHashMap<>();
    /**
     * Document URLs whose fetch failed or was refused, and when: not fetched again for a while (bounded, oldest out).
     */
    private final Map<String, Long> failures = new LinkedHashMap<>(256, 0.75f, false) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Long> eldest) {
            return size() > MAX_FAILURES;
        }
    };

    private final int documentClientsPerHour;
    private final int documentClientsPerSourcePerHour;

    public ClientRegistrations(
            OAuthStore store,
            MetadataDocuments documents,
            Clock clock,
            int documentClientsPerHour,
            int documentClientsPerSourcePerHour) {
        this.documentClientsPerHour = documentClientsPerHour;
        this.documentClientsPerSourcePerHour = documentClientsPerSourcePerHour;
        this.store = store;
        this.documents = documents;
        this.clock = clock;
    }

    private record Fetched(OAuthClient client, long at) {}

    /** args: the client's metadata as sent ({@code redirect_uris}, {@code client_name}, {@code scope}, …). */
    public Future<JsonObject> register(Caller caller, JsonObject args) {
        var registration = ClientRegistration.fromJson(args);
        var accepted = RedirectUris.acceptable(registration.redirectUris());
        if (accepted.isEmpty()) {
            return Future.succeededFuture(OAuthErrors.error(
                    "invalid_redirect_uri",
                    "redirect_uris: give at least one http://localhost (any port), https:// or known client "
                            + "callback URI"));
        }
        var name = registration.clientName() == null
                ? ""
                : registration.clientName().strip();
        if (name.isEmpty()) name = "Unnamed MCP client";
        name = ToolArgs.firstCharacters(name, MAX_NAME);
        var client = new OAuthClient(Ids.random("mcp_"), name, accepted, OAuthClient.REGISTERED);
        return store.saveClient(client).map(v -> {
            var reply = new JsonObject()
                    .put("client_id", client.clientId())
                    .put("client_id_issued_at", clock.instant().getEpochSecond())
                    .put("client_name", client.clientName())
                    .put("redirect_uris", new JsonArray(accepted))
                    .put(
                            "grant_types",
                            new JsonArray().add("authorization_code").add("refresh_token"))
                    .put("response_types", new JsonArray().add("code"))
                    .put("token_endpoint_auth_method", "none");
            var scope = registration.scope();
            return scope == null || scope.isBlank() ? reply : reply.put("scope", scope);
        });
    }

    /**
     * {@code oauth_client}: what the authorize page needs to know of a client ({@code client_id}), with
     * {@code same_name_clients}, how many other clients carry its name. A client id that is a metadata-document URL
     * is fetched (then kept an hour) and stored, so codes and agents can name it; a failed fetch is not tried again
     * for 5 minutes, and a URL not stored yet is fetched only while fewer than {@code documentClientsPerHour}
     * metadata-document clients were stored in the last hour, and fewer than {@code documentClientsPerSourcePerHour}
     * first named by the asking source.
     */
    public Future<JsonObject> describe(Caller caller, JsonObject args) {
        var lookup = ClientLookup.fromJson(args);
        return client(lookup.clientId(), lookup.source())
                .compose(found -> found.isEmpty()
                        ? Future.succeededFuture(ClientDescription.UNKNOWN.toJson())
                        : store.namesakes(found.get().clientName(), found.get().clientId())
                                .map(namesakes ->
                                        found.get().described(namesakes).toJson()));
    }

    private Future<Optional<OAuthClient>> client(String clientId, String source) {
        if (!documents.isDocumentUrl(clientId)) return store.client(clientId);
        var recent = fetched.get(clientId);
        if (recent != null && clock.millis() - recent.at() < DOCUMENT_CACHE_MS) {
            return Future.succeededFuture(Optional.of(recent.client()));
        }
        if (recentlyFailed(clientId)) return Future.succeededFuture(Optional.empty());
        return store.client(clientId)
                .compose(known -> known.isPresent() ? Future.succeededFuture(true) : mayStoreNew(source))
                .compose(mayFetch ->
                        mayFetch ? fetchAndStore(clientId, source) : Future.succeededFuture(Optional.empty()));
    }

    /** Whether one more metadata-document client fits the hour, cluster-wide and for {@code source}. */
    private Future<Boolean> mayStoreNew(String source) {
        var hourAgo = clock.instant().minusMillis(DOCUMENT_CACHE_MS).atOffset(ZoneOffset.UTC);
        return store.documentClientsSince(hourAgo)
                .compose(stored -> stored >= documentClientsPerHour
                        ? Future.succeededFuture(false)
                        : source == null
                                ? Future.succeededFuture(true)
                                : store.documentClientsFromSince(source, hourAgo)
                                        .map(fromSource -> fromSource < documentClientsPerSourcePerHour));
    }

    private Future<Optional<OAuthClient>> fetchAndStore(String clientId, String source) {
        return documents.fetch(clientId).compose(found -> {
            if (found.isEmpty()) {
                failed(clientId);
                return Future.succeededFuture(Optional.<OAuthClient>empty());
            }
            if (fetched.size() > 10_000) fetched.clear();
            fetched.put(clientId, new Fetched(found.get(), clock.millis()));
            return store.saveClient(found.get(), source).map(v -> found);
        });
    }

    private boolean recentlyFailed(String clientId) {
        synchronized (failures) {
            var at = failures.get(clientId);
            return at != null && clock.millis() - at < FAILURE_CACHE_MS;
        }
    }

    private void failed(String clientId) {
        synchronized (failures) {
            failures.put(clientId, clock.millis());
        }
    }
}
