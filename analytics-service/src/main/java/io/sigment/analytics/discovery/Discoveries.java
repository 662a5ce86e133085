package io.sigment.analytics.discovery;

import io.sigment.analytics.engine.CreatorSample;
import io.sigment.common.Caller;
import io.sigment.common.Platform;
import io.sigment.common.ToolError;
import io.sigment.common.api.WireCodec;
import io.sigment.common.api.analytics.Collected;
import io.sigment.common.api.analytics.DiscoveryCompletion;
import io.sigment.common.api.analytics.DiscoveryDeepening;
import io.sigment.common.api.analytics.DiscoveryFailure;
import io.sigment.common.api.analytics.DiscoveryId;
import io.sigment.common.api.analytics.DiscoveryRanking;
import io.sigment.common.api.analytics.DiscoveryRequest;
import io.sigment.common.api.analytics.DiscoverySummary;
import io.sigment.common.api.analytics.FailedDiscovery;
import io.sigment.common.api.analytics.PricingFacts;
import io.sigment.common.api.analytics.PricingQuestion;
import io.sigment.common.api.analytics.StoredDiscovery;
import io.sigment.common.api.scraper.ScraperClient;
import io.sigment.common.db.StoredTime;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A discovery's life, in the steps the job engine runs: {@code open_discovery} (recorded while queued),
 * {@code rank_discovery} (stores what jobs-service collected on the platforms, measures the light overlaps and says
 * whose samples to deepen), {@code complete_discovery} (groups and overlaps with the deeper samples, stored),
 * {@code fail_discovery}; {@code reuse_discovery} for the free re-run of a topic within 24 hours. Analytics calls no
 * platform: it only reads the samples of the scrapes jobs-service ran.
 */
public final class Discoveries {
    /** A topic that ran this recently in the workspace is free to run again (its stored result is reused). */
    public static final Duration FREE_RERUN = Duration.ofHours(24);

    private final Vertx vertx;
    private final DiscoveryStore store;
    private final DiscoverySamples samplesRead;
    private final Clock clock;

    public Discoveries(Vertx vertx, DiscoveryStore store, ScraperClient scraper, Clock clock) {
        this.vertx = vertx;
        this.store = store;
        this.samplesRead = new DiscoverySamples(scraper);
        this.clock = clock;
    }

    /**
     * {@code open_discovery}: records the discovery ({@code running}) as soon as its job is admitted, so
     * {@code list_discoveries} and {@code get_discovery} show it while it waits for a scrape slot. Idempotent.
     */
    public Future<JsonObject> open(Caller caller, JsonObject args) {
        var request = DiscoveryRequest.fromJson(args);
        return record(caller, request)
                .compose(created -> found(request.discoveryId().value(), caller))
                .map(Discoveries::summary);
    }

    private Future<Boolean> record(Caller caller, DiscoveryRequest request) {
        return store.create(
                request.discoveryId().value(),
                caller.workspaceId(),
                request.topic(),
                request.platformKeys(),
                request.minFollowers(),
                request.perSubtopicLimit());
    }

    /**
     * {@code rank_discovery}: args {@code discovery_id} and {@code collected} (per platform key the candidates
     * jobs-service found, the scrape ids of their light samples, what the search and samples cost). Stores what was
     * collected, measures the light overlaps and answers whose samples to deepen ({@link OverlapRefinement}):
     * {@code {"deepen": {<platform>: [handles]}}}. Calls no platform; safe to repeat.
     */
    public Future<JsonObject> rank(Caller caller, JsonObject args) {
        var ranking = DiscoveryRanking.fromJson(args);
        var discoveryId = ranking.discoveryId().value();
        var collected = ranking.collected();
        return found(discoveryId, caller)
                .compose(record -> {
                    if ("completed".equals(record.status()))
                        return Future.succeededFuture(Map.<String, List<String>>of());
                    return store.saveCollected(discoveryId, collected)
                            .compose(v -> found(discoveryId, caller))
                            .compose(stored -> deepen(caller, stored));
                })
                .map(deepen -> new DiscoveryDeepening(ranking.discoveryId(), deepen).toJson());
    }

    /** Per platform key, the handles whose samples to deepen: the creators of the strongest light overlaps. */
    private Future<Map<String, List<String>>> deepen(Caller caller, DiscoveryRecord record) {
        var collected = CollectedColumn.collectedOn(record);
        var candidates = new HashMap<String, Integer>();
        collected.forEach((key, c) -> candidates.put(key, c.candidates().size()));
        if (candidates.values().stream().allMatch(n -> n == 0)) return Future.succeededFuture(Map.of());
        return compute(caller, record, collected, false).map(light -> {
            var deepen = new LinkedHashMap<String, List<String>>();
            OverlapRefinement.creators(light.overlaps(), candidates).forEach(deepen::put);
            return deepen;
        });
    }

