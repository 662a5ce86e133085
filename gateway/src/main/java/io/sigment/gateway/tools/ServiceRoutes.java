package io.sigment.gateway.tools;

import io.sigment.common.Caller;
import io.sigment.common.ToolError;
import io.sigment.common.bus.ServiceAddress;
import io.sigment.common.bus.ServiceClient;
import io.vertx.circuitbreaker.CircuitBreaker;
import io.vertx.circuitbreaker.CircuitBreakerOptions;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import java.util.EnumMap;
import java.util.Map;

/**
 * Sends a tool call to the service that owns it, through one circuit breaker per service (a failing
 * service fails fast without blocking the others). Only transient failures count against a breaker; a
 * service's business answers ("Not found…", "Insufficient credits…") are results, not faults.
 */
public final class ServiceRoutes {
  private final ServiceClient client;
  private final Map<ServiceAddress, CircuitBreaker> breakers = new EnumMap<>(ServiceAddress.class);

  public ServiceRoutes(Vertx vertx, ServiceClient client) {
    this.client = client;
    for (var address : ServiceAddress.values()) {
      var breaker = CircuitBreaker.create("sigment-" + address.name().toLowerCase(), vertx,
          new CircuitBreakerOptions().setMaxFailures(5).setTimeout(-1).setResetTimeout(5_000));
      breaker.<JsonObject>failurePolicy(result -> result.failed() && isTransient(result.cause()));
      breakers.put(address, breaker);
    }
  }

  public Future<JsonObject> call(ToolDefinition tool, Caller caller, JsonObject args) {
    return breakers.get(tool.service()).<JsonObject>execute(() -> tool.timeout()
            .map(timeout -> client.request(tool.service(), tool.name(), caller, args, timeout))
            .orElseGet(() -> client.request(tool.service(), tool.name(), caller, args)))
        .recover(cause -> Future.failedFuture(cause instanceof ToolError ? cause : ToolError.unavailable()));
  }

  private static boolean isTransient(Throwable cause) {
    return !(cause instanceof ToolError error) || error.kind() == ToolError.Kind.UNAVAILABLE;
  }
}
