package io.sigment.common.ops;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import java.util.function.IntSupplier;

/**
 * The meters every Sigment process has beyond JVM and Vert.x ones, named in one place: the cluster's size as this
 * member sees it, the partitions of the cluster's maps it owns (0 on a lite member), and watched requests sent again because their worker went silent ({@code address}: the service
 * asked, one of a few).
 */
public final class RuntimeMetrics {
    public static final String CLUSTER_MEMBERS = "sigment.cluster.members";
    public static final String CLUSTER_PARTITIONS_OWNED = "sigment.cluster.partitions.owned";
    public static final String WATCHED_RESENDS = "sigment.bus.watched.resends";

    private RuntimeMetrics() {}

    public static void clusterMembers(MeterRegistry registry, IntSupplier members) {
        Gauge.builder(CLUSTER_MEMBERS, members, IntSupplier::getAsInt)
                .description("Hazelcast members this process sees, itself included; 0 once it left")
                .strongReference(true)
                .register(registry);
    }

    public static void clusterPartitionsOwned(MeterRegistry registry, IntSupplier partitions) {
        Gauge.builder(CLUSTER_PARTITIONS_OWNED, partitions, IntSupplier::getAsInt)
                .description("Partitions of the cluster's maps this process owns; 0 on a lite member and once it left")
                .strongReference(true)
                .register(registry);
    }

    public static void watchedResend(MeterRegistry registry, String address) {
        resends(registry, address).increment();
    }

    /** Every address's re-sends from zero, so a dashboard shows none rather than nothing. */
    public static void watchedAddresses(MeterRegistry registry, Iterable<String> addresses) {
        addresses.forEach(address -> resends(registry, address));
    }

    private static Counter resends(MeterRegistry registry, String address) {
        return Counter.builder(WATCHED_RESENDS)
                .description("Watched requests sent again after their worker went silent")
                .tag("address", address)
                .register(registry);
    }
}