    /**
     * {@code complete_discovery}: args {@code discovery_id}, optional {@code refined} (per platform key the
     * {@code refined_handles} sampled deeper and their {@code refined_scrape_ids}, added to what was collected).
     * Groups and overlaps, stored; a topic with no creators completes empty. Once completed it answers the same.
     */
    public Future<JsonObject> complete(Caller caller, JsonObject args) {
        var completion = DiscoveryCompletion.fromJson(args);
        var discoveryId = completion.discoveryId().value();
        var refined = completion.refined();
        return collectedRecord(discoveryId, caller).compose(record -> {
            if ("completed".equals(record.status())) return Future.succeededFuture(summary(record));
            Future<DiscoveryRecord> withRefined = Future.succeededFuture(record);
            if (!refined.isEmpty()) {
                var collected = CollectedColumn.addRefined(record.collected(), refined);
                withRefined = store.saveCollected(discoveryId, collected).compose(v -> found(discoveryId, caller));
            }
            return withRefined
                    .compose(r -> completeFrom(caller, r, null))
                    .compose(v -> found(discoveryId, caller))
                    .map(Discoveries::summary);
        });
    }

    private Future<Void> completeFrom(Caller caller, DiscoveryRecord record, String reusedFrom) {
        var collected = CollectedColumn.collectedOn(record);
        return compute(caller, record, collected, true)
                .compose(computed -> saveTopicTerms(record, collected).map(computed))
                .compose(computed -> {
                    int groups = computed.groups().size();
                    int creators = CollectedColumn.candidates(collected).size();
                    var message = creators == 0 ? noCreatorsMessage(record) : null;
                    return store.complete(
                            record.discoveryId(), WireCodec.toJson(computed), groups, creators, message, reusedFrom);
                });
    }

    private Future<DiscoveryRecord> collectedRecord(String discoveryId, Caller caller) {
        return found(discoveryId, caller).compose(record -> {
            if (!"completed".equals(record.status()) && record.collected() == null) {
                return Future.failedFuture(
                        new IllegalStateException("discovery " + discoveryId + " not collected yet"));
            }
            return Future.succeededFuture(record);
        });
    }

    /** The catalog learns what this topic's creators post about (a re-run's creators are there already). */
    private Future<Void> saveTopicTerms(DiscoveryRecord record, Map<String, Collected> collected) {
        var terms = new LinkedHashMap<String, List<String>>();
        CollectedColumn.candidates(collected).forEach(c -> terms.put(c.key(), GenericTerms.topTerms(c)));
        return store.saveTopicTerms(record.topic(), terms);
    }

    /**
     * Groups and overlaps of the collected candidates; with {@code deeper}, overlaps refined by the deeper samples and
     * the groups labelled without the catalog's generic terms ({@link GenericTerms}).
     */
    private Future<StoredDiscovery.Document> compute(
            Caller caller, DiscoveryRecord record, Map<String, Collected> collected, boolean deeper) {
        var candidates = CollectedColumn.candidates(collected);
        var samples = new EnumMap<Platform, List<CreatorSample>>(Platform.class);
        var deepSamples = new EnumMap<Platform, List<CreatorSample>>(Platform.class);
        var reads = new ArrayList<Future<?>>();
        collected.forEach((key, onPlatform) -> {
            var platform = Platform.parse(key);
            reads.add(samplesRead.light(caller, platform, onPlatform).onSuccess(s -> samples.put(platform, s)));
            if (deeper) {
                reads.add(samplesRead.deep(caller, platform, onPlatform).onSuccess(s -> {
                    if (!s.isEmpty()) deepSamples.put(platform, s);
                }));
            }
        });
        // The catalog is learned from off the event loop, with the computation (it may hold many topics' creators).
        Future<List<GenericTerms.TopicCreator>> catalog =
                deeper ? store.topicTerms() : Future.succeededFuture(List.of());
        reads.add(catalog);
        return Future.all(reads)
                .compose(v -> vertx.executeBlocking(() -> DiscoveryComputation.compute(
                        record.topic(),
                        candidates,
                        samples,
                        deepSamples,
                        record.perSubtopicLimit(),
                        GenericTerms.learn(catalog.result()))));
    }

