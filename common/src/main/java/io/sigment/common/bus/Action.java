package io.sigment.common.bus;

import io.sigment.common.Caller;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;

/** One operation of a service: the caller (trusted, resolved by the gateway) and the tool's arguments. */
@FunctionalInterface
public interface Action {
    Future<JsonObject> run(Caller caller, JsonObject args);
}
