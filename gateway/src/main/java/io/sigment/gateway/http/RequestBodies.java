package io.sigment.gateway.http;

import io.vertx.ext.web.handler.BodyHandler;

/**
 * The one way a gateway route reads a request body: in memory, at most the route's own limit (413 past it), and
 * never a file on disk. vertx-web's default writes every multipart upload under {@code file-uploads/} and keeps it,
 * whatever the route answers; no route of the gateway takes a file, so uploads are off everywhere.
 */
public final class RequestBodies {
    private RequestBodies() {}

    /** A body handler for a route that reads at most {@code maxBytes} of body. */
    public static BodyHandler upTo(long maxBytes) {
        if (maxBytes <= 0) throw new IllegalArgumentException("A body limit must be positive: " + maxBytes);
        return BodyHandler.create(false).setBodyLimit(maxBytes).setDeleteUploadedFilesOnEnd(true);
    }
}
