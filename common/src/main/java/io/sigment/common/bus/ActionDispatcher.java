package io.sigment.common.bus;

import io.sigment.common.Caller;
import io.sigment.common.ToolError;
import io.sigment.common.ops.Log;
import io.vertx.core.Future;
import io.vertx.core.Handler;
import io.vertx.core.Vertx;
import io.vertx.core.eventbus.Message;
import io.vertx.core.json.JsonObject;
import java.time.Duration;
import java.util.Map;
import java.util.logging.Logger;

/** Routes a request to its action and turns every outcome into a reply; no exception ever crosses the bus. */
final class ActionDispatcher implements Handler<Message<JsonObject>> {
  static final String PING = "ping";
  private static final Logger LOG = Logger.getLogger(ActionDispatcher.class.getName());

  private final Vertx vertx;
  private final ServiceAddress address;
  private final Map<String, Action> actions;

  ActionDispatcher(Vertx vertx, ServiceAddress address, Map<String, Action> actions) {
    this.vertx = vertx;
    this.address = address;
    this.actions = Map.copyOf(actions);
  }

  @Override
  public void handle(Message<JsonObject> message) {
    var name = message.headers().get(Envelope.ACTION);
    var body = message.body() == null ? new JsonObject() : message.body();
    var caller = Caller.fromJson(body.getJsonObject(Envelope.CALLER, new JsonObject()));
    var args = body.getJsonObject(Envelope.ARGS, new JsonObject());
    var work = run(name, caller, args, budget(message));
    var watchId = message.headers().get(Envelope.WATCH);
    if (watchId != null) WorkHeartbeat.keep(vertx, watchId, work);
    work.onComplete(result -> {
      if (result.succeeded()) {
        message.reply(result.result() == null ? new JsonObject() : result.result());
      } else {
        var error = asToolError(result.cause(), name, caller);
        message.fail(error.kind().code, ErrorWire.encode(error));
      }
    });
  }

  private static Duration budget(Message<JsonObject> message) {
    try {
      var header = message.headers().get(Envelope.TIMEOUT_MS);
      return header == null ? TimedAction.DEFAULT_BUDGET : Duration.ofMillis(Math.max(0, Long.parseLong(header)));
    } catch (NumberFormatException e) {
      return TimedAction.DEFAULT_BUDGET;
    }
  }

  private Future<JsonObject> run(String name, Caller caller, JsonObject args, Duration budget) {
    if (PING.equals(name)) return Future.succeededFuture(new JsonObject().put("service", address.name().toLowerCase()));
    var action = actions.get(name);
    if (action == null) return Future.failedFuture(ToolError.notServed());
    try {
      var future = action instanceof TimedAction timed ? timed.run(caller, args, budget) : action.run(caller, args);
      return future == null ? Future.failedFuture(new IllegalStateException("action returned null")) : future;
    } catch (RuntimeException e) {
      return Future.failedFuture(e);
    }
  }

  private ToolError asToolError(Throwable cause, String action, Caller caller) {
    if (cause instanceof ToolError toolError) return toolError;
    Log.error(LOG, "action failed", Map.of("request_id", String.valueOf(caller.requestId()),
        "address", address.address(), "action", String.valueOf(action)), cause);
    return ToolError.unavailable();
  }
}
