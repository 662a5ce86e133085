package io.sigment.gateway;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import java.time.Duration;

/** The gateway's own meters: tool calls by tool and outcome, their latency, and refused HTTP requests. */
public final class GatewayMetrics {
  private final MeterRegistry registry;
  private final Counter unauthorized;
  private final Counter throttled;

  public GatewayMetrics(MeterRegistry registry) {
    this.registry = registry;
    this.unauthorized = Counter.builder("sigment.http.unauthorized")
        .description("Requests to /mcp answered 401").register(registry);
    this.throttled = Counter.builder("sigment.http.throttled")
        .description("Requests to /mcp answered 429").register(registry);
  }

  /** {@code outcome}: {@code ok}, {@code invalid_arguments}, {@code unknown_tool}, or the tool error's kind. */
  public void toolCall(String tool, String outcome, Duration took) {
    Counter.builder("sigment.tool.calls").description("Tool calls by tool and outcome")
        .tag("tool", tool).tag("outcome", outcome).register(registry).increment();
    Timer.builder("sigment.tool.call.duration").description("Tool call latency at the gateway")
        .tag("tool", tool).publishPercentileHistogram()
        .minimumExpectedValue(Duration.ofMillis(1)).maximumExpectedValue(Duration.ofSeconds(30))
        .register(registry).record(took);
  }

  public void unauthorized() {
    unauthorized.increment();
  }

  public void throttled() {
    throttled.increment();
  }
}