    /**
     * {@code reuse_discovery}: the free re-run. Copies the newest completed discovery of the same topic of the last 24
     * hours on the same platforms into {@code discovery_id}; {@code NOT_FOUND} if there is none. From a run of more
     * platforms, or with other {@code min_followers} or {@code per_subtopic_limit}, groups its stored candidates and
     * samples of the asked platforms again under the asked filters (no platform call): a re-run answers exactly the
     * platforms asked.
     */
    public Future<JsonObject> reuse(Caller caller, JsonObject args) {
        var request = DiscoveryRequest.fromJson(args);
        return store.sameTopicSince(
                        caller.workspaceId(),
                        request.topic(),
                        request.platformKeys(),
                        clock.instant().minus(FREE_RERUN),
                        request.discoveryId().value())
                .compose(previous -> {
                    if (previous.isEmpty()) {
                        return Future.failedFuture(ToolError.notFound("No discovery of \"" + request.topic()
                                + "\" completed in this workspace in the last 24 hours."));
                    }
                    var from = previous.get();
                    var asked = request.platformKeys();
                    var created = store.create(
                            request.discoveryId().value(),
                            caller.workspaceId(),
                            request.topic(),
                            asked,
                            request.minFollowers(),
                            request.perSubtopicLimit());
                    var samePlatforms = from.platforms().size() == asked.size();
                    var sameFilters = from.minFollowers() == request.minFollowers()
                            && from.perSubtopicLimit() == request.perSubtopicLimit();
                    if (samePlatforms && sameFilters || from.collected() == null) {
                        return created.compose(c -> store.complete(
                                        request.discoveryId().value(),
                                        from.result(),
                                        from.groupsFound(),
                                        from.creatorsFound(),
                                        from.message(),
                                        from.discoveryId()))
                                .compose(v -> found(request.discoveryId().value(), caller))
                                .map(Discoveries::summary);
                    }
                    return created.compose(c -> store.saveCollected(
                                    request.discoveryId().value(),
                                    CollectedColumn.withMinFollowers(
                                            CollectedColumn.only(from.collected(), asked), request.minFollowers())))
                            .compose(v -> found(request.discoveryId().value(), caller))
                            .compose(record -> completeFrom(caller, record, from.discoveryId()))
                            .compose(v -> found(request.discoveryId().value(), caller))
                            .map(Discoveries::summary);
                });
    }

    /** {@code fail_discovery}: args {@code discovery_id}, {@code message} (said to the agent by get_discovery). */
    public Future<JsonObject> fail(Caller caller, JsonObject args) {
        var failure = DiscoveryFailure.fromJson(args);
        return store.fail(failure.discoveryId().value(), failure.message())
                .map(v -> new FailedDiscovery(failure.discoveryId()).toJson());
    }

    /**
     * The topic half of {@code pricing_facts}: {@code same_topic_within_24h} (and the {@code discovery_id} it ran
     * as). Other questions (handles, analysis_id) belong to the analyses layer.
     */
    public Future<JsonObject> sameTopicFact(Caller caller, PricingQuestion asked) {
        return store.sameTopicSince(
                        caller.workspaceId(),
                        asked.topic(),
                        asked.platforms(),
                        clock.instant().minus(FREE_RERUN),
                        null)
                .map(previous -> PricingFacts.sameTopic(
                        previous.isPresent(),
                        previous.map(p -> new DiscoveryId(p.discoveryId())).orElse(null)));
    }

    Future<DiscoveryRecord> found(String discoveryId, Caller caller) {
        return store.find(discoveryId, caller.workspaceIdArray())
                .map(found -> found.orElseThrow(() -> ToolError.notFound(
                        "No discovery has discovery_id \"" + discoveryId + "\". See list_discoveries.")));
    }

    private static String noCreatorsMessage(DiscoveryRecord record) {
        return "No creators found for \"" + record.topic() + "\" on " + String.join(", ", record.platforms())
                + " with at least " + record.minFollowers() + " followers. Nothing was charged. Try a broader topic, a "
                + "hashtag-like word, or a lower min_followers.";
    }

    static JsonObject summary(DiscoveryRecord r) {
        return summaryOf(r).toJson();
    }

    static DiscoverySummary summaryOf(DiscoveryRecord r) {
        return new DiscoverySummary(
                new DiscoveryId(r.discoveryId()),
                r.topic(),
                r.platforms(),
                r.status(),
                r.groupsFound() == null ? 0 : r.groupsFound(),
                r.creatorsFound() == null ? 0 : r.creatorsFound(),
                StoredTime.text(r.createdAt()),
                r.completedAt() == null ? null : StoredTime.text(r.completedAt()),
                r.message(),
                r.reusedFrom());
    }
}
