package io.sigment.local.processes;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Which processes {@code ./sigment up --processes} runs and on which ports: one per replica of each service, in the
 * services' order, the second replica of {@code jobs} named {@code jobs-2}. The i-th process has cluster port
 * {@code clusterBase + i} and management port {@code managementBase + i}; the k-th gateway serves HTTP on
 * {@code httpBase + k}. A restarted process keeps its ports.
 */
public record ProcessLayout(List<Member> members) {
    public static final String GATEWAY = "gateway";
    /** The services run as Hazelcast lite members ({@code SIGMENT_CLUSTER_LITE_MEMBER}); the others hold the maps. */
    public static final Set<String> LITE_MEMBERS = Set.of("scraper");

    /** One process: {@code eventBusPort} 0 when the event bus picks a free one. */
    public record Member(
            String name, String service, int clusterPort, int managementPort, int httpPort, int eventBusPort) {
        public boolean gateway() {
            return service.equals(GATEWAY);
        }

        /** The scrapers allocate per platform response: their collections must not stall the shared limits. */
        public boolean liteMember() {
            return LITE_MEMBERS.contains(service);
        }
    }

    public static ProcessLayout of(
            Map<String, Integer> replicas, int clusterBase, int managementBase, int httpBase, int eventBusBase) {
        var members = new ArrayList<Member>();
        var gateways = 0;
        for (var service : replicas.entrySet()) {
            for (int replica = 1; replica <= service.getValue(); replica++) {
                var i = members.size();
                var name = replica == 1 ? service.getKey() : service.getKey() + "-" + replica;
                var http = service.getKey().equals(GATEWAY) ? httpBase + gateways++ : 0;
                members.add(new Member(
                        name,
                        service.getKey(),
                        clusterBase + i,
                        managementBase + i,
                        http,
                        eventBusBase == 0 ? 0 : eventBusBase + i));
            }
        }
        return new ProcessLayout(List.copyOf(members));
    }

    /** Every member's cluster address, for {@code SIGMENT_CLUSTER_MEMBERS}. */
    public String clusterMembers(String host) {
        return members.stream().map(m -> host + ":" + m.clusterPort()).collect(Collectors.joining(","));
    }

    public List<Member> gateways() {
        return members.stream().filter(Member::gateway).toList();
    }
}
