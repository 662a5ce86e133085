package io.sigment.analytics.discovery;

import io.sigment.common.Caller;
import io.sigment.common.Handle;
import io.sigment.common.api.WireCodec;
import io.sigment.common.api.analytics.AnalyticsTools;
import io.sigment.common.api.analytics.DiscoveryDetail;
import io.sigment.common.api.analytics.DiscoveryList;
import io.sigment.common.api.analytics.DiscoverySummary;
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
    /** The stored document's groups ({@link io.sigment.common.api.analytics.StoredDiscovery.Document#groups}). */
    static final String GROUPS = "groups";
    /** The stored document's overlaps ({@link io.sigment.common.api.analytics.StoredDiscovery.Document#overlaps}). */
    static final String OVERLAPS = "overlaps";

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
            return detail(head.summary(), record.result(), maxPerGroup, focus).toJson();
        });
    }

    /**
     * A completed discovery's detail from its stored result, read through records: each group with its first
     * {@code maxPerGroup} creators, and the strongest overlaps (the global top {@value #GLOBAL_OVERLAPS}, or with a
     * {@code focus} those involving any of its handles, up to {@value #FOCUSED_OVERLAPS}); a creator and an overlap
     * written as stored. A group's label, terms and count are read as a {@link StoredGroup} record, and only the
     * creators and overlaps shown as {@link DiscoveryDetail.DiscoveredCreator} and {@link
     * DiscoveryDetail.DiscoveredPair}
     * records: a result stores up to {@value DiscoveryComputation#STORED_OVERLAPS} overlaps and shows 15, and reading
     * the whole document as one record made a reply several times slower. So the document's two arrays are taken by
     * name ({@link io.sigment.common.api.analytics.StoredDiscovery.Document}'s fields).
     */
    static DiscoveryDetail detail(DiscoverySummary summary, JsonObject result, int maxPerGroup, Set<String> focus) {
        var groups = new ArrayList<DiscoveryDetail.Group>();
        for (var g : result.getJsonArray(GROUPS)) {
            var group = WireCodec.fromJson((JsonObject) g, StoredGroup.class);
            var creators = group.creators() == null ? new JsonArray() : group.creators();
            groups.add(new DiscoveryDetail.Group(
                    group.label(),
                    group.terms(),
                    group.creatorsFound(),
                    creators.stream()
                            .limit(maxPerGroup)
                            .map(c -> DiscoveryDetail.DiscoveredCreator.fromJson((JsonObject) c))
                            .toList()));
        }
        var overlaps = new ArrayList<DiscoveryDetail.DiscoveredPair>();
        for (var o : result.getJsonArray(OVERLAPS)) {
            var overlap = DiscoveryDetail.DiscoveredPair.fromJson((JsonObject) o);
            boolean involved = focus.isEmpty()
                    || focus.contains(Handle.keyOf(overlap.creatorA()))
                    || focus.contains(Handle.keyOf(overlap.creatorB()));
            if (involved) overlaps.add(overlap);
            if (overlaps.size() == (focus.isEmpty() ? GLOBAL_OVERLAPS : FOCUSED_OVERLAPS)) break;
        }
        return new DiscoveryDetail(
                summary,
                groups,
                overlaps,
                focus.isEmpty()
                        ? "global top " + GLOBAL_OVERLAPS + " by lift"
                        : "overlaps involving the given handles, by lift");
    }

    /**
     * A stored group ({@link io.sigment.common.api.analytics.StoredDiscovery.Group}) as read: its label, terms and
     * count, and its creators as JSON, the first {@code max_per_group} of them read as records.
     */
    private record StoredGroup(String label, List<String> terms, Integer creatorsFound, JsonArray creators) {}

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
