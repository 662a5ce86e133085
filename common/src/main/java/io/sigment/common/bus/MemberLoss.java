package io.sigment.common.bus;

import io.vertx.core.Vertx;
import io.vertx.core.eventbus.DeliveryOptions;

/**
 * The signal that a cluster member left (shut down, or dropped by Hazelcast after its heartbeats stopped: a killed
 * process), heard only inside this process. Vert.x does not fail the requests that were waiting for a reply from the
 * member: they would only time out. {@link ServiceClient#exchangeIdempotent} requests hear this signal and are sent
 * again to the members that remain.
 */
public final class MemberLoss {
    /** A local-only address: the body is the Vert.x node id of the member that left. */
    static final String ADDRESS = "sigment.local.member-left";

    private MemberLoss() {}

    /**
     * Tells this process's waiting idempotent requests that {@code nodeId} left. Called by the cluster manager once
     * Vert.x has dropped the member's event-bus subscriptions from the cluster's map (any thread).
     */
    public static void signal(Vertx vertx, String nodeId) {
        vertx.eventBus().publish(ADDRESS, nodeId, new DeliveryOptions().setLocalOnly(true));
    }
}
