package io.sigment.gateway.tools;

import io.sigment.common.Caller;
import io.sigment.common.ToolError;
import io.sigment.common.bus.ServiceClient;
import io.vertx.circuitbreaker.CircuitBreaker;
import io.vertx.circuitbreaker.CircuitBreakerOptions;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.IntSupplier;

/**
 * Sends a tool call to the service that owns it, through one circuit breaker per tool (the service action it
 * names): a slow or silent action fails fast without blocking the service's other actions, so a hanging
 * {@code analyze_creators} cannot take {@code get_job} down with it.
 *
 * <p>A breaker counts only the service's own failure to answer: no handler, no reply in time, a transport
 * error. Any {@link ToolError} the service chose to answer with, whatever its kind ("Not found…", "Sigment is
 * busy…", "Sigment is busy: … not served by this deployment yet"), is a result: one caller's bad or unlucky calls must
 * not
 * change what every other workspace gets.
 *
 * <p>A call of a tool that only reads Sigment's own data ({@link ToolDefinition#resentOnMemberLoss()}: {@code
 * wait_for_job}, {@code get_job}, the reads of results, lists and accounts) is sent again within its time when a
 * cluster member leaves while it waits ({@link ServiceClient#exchangeIdempotent}): a killed {@code jobs} replica's
 * parked waits are answered by another replica instead of "did not answer in time".
 */
public final class ServiceRoutes {
    static final int MAX_FAILURES = 5;

    private final Vertx vertx;
    private final ServiceClient client;
    private final Map<String, CircuitBreaker> breakers = new ConcurrentHashMap<>();

    private final BiConsumer<String, IntSupplier> breakerGauge;
    private final Consumer<String> resent;

    public ServiceRoutes(Vertx vertx, ServiceClient client) {
        this(vertx, client, (tool, state) -> {}, tool -> {});
    }

    /**
     * {@code breakerGauge} is told of each tool's breaker once, with its state (0 closed, 1 half open, 2 open);
     * {@code resent} of each call sent again after a member's loss, by tool name.
     */
    public ServiceRoutes(
            Vertx vertx, ServiceClient client, BiConsumer<String, IntSupplier> breakerGauge, Consumer<String> resent) {
        this.vertx = vertx;
        this.client = client;
        this.breakerGauge = breakerGauge;
        this.resent = resent;
    }

    public Future<JsonObject> call(ToolDefinition tool, Caller caller, JsonObject args) {
        var timeout = tool.timeout().orElse(client.defaultTimeout());
        return breaker(tool)
                .<JsonObject>execute(() -> tool.resentOnMemberLoss()
                        ? client.exchangeIdempotent(
                                tool.action(), caller, args, timeout, () -> resent.accept(tool.name()))
                        : client.exchange(tool.action(), caller, args, timeout))
                .recover(cause -> Future.failedFuture(cause instanceof ToolError ? cause : ToolError.unavailable()));
    }

    private CircuitBreaker breaker(ToolDefinition tool) {
        return breakers.computeIfAbsent(tool.name(), name -> {
            var breaker = CircuitBreaker.create(
                    "sigment-" + tool.service().name().toLowerCase() + "-" + name,
                    vertx,
                    new CircuitBreakerOptions()
                            .setMaxFailures(MAX_FAILURES)
                            .setTimeout(-1)
                            .setResetTimeout(5_000));
            breaker.<JsonObject>failurePolicy(result -> result.failed() && !(result.cause() instanceof ToolError));
            breakerGauge.accept(name, () -> switch (breaker.state()) {
                case CLOSED -> 0;
                case HALF_OPEN -> 1;
                case OPEN -> 2;
            });
            return breaker;
        });
    }
}
