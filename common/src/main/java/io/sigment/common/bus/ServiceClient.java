package io.sigment.common.bus;

import io.sigment.common.Caller;
import io.sigment.common.ToolError;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.eventbus.DeliveryOptions;
import io.vertx.core.eventbus.Message;
import io.vertx.core.eventbus.ReplyException;
import io.vertx.core.eventbus.ReplyFailure;
import io.vertx.core.json.JsonObject;
import java.time.Duration;

/**
 * Sends {@code {caller, args}} to a service and returns its reply. Every failure arrives as a
 * {@link ToolError}: the service's own, or {@link ToolError.Kind#UNAVAILABLE} when nobody answered in time.
 */
public final class ServiceClient {
  private final Vertx vertx;
  private final Duration timeout;

  public ServiceClient(Vertx vertx, Duration timeout) {
    this.vertx = vertx;
    this.timeout = timeout;
  }

  public Future<JsonObject> request(ServiceAddress to, String action, Caller caller, JsonObject args) {
    return request(to, action, caller, args, timeout);
  }

  public Future<JsonObject> request(ServiceAddress to, String action, Caller caller, JsonObject args,
                                    Duration timeout) {
    var options = new DeliveryOptions()
        .setSendTimeout(timeout.toMillis())
        .addHeader(Envelope.ACTION, action);
    if (caller.requestId() != null) options.addHeader(Envelope.REQUEST_ID, caller.requestId());
    var body = new JsonObject().put(Envelope.CALLER, caller.toJson()).put(Envelope.ARGS, args);
    return vertx.eventBus().<JsonObject>request(to.address(), body, options)
        .map(Message::body)
        .recover(cause -> Future.failedFuture(toToolError(cause)));
  }

  static ToolError toToolError(Throwable cause) {
    if (cause instanceof ReplyException reply && reply.failureType() == ReplyFailure.RECIPIENT_FAILURE
        && reply.getMessage() != null) {
      var kind = ToolError.Kind.ofCode(reply.failureCode());
      if (kind.code == reply.failureCode()) return new ToolError(kind, reply.getMessage());
    }
    return ToolError.unavailable();
  }
}
