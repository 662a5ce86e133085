package io.sigment.emulator.http;

import io.sigment.common.Config;
import io.sigment.common.Setting;

/**
 * Faults the emulator injects: added latency, a share of 503s, a share of 429s with {@code Retry-After}, and
 * exhausted quota. Set by configuration, replaced at run time through {@link Faults}, or given per request
 * in the {@value #HEADER} header as {@code latency-ms=200, error-rate=0.5, throttle-rate=1, retry-after=2,
 * quota=exhausted}.
 */
public record FaultPlan(long latencyMs, double errorRate, double throttleRate, int retryAfterSeconds,
                        boolean quotaExhausted) {
  public static final String HEADER = "X-Emulator-Fault";
  public static final FaultPlan NONE = new FaultPlan(0, 0, 0, 1, false);

  public static FaultPlan fromConfig(Config config) {
    return new FaultPlan(config.integer(Setting.EMULATOR_LATENCY_MS),
        Double.parseDouble(config.get(Setting.EMULATOR_ERROR_RATE)),
        Double.parseDouble(config.get(Setting.EMULATOR_THROTTLE_RATE)),
        config.integer(Setting.EMULATOR_RETRY_AFTER_S), false);
  }

  /** This plan with the header's entries applied; unknown or malformed entries are ignored. */
  public FaultPlan withHeader(String header) {
    if (header == null || header.isBlank()) return this;
    var plan = this;
    for (var entry : header.split("[,;]")) {
      var parts = entry.trim().split("=", 2);
      if (parts.length != 2) continue;
      var value = parts[1].trim();
      try {
        plan = switch (parts[0].trim().toLowerCase()) {
          case "latency-ms" -> new FaultPlan(Long.parseLong(value), plan.errorRate, plan.throttleRate,
              plan.retryAfterSeconds, plan.quotaExhausted);
          case "error-rate" -> new FaultPlan(plan.latencyMs, Double.parseDouble(value), plan.throttleRate,
              plan.retryAfterSeconds, plan.quotaExhausted);
          case "throttle-rate" -> new FaultPlan(plan.latencyMs, plan.errorRate, Double.parseDouble(value),
              plan.retryAfterSeconds, plan.quotaExhausted);
          case "retry-after" -> new FaultPlan(plan.latencyMs, plan.errorRate, plan.throttleRate,
              Integer.parseInt(value), plan.quotaExhausted);
          case "quota" -> new FaultPlan(plan.latencyMs, plan.errorRate, plan.throttleRate, plan.retryAfterSeconds,
              value.equalsIgnoreCase("exhausted"));
          default -> plan;
        };
      } catch (NumberFormatException ignored) {
        // a malformed entry leaves the plan as it was
      }
    }
    return plan;
  }
}
