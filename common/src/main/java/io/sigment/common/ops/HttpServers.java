package io.sigment.common.ops;

import io.vertx.core.http.HttpServerOptions;

/** Options of Sigment's HTTP servers. */
public final class HttpServers {
    private HttpServers() {}

    /**
     * HTTP/1.1 and TLS-negotiated HTTP/2 only, no cleartext HTTP/2 upgrade: stateless JSON requests gain
     * nothing from it, and the JDK HttpClient's default upgrade once failed in our suite with a frame-size
     * ProtocolException on a large reply (not reproduced in isolation since).
     */
    public static HttpServerOptions options() {
        return new HttpServerOptions().setHttp2ClearTextEnabled(false).setCompressionSupported(true);
    }
}
