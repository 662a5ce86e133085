package io.sigment.gateway;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.IntSupplier;

/**
 * The gateway's own meters: tool calls by tool and outcome, their latency and the part of it spent in the limits,
 * refused HTTP requests, and every answered MCP request by the OpenTelemetry MCP semantic conventions
 * ({@code mcp.server.operation.duration}).
 */
public final class GatewayMetrics {
    private final MeterRegistry registry;
    private final Counter unauthorized;
    private final Counter throttled;
    private final Counter unknownTool;
    /** The meters of each tool (and outcome), built once: a builder per call cost a registry look-up each time. */
    private final Map<ToolOutcome, Counter> calls = new ConcurrentHashMap<>();

    private final Map<String, Timer> durations = new ConcurrentHashMap<>();
    private final Map<ToolOutcome, Timer> limitsTimes = new ConcurrentHashMap<>();
    private final Map<String, Counter> resends = new ConcurrentHashMap<>();
    /** One timer per bounded label set of {@link #mcpOperation}. */
    private final Map<McpOperation, Timer> operations = new ConcurrentHashMap<>();
    /** The bucket bounds OpenTelemetry's MCP conventions advise for {@code mcp.server.operation.duration}. */
    private static final Duration[] OPERATION_BUCKETS = java.util.stream.DoubleStream.of(
                    0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 30, 60, 120, 300)
            .mapToObj(s -> Duration.ofNanos((long) (s * 1e9)))
            .toArray(Duration[]::new);

    /**
     * The labels of one answered MCP request, each bounded by its caller: {@code method} a known MCP method or
     * {@code _OTHER}, {@code tool} a catalog tool ({@code _OTHER} for a name outside it, empty off {@code tools/call}),
     * {@code errorType} empty, {@code tool_error} or the JSON-RPC error code, {@code protocolVersion} a revision this
     * server speaks. Exported as {@code mcp_server_operation_duration_seconds} with the conventions' attribute names.
     */
    public record McpOperation(String method, String tool, String errorType, String protocolVersion) {}

    public GatewayMetrics(MeterRegistry registry) {
        this.registry = registry;
        this.unauthorized = Counter.builder("sigment.http.unauthorized")
                .description("Requests to /mcp answered 401")
                .register(registry);
        this.throttled = Counter.builder("sigment.http.throttled")
                .description("Requests to /mcp answered 429")
                .register(registry);
        this.unknownTool = Counter.builder("sigment.tool.calls")
                .description("Tool calls by tool and outcome")
                .tag("tool", "unknown")
                .tag("outcome", "unknown_tool")
                .register(registry);
    }

    /**
     * A call of a catalog tool ({@code tool} is always a catalog name: the series are bounded by the catalog).
     * {@code outcome}: {@code ok}, {@code invalid_arguments}, or the tool error's kind.
     */
    public void toolCall(String tool, String outcome, Duration took) {
        calls.computeIfAbsent(
                        new ToolOutcome(tool, outcome),
                        key -> Counter.builder("sigment.tool.calls")
                                .description("Tool calls by tool and outcome")
                                .tag("tool", tool)
                                .tag("outcome", outcome)
                                .register(registry))
                .increment();
        durations
                .computeIfAbsent(
                        tool,
                        t -> Timer.builder("sigment.tool.call.duration")
                                .description("Tool call latency at the gateway")
                                .tag("tool", tool)
                                .publishPercentileHistogram()
                                .minimumExpectedValue(Duration.ofMillis(1))
                                .maximumExpectedValue(Duration.ofSeconds(30))
                                .register(registry))
                .record(took);
    }

    /**
     * The part of a tool call's time spent in the spec's cluster-wide limits, before the call goes to its service.
     * {@code outcome}: {@code admitted}, or {@code refused} when the limits stopped the call (a limit reached, or a
     * refused credential counted against its own budget). Its buckets start lower than the call's: the step usually
     * takes well under a millisecond.
     */
    public void toolCallLimits(String tool, String outcome, Duration took) {
        limitsTimes
                .computeIfAbsent(
                        new ToolOutcome(tool, outcome),
                        key -> Timer.builder("sigment.tool.call.limits")
                                .description("Time a tool call spent in the cluster-wide limits (in-flight slot, calls "
                                        + "per minute, searches per hour) before its service, admitted or refused")
                                .tag("tool", tool)
                                .tag("outcome", outcome)
                                .publishPercentileHistogram()
                                .minimumExpectedValue(Duration.ofNanos(100_000))
                                .maximumExpectedValue(Duration.ofSeconds(30))
                                .register(registry))
                .record(took);
    }

    public void mcpOperation(McpOperation operation, Duration took) {
        operations
                .computeIfAbsent(
                        operation,
                        o -> Timer.builder("mcp.server.operation.duration")
                                .description(
                                        "MCP requests answered by the server, by method, tool, error type and protocol "
                                                + "revision")
                                .tag("mcp.method.name", o.method())
                                .tag("gen_ai.tool.name", o.tool())
                                .tag("error.type", o.errorType())
                                .tag("mcp.protocol.version", o.protocolVersion())
                                .tag("network.transport", "tcp")
                                .serviceLevelObjectives(OPERATION_BUCKETS)
                                .register(registry))
                .record(took);
    }

    /** The circuit breaker of a catalog tool: 0 closed, 1 half open, 2 open. */
    public void breaker(String tool, IntSupplier state) {
        Gauge.builder("sigment.tool.breaker.state", state, IntSupplier::getAsInt)
                .description("Circuit breaker of the tool's calls to its service: 0 closed, 1 half open, 2 open")
                .tag("tool", tool)
                .strongReference(true)
                .register(registry);
    }

    /**
     * A call of a read-only tool sent again to its service because a cluster member left while it waited (the
     * member may have held it: {@code ServiceClient.exchangeIdempotent}).
     */
    public void resent(String tool) {
        resends.computeIfAbsent(
                        tool,
                        t -> Counter.builder("sigment.tool.resends")
                                .description(
                                        "Read-only tool calls sent again to their service after a cluster member left")
                                .tag("tool", tool)
                                .register(registry))
                .increment();
    }

    /** A call naming no catalog tool: one shared series, whatever the name, and no latency histogram. */
    public void unknownTool() {
        unknownTool.increment();
    }

    public void unauthorized() {
        unauthorized.increment();
    }

    public void throttled() {
        throttled.increment();
    }

    /** A series' key by tool and outcome: one map per meter, not a map of maps. */
    private record ToolOutcome(String tool, String outcome) {}
}
