package io.sigment.common.bus;

import io.sigment.common.Caller;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;
import java.time.Duration;

/**
 * An action that fans out to slow outside calls and must answer while its caller still waits: it receives the
 * time the sender allowed ({@link Envelope#TIMEOUT_MS}) and answers with what it has, rather than too late.
 */
@FunctionalInterface
public interface TimedAction extends Action {
    /** Without a sender's timeout (an old sender), the action assumes this one. */
    Duration DEFAULT_BUDGET = Duration.ofSeconds(10);

    Future<JsonObject> run(Caller caller, JsonObject args, Duration budget);

    @Override
    default Future<JsonObject> run(Caller caller, JsonObject args) {
        return run(caller, args, DEFAULT_BUDGET);
    }
}
