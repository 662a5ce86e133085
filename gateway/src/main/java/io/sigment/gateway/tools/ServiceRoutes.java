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
import java.time.Duration;
import java.util.EnumMap;
import java.util.Map;

/**
 * Sends a tool call to the service that owns it, through one circuit breaker per service (a failing
 * service fails fast without blocking the others). Only transient failures count against a breaker; a
 * service's business answers ("Not found…", "Insufficient credits…") are results, not faults.
 */
public final class ServiceRoutes {
  /** {@code wait_for_job} blocks up to 25 s in the service; the gateway waits a little longer. */
  private static final Duration LONG_POLL_TIMEOUT = Duration.ofSeconds(32);

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
    var timeout = tool.name().equals("wait_for_job") ? LONG_POLL_TIMEOUT : null;
    return breakers.get(tool.service()).<JsonObject>execute(() -> timeout == null
            ? client.request(tool.service(), tool.name(), caller, args)
            : client.request(tool.service(), tool.name(), caller, args, timeout))
        .recover(cause -> Future.failedFuture(cause instanceof ToolError ? cause : ToolError.unavailable()));
  }

  private static boolean isTransient(Throwable cause) {
    return !(cause instanceof ToolError error) || error.kind() == ToolError.Kind.UNAVAILABLE;
  }
}
