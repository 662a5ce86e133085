package io.sigment.accounts.oauth;

import io.sigment.common.ToolArgs;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.Vertx;
import io.vertx.core.WorkerExecutor;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpClient;
import io.vertx.core.http.HttpClientOptions;
import io.vertx.core.http.HttpClientRequest;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.RequestOptions;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.core.net.SocketAddress;
import java.net.InetAddress;
import java.net.URI;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Client ID Metadata Documents (SEP-991): a {@code client_id} that is an HTTPS URL names a JSON document
 * describing the client. Fetched with limits (5 s for the whole fetch, DNS included; 5 KiB; no redirects), from a
 * public address only (the host is resolved once, on a small pool of this class's own, and that address is the one
 * connected to, so DNS rebinding cannot reach an internal one);
 * {@code allowLoopback} (tests only) admits plain HTTP on loopback. The document must name itself as
 * {@code client_id} and list acceptable {@code redirect_uris}.
 */
public final class MetadataDocuments {
    static final int MAX_BYTES = 5 * 1024;
    static final long TIMEOUT_MS = 5_000;
    private static final int DNS_THREADS = 2;

    private final Vertx vertx;
    private final HttpClient http;
    private final boolean allowLoopback;
    private final WorkerExecutor dns;
    private final long timeoutMs;

    public MetadataDocuments(Vertx vertx, boolean allowLoopback) {
        this(vertx, allowLoopback, TIMEOUT_MS);
    }

    /** With a whole-fetch deadline of {@code timeoutMs} (tests of what is fetched, on a loaded machine). */
    MetadataDocuments(Vertx vertx, boolean allowLoopback, long timeoutMs) {
        this.vertx = vertx;
        this.timeoutMs = timeoutMs;
        this.dns = vertx.createSharedWorkerExecutor("sigment-cimd-dns", DNS_THREADS, timeoutMs, TimeUnit.MILLISECONDS);
        this.allowLoopback = allowLoopback;
        this.http = vertx.createHttpClient(new HttpClientOptions()
                .setConnectTimeout((int) timeoutMs)
                .setIdleTimeout(10)
                .setMaxRedirects(0));
    }

    /** Whether {@code clientId} is a metadata-document URL (else it is a registered client's id). */
    public boolean isDocumentUrl(String clientId) {
        return clientId.startsWith("https://") || allowLoopback && clientId.startsWith("http://");
    }

    /** The client the document at {@code url} describes; empty when it cannot be fetched or is not acceptable. */
    public Future<Optional<OAuthClient>> fetch(String url) {
        URI uri;
        try {
            uri = new URI(url);
        } catch (java.net.URISyntaxException e) {
            return Future.succeededFuture(Optional.empty());
        }
        var host = uri.getHost();
        if (host == null || uri.getRawUserInfo() != null || uri.getRawFragment() != null || url.length() > 2000) {
            return Future.succeededFuture(Optional.empty());
        }
        var https = "https".equals(uri.getScheme());
        var port = uri.getPort() == -1 ? (https ? 443 : 80) : uri.getPort();
        var result = Promise.<Optional<OAuthClient>>promise();
        var request = new AtomicReference<HttpClientRequest>();
        // The whole fetch (DNS, connect, every byte) has one deadline: a server trickling bytes cannot hold it.
        var deadline = vertx.setTimer(timeoutMs, id -> {
            if (result.tryComplete(Optional.empty()) && request.get() != null)
                request.get().reset();
        });
        resolve(host)
                .compose(address -> {
                    var allowed =
                            PublicAddresses.isPublic(address) ? https : allowLoopback && address.isLoopbackAddress();
                    if (!allowed || result.future().isComplete())
                        return Future.succeededFuture(Optional.<OAuthClient>empty());
                    var options = new RequestOptions()
                            .setMethod(HttpMethod.GET)
                            .setServer(SocketAddress.inetSocketAddress(port, address.getHostAddress()))
                            .setHost(host)
                            .setPort(port)
                            .setSsl(https)
                            .setURI(uri.getRawPath() + (uri.getRawQuery() == null ? "" : "?" + uri.getRawQuery()))
                            .setFollowRedirects(false)
                            .setIdleTimeout(timeoutMs)
                            .putHeader("Accept", "application/json");
                    return http.request(options)
                            .compose(sent -> {
                                request.set(sent);
                                if (result.future().isComplete()) sent.reset();
                                return sent.send();
                            })
                            .compose(response -> {
                                if (response.statusCode() != 200)
                                    return Future.succeededFuture(Optional.<OAuthClient>empty());
                                var body = Buffer.buffer();
                                var done = Promise.<Optional<OAuthClient>>promise();
                                response.handler(chunk -> {
                                    body.appendBuffer(chunk);
                                    if (body.length() > MAX_BYTES) {
                                        response.request().reset();
                                        done.tryComplete(Optional.empty());
                                    }
                                });
                                response.endHandler(v -> done.tryComplete(parse(url, body)));
                                response.exceptionHandler(e -> done.tryComplete(Optional.empty()));
                                return done.future();
                            });
                })
                .onComplete(done -> {
                    vertx.cancelTimer(deadline);
                    result.tryComplete(done.succeeded() ? done.result() : Optional.empty());
                });
        return result.future();
    }

    /**
     * The host's address: an IP literal as it is, a name looked up on this class's own small pool (blocking JDK
     * lookups never occupy the shared worker pool, whatever a slow DNS server does).
     */
    private Future<InetAddress> resolve(String host) {
        var literal = host.startsWith("[") ? host.substring(1, host.length() - 1) : host;
        if (literal.indexOf(':') >= 0 || literal.chars().allMatch(c -> c >= '0' && c <= '9' || c == '.')) {
            try {
                return Future.succeededFuture(InetAddress.getByName(literal));
            } catch (java.net.UnknownHostException e) {
                return Future.failedFuture(e);
            }
        }
        return dns.executeBlocking(() -> InetAddress.getByName(host), false);
    }

    private static Optional<OAuthClient> parse(String url, Buffer body) {
        try {
            var document = new JsonObject(body);
            if (!url.equals(document.getString("client_id"))) return Optional.empty();
            var requested = document.getValue("redirect_uris") instanceof JsonArray uris
                    ? uris.stream().map(String::valueOf).toList()
                    : java.util.List.<String>of();
            var accepted = RedirectUris.acceptable(requested);
            if (accepted.isEmpty()) return Optional.empty();
            var name = document.getString("client_name", "").strip();
            if (name.isEmpty()) name = URI.create(url).getHost();
            return Optional.of(
                    new OAuthClient(url, ToolArgs.firstCharacters(name, 100), accepted, OAuthClient.METADATA_DOCUMENT));
        } catch (RuntimeException malformed) {
            return Optional.empty();
        }
    }
}
