package io.sigment.common.cluster;

import com.hazelcast.config.Config;
import io.sigment.common.bus.MemberLoss;
import io.vertx.core.Vertx;
import io.vertx.core.spi.cluster.NodeListener;
import io.vertx.spi.cluster.hazelcast.HazelcastClusterManager;

/**
 * Vert.x's Hazelcast cluster manager, telling this process's waiting idempotent requests when a member leaves
 * ({@link MemberLoss}). It tells them through the manager's node listener, which Vert.x calls after removing the
 * member's event-bus subscriptions from the cluster's map (our own Hazelcast membership listener could run before
 * that: a request sent again then could be routed to the dead member). The listener slot is Vert.x's (its HA
 * manager's, when HA is on): whatever Vert.x sets is called first.
 */
final class ReportingClusterManager extends HazelcastClusterManager {
    private volatile Vertx vertx;
    private volatile NodeListener vertxListener;

    ReportingClusterManager(Config config) {
        super(config);
        super.nodeListener(new NodeListener() {
            @Override
            public void nodeAdded(String nodeId) {
                var listener = vertxListener;
                if (listener != null) listener.nodeAdded(nodeId);
            }

            @Override
            public void nodeLeft(String nodeId) {
                var listener = vertxListener;
                if (listener != null) listener.nodeLeft(nodeId);
                var local = vertx;
                if (local != null && isActive()) MemberLoss.signal(local, nodeId);
            }
        });
    }

    @Override
    public void init(Vertx vertx) {
        this.vertx = vertx;
        super.init(vertx);
    }

    @Override
    public void nodeListener(NodeListener listener) {
        vertxListener = listener;
    }
}
