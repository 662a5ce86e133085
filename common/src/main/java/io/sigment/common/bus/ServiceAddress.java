package io.sigment.common.bus;

import io.vertx.core.Future;
import io.vertx.core.Vertx;
import java.util.HashMap;
import java.util.Map;

/**
 * The one event-bus address of each service (docs/dev/architecture.md, "Services on the event bus"); the {@code action}
 * header names the operation.
 */
public enum ServiceAddress {
    ACCOUNTS("sigment.accounts"),
    JOBS("sigment.jobs"),
    SCRAPER("sigment.scraper"),
    ANALYTICS("sigment.analytics"),
    LISTS("sigment.lists");

    private final String address;

    ServiceAddress(String address) {
        this.address = address;
    }

    public String address() {
        return address;
    }

    /**
     * Serves {@code actions} (constants of this service's contract) at this address, plus the built-in
     * {@value ActionDispatcher#PING} used by readiness checks.
     */
    public <A extends ServiceAction> Future<Void> bind(Vertx vertx, Map<A, Action> actions) {
        var named = new HashMap<String, Action>();
        actions.forEach((action, run) -> {
            if (action.service() != this)
                throw new IllegalArgumentException(action.wire() + " is not served by " + address);
            named.put(action.wire(), run);
        });
        return bindNamed(vertx, named);
    }

    /** The bus's own tests bind made-up actions by name; services bind their contract's constants. */
    Future<Void> bindNamed(Vertx vertx, Map<String, Action> actions) {
        return vertx.eventBus()
                .consumer(address, new ActionDispatcher(vertx, this, actions))
                .completion();
    }
}
