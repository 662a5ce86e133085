package io.sigment.emulator.http;

import io.sigment.common.Config;
import io.sigment.common.Setting;

/**
 * Faults the emulator injects: added latency, a share of 503s, a share of 429s with {@code Retry-After}, and
 * exhausted quota. Set by configuration, replaced at run time through {@link Faults}, or given per request
 * in the {@value #HEADER} header as {@code latency-ms=200, error-rate=0.5, throttle-rate=1, retry-after=2,
 * quota=exhausted}.
 */
public record FaultInjection(
        long latencyMs, double errorRate, double throttleRate, int retryAfterSeconds, boolean quotaExhausted) {
    public static final String HEADER = "X-Emulator-Fault";
    public static final FaultInjection NONE = new FaultInjection(0, 0, 0, 1, false);

    public static FaultInjection fromConfig(Config config) {
        return new FaultInjection(
                config.integer(Setting.EMULATOR_LATENCY_MS),
                Double.parseDouble(config.get(Setting.EMULATOR_ERROR_RATE)),
                Double.parseDouble(config.get(Setting.EMULATOR_THROTTLE_RATE)),
                config.integer(Setting.EMULATOR_RETRY_AFTER_S),
                false);
    }

    /** These faults with the header's entries applied; unknown or malformed entries are ignored. */
    public FaultInjection withHeader(String header) {
        if (header == null || header.isBlank()) return this;
        var injection = this;
        for (var entry : header.split("[,;]")) {
            var parts = entry.trim().split("=", 2);
            if (parts.length != 2) continue;
            var value = parts[1].trim();
            try {
                injection = switch (parts[0].trim().toLowerCase()) {
                    case "latency-ms" ->
                        new FaultInjection(
                                Long.parseLong(value),
                                injection.errorRate,
                                injection.throttleRate,
                                injection.retryAfterSeconds,
                                injection.quotaExhausted);
                    case "error-rate" ->
                        new FaultInjection(
                                injection.latencyMs,
                                Double.parseDouble(value),
                                injection.throttleRate,
                                injection.retryAfterSeconds,
                                injection.quotaExhausted);
                    case "throttle-rate" ->
                        new FaultInjection(
                                injection.latencyMs,
                                injection.errorRate,
                                Double.parseDouble(value),
                                injection.retryAfterSeconds,
                                injection.quotaExhausted);
                    case "retry-after" ->
                        new FaultInjection(
                                injection.latencyMs,
                                injection.errorRate,
                                injection.throttleRate,
                                Integer.parseInt(value),
                                injection.quotaExhausted);
                    case "quota" ->
                        new FaultInjection(
                                injection.latencyMs,
                                injection.errorRate,
                                injection.throttleRate,
                                injection.retryAfterSeconds,
                                value.equalsIgnoreCase("exhausted"));
                    default -> injection;
                };
            } catch (NumberFormatException ignored) {
                // a malformed entry leaves the injection as it was
            }
        }
        return injection;
    }
}
