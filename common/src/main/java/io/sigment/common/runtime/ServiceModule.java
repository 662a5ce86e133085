package io.sigment.common.runtime;

import io.sigment.common.Config;
import io.vertx.core.Deployable;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * What a process needs to run one service: its name, the Postgres schema it owns (migrated before it is
 * deployed), how to build its verticle, and any readiness conditions beyond "cluster and Postgres up".
 */
public record ServiceModule(
        String name,
        Optional<String> schema,
        Function<Config, Deployable> verticle,
        Map<String, BiFunction<Vertx, Config, Future<?>>> readiness) {

    public static ServiceModule withSchema(String name, String schema, Function<Config, Deployable> verticle) {
        return new ServiceModule(name, Optional.of(schema), verticle, Map.of());
    }

    public static ServiceModule withoutSchema(String name, Function<Config, Deployable> verticle) {
        return new ServiceModule(name, Optional.empty(), verticle, Map.of());
    }

    public ServiceModule readyWhen(String check, BiFunction<Vertx, Config, Future<?>> condition) {
        var checks = new java.util.HashMap<>(readiness);
        checks.put(check, condition);
        return new ServiceModule(name, schema, verticle, Map.copyOf(checks));
    }
}
