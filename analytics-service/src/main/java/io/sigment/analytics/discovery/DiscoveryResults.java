package io.sigment.analytics.discovery;

import io.sigment.common.Caller;
import io.sigment.common.Handle;
import io.sigment.common.api.analytics.AnalyticsTools;
import io.sigment.common.api.analytics.DiscoveryDetail;
import io.sigment.common.api.analytics.DiscoveryList;
import io.sigment.common.api.jobs.JobId;
import io.vertx.core.Future;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** The agent tools {@code get_discovery} and {@code list_discoveries}. */
public final class DiscoveryResults {
    static final int GLOBAL_OVERLAPS = 15;
    static final int FOCUSED_OVERLAPS = 100;

    private final Discoveries discoveries;
    private final DiscoveryStore store;

    public DiscoveryResults(Discoveries discoveries, DiscoveryStore store) {
        this.discoveries = discoveries;
        this.store = store;
    }

    /**
     * {@code get_discovery}: {@code discovery_id} (or its job id), {@code max_per_group} (1-20, default 10), {@code handles} (≤ 50).
     * Groups with their label and first creators; the strongest overlaps: the global top 15, or with
     * {@code handles} those involving any of them (up to 100), strongest (by lift) first.
     */
    public Future<JsonObject> get(Caller caller, JsonObject args) {
        var input = AnalyticsTools.GET_DISCOVERY.read(args);
        var given = input.discoveryId().strip();
        // The job id (discovery:<id>) names the same discovery; get_discovery's own text points agents to it.
        var discoveryId = JobId.workOf(JobId.DISCOVERY, given).orElse(given);
        int maxPerGroup = input.maxPerGroup();
        Set<String> focus = focus(input.handles());
        return discoveries.found(discoveryId, caller).map(record -> {
            var head = DiscoveryDetail.of(Discoveries.summaryOf(record));
            if (!"completed".equals(record.status())) {
                if ("running".equals(record.status())) {
                    head = head.saying("Still running: call wait_for_job with job_id "
                            + JobId.of(JobId.DISCOVERY, discoveryId).value()
                            + ", then get_discovery again.");
                }
                return head.toJson();
            }
            var groups = new ArrayList<DiscoveryDetail.Group>();
            for (var g : record.result().getJsonArray("groups")) {
                var group = (JsonObject) g;
                var creators = group.getJsonArray("creators");
                groups.add(new DiscoveryDetail.Group(
                        group.getString("label"),
                        strings(group.getJsonArray("terms")),
                        group.getInteger("creators_found"),
                        creators.stream()
                                .limit(maxPerGroup)
                                .map(c -> DiscoveryDetail.DiscoveredCreator.fromJson((JsonObject) c))
                                .toList()));
            }
            var overlaps = new ArrayList<DiscoveryDetail.DiscoveredPair>();
            for (var o : record.result().getJsonArray("overlaps")) {
                var overlap = DiscoveryDetail.DiscoveredPair.fromJson((JsonObject) o);
                boolean involved = focus.isEmpty()
                        || focus.contains(Handle.keyOf(overlap.creatorA()))
                        || focus.contains(Handle.keyOf(overlap.creatorB()));
                if (involved) overlaps.add(overlap);
                if (overlaps.size() == (focus.isEmpty() ? GLOBAL_OVERLAPS : FOCUSED_OVERLAPS)) break;
            }
            return new DiscoveryDetail(
                            head.summary(),
                            groups,
                            overlaps,
                            focus.isEmpty()
                                    ? "global top " + GLOBAL_OVERLAPS + " by lift"
                                    : "overlaps involving the given handles, by lift")
                    .toJson();
        });
    }

    private static List<String> strings(JsonArray terms) {
        return terms == null ? null : terms.stream().map(String.class::cast).toList();
    }

    /** {@code list_discoveries}: {@code limit} (1-50, default 10), newest first. */
    public Future<JsonObject> list(Caller caller, JsonObject args) {
        int limit = AnalyticsTools.LIST_DISCOVERIES.read(args).limit();
        return store.list(caller.workspaceId(), limit)
                .map(records -> new DiscoveryList(
                                records.stream().map(Discoveries::summaryOf).toList(),
                                records.isEmpty()
                                        ? "No discoveries in this workspace yet. Start one with discover_creators."
                                        : null)
                        .toJson());
    }

    private static Set<String> focus(List<String> handles) {
        var focus = new HashSet<String>();
        handles.forEach(handle -> focus.add(Handle.keyOf(handle)));
        return focus;
    }
}
