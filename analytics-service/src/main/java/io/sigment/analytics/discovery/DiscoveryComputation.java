package io.sigment.analytics.discovery;

import io.sigment.analytics.engine.AnalysisOptions;
import io.sigment.analytics.engine.AudienceIndex;
import io.sigment.analytics.engine.CreatorSample;
import io.sigment.analytics.engine.MedianViews;
import io.sigment.analytics.engine.OverlapEngine;
import io.sigment.analytics.engine.graph.CreatorClusters;
import io.sigment.analytics.engine.graph.InterestGraph;
import io.sigment.analytics.engine.graph.PairwiseOverlaps;
import io.sigment.common.Platform;
import io.sigment.common.api.analytics.FoundCandidate;
import io.sigment.common.api.analytics.StoredDiscovery;
import io.sigment.common.api.jobs.DiscoveryDefaults;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * From a topic's candidates and a light engagement sample of each, the discovery: subtopic groups and the
 * strongest audience overlaps. Pure computation (call it off the event loop).
 *
 * <p>Groups: Leiden on a graph whose pair weight is what the two candidates post about (cosine of their TF-IDF
 * term vectors) plus, for two creators of one platform, {@value #AUDIENCE_WEIGHT} x lift / (1 + lift) of their
 * measured audience overlap. Each group is labelled by its most distinctive hashtags that are not generic
 * ({@link GenericTerms}); groups nothing sets apart are one group named for the topic. Its creators are ranked by
 * matching posts, then followers, and the first {@code perSubtopicLimit} are kept. Overlaps: pairs of kept
 * creators of one platform sharing at least {@value #MIN_SHARED} sampled people, by lift (then shared count).
 * When some creators were sampled deeper ({@link OverlapRefinement}), the pairs of two of them come first, measured
 * on their deeper samples (a light sample's lifts are too noisy to rank the strongest pairs), then the others.
 * The result is a {@link StoredDiscovery.Document}, what the discovery stores.
 */
public final class DiscoveryComputation {
    static final double AUDIENCE_WEIGHT = 0.5;
    static final int MIN_SHARED = 5;
    static final int STORED_OVERLAPS = 2000;
    private static final int LABEL_TERMS = 3;

    private DiscoveryComputation() {}

    /**
     * @param samples each platform's light samples (groups, and every overlap)
     * @param deepSamples deeper samples of a few creators, whose overlaps among themselves they measure; may be empty
     */
    public static StoredDiscovery.Document compute(
            String topic,
            List<Candidate> candidates,
            Map<Platform, List<CreatorSample>> samples,
            Map<Platform, List<CreatorSample>> deepSamples,
            int perSubtopicLimit,
            Set<String> genericTerms) {
        int n = candidates.size();
        var terms = new CandidateTerms(candidates);
        var position = new HashMap<String, Integer>();
        for (int i = 0; i < n; i++) position.put(candidates.get(i).key(), i);
        var audience = new Audience(n);
        samples.forEach((platform, creators) -> audience.add(platform, creators, position));
        var deep = deepSamples.isEmpty() ? audience : new Audience(n);
        if (deep != audience) {
            samples.forEach((platform, creators) -> deep.add(
                    platform, deeperWhereSampled(creators, deepSamples.getOrDefault(platform, List.of())), position));
        }
        var refined = new boolean[n];
        deepSamples.forEach((platform, creators) -> creators.forEach(c -> {
            var at = position.get(platform.key() + ":" + c.handle().toLowerCase(java.util.Locale.ROOT));
            if (at != null) refined[at] = true;
        }));

        double[] weights = new double[n * (n - 1) / 2];
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                int k = PairwiseOverlaps.pairIndex(i, j, n);
                double lift = audience.lift[i][j];
                weights[k] = Math.max(0, terms.cosine(i, j)) + (lift > 0 ? AUDIENCE_WEIGHT * lift / (1 + lift) : 0);
            }
        }
        int[] cluster = n == 0 ? new int[0] : CreatorClusters.assign(n, weights);
        var members = new HashMap<Integer, List<Integer>>();
        for (int i = 0; i < n; i++)
            members.computeIfAbsent(cluster[i], c -> new ArrayList<>()).add(i);
        var order = labelled(topic, members.values(), terms, genericTerms);

        var groups = new ArrayList<StoredDiscovery.Group>();
        var kept = new ArrayList<Integer>();
        for (var named : order) {
            var group = named.members();
            var label = named.terms();
            var ranked = group.stream()
                    .sorted(Comparator.comparingInt(
                                    (Integer i) -> -candidates.get(i).posts().size())
                            .thenComparing(i -> -candidates.get(i).followers())
                            .thenComparing(i -> candidates.get(i).key()))
                    .toList();
            var creators = new ArrayList<StoredDiscovery.Creator>();
            for (var i : ranked.subList(0, Math.min(perSubtopicLimit, ranked.size()))) {
                creators.add(creator(topic, candidates.get(i), audience.medianViews[i], terms.topHashtags(i, 2)));
                kept.add(i);
            }
            groups.add(new StoredDiscovery.Group(
                    label.isEmpty() ? topic : String.join(", ", label), label, group.size(), creators));
        }
        return new StoredDiscovery.Document(groups, overlaps(candidates, audience, deep, refined, kept));
    }

    /** A group of candidates and the terms that name it (none: the group is named for the topic). */
    private record NamedGroup(List<Integer> members, List<String> terms) {}

    /**
     * Each group named by its distinctive terms that are not generic; the groups no such term sets apart (a narrow
     * topic whose creators do not split into real subtopics) become one group named for the topic. Biggest first.
     */
    private static List<NamedGroup> labelled(
            String topic,
            java.util.Collection<List<Integer>> clusters,
            CandidateTerms terms,
            Set<String> genericTerms) {
        var named = new ArrayList<NamedGroup>();
        var unnamed = new ArrayList<Integer>();
        for (var members : clusters) {
            var label = terms.distinctiveHashtags(members, LABEL_TERMS, genericTerms);
            if (label.isEmpty()) unnamed.addAll(members);
            else named.add(new NamedGroup(members, label));
        }
        if (!unnamed.isEmpty())
            named.add(new NamedGroup(unnamed.stream().sorted().toList(), List.of()));
        named.sort(Comparator.comparingInt((NamedGroup g) -> -g.members().size())
                .thenComparingInt(g -> g.members().get(0)));
        return named;
    }

    private static StoredDiscovery.Creator creator(
            String topic, Candidate c, double sampledMedianViews, List<String> tags) {
        long[] views =
                c.posts().stream().mapToLong(FoundCandidate.MatchingPost::views).toArray();
        double median = sampledMedianViews > 0 ? sampledMedianViews : MedianViews.of(views);
        double[] rates = c.posts().stream()
                .mapToDouble(p -> c.followers() == 0 ? 0 : 100.0 * (p.likes() + p.comments()) / c.followers())
                .sorted()
                .toArray();
        double rate = rates.length == 0
                ? 0
                : rates.length % 2 == 1
                        ? rates[rates.length / 2]
                        : (rates[rates.length / 2 - 1] + rates[rates.length / 2]) / 2;
        var why = c.posts().size() + " recent posts match \"" + topic + "\""
                + (tags.isEmpty()
                        ? ""
                        : " ("
                                + String.join(
                                        ", ", tags.stream().map(t -> "#" + t).toList()) + ")");
        return new StoredDiscovery.Creator(
                c.creatorId(),
                why,
                c.name(),
                c.handle(),
                c.platform(),
                c.followers(),
                Math.round(median),
                c.posts().size(),
                Math.round(rate * 100) / 100.0);
    }

    /** A platform's light samples, each creator sampled deeper replaced by its deeper sample. */
    private static List<CreatorSample> deeperWhereSampled(List<CreatorSample> light, List<CreatorSample> deeper) {
        if (deeper.isEmpty()) return light;
        var byHandle = new HashMap<String, CreatorSample>();
        deeper.forEach(c -> byHandle.put(c.handle().toLowerCase(java.util.Locale.ROOT), c));
        return light.stream()
                .map(c -> byHandle.getOrDefault(c.handle().toLowerCase(java.util.Locale.ROOT), c))
                .toList();
    }

    private static List<StoredDiscovery.Overlap> overlaps(
            List<Candidate> candidates, Audience light, Audience deep, boolean[] refined, List<Integer> kept) {
        record Pair(int a, int b, long shared, double lift, boolean deep) {}
        var pairs = new ArrayList<Pair>();
        for (int x = 0; x < kept.size(); x++) {
            for (int y = x + 1; y < kept.size(); y++) {
                int a = Math.min(kept.get(x), kept.get(y));
                int b = Math.max(kept.get(x), kept.get(y));
                // Measured on the deeper samples only where both were sampled deeper; without any deeper sample
                // deep is light itself, so the object cannot say which.
                boolean both = refined[a] && refined[b];
                var audience = both ? deep : light;
                if (audience.shared[a][b] >= MIN_SHARED) {
                    pairs.add(new Pair(a, b, audience.shared[a][b], audience.lift[a][b], both));
                }
            }
        }
        pairs.sort(Comparator.comparing((Pair p) -> !p.deep())
                .thenComparingDouble(p -> -p.lift())
                .thenComparingLong(p -> -p.shared())
                .thenComparing(p -> candidates.get(p.a()).key())
                .thenComparing(p -> candidates.get(p.b()).key()));
        return pairs.subList(0, Math.min(STORED_OVERLAPS, pairs.size())).stream()
                .map(p -> new StoredDiscovery.Overlap(
                        Math.round(p.lift() * 100) / 100.0,
                        candidates.get(p.a()).platform(),
                        candidates.get(p.a()).handle(),
                        candidates.get(p.b()).handle(),
                        p.deep() ? DiscoveryDefaults.DEEP_POSTS : DiscoveryDefaults.LIGHT_POSTS,
                        p.shared()))
                .toList();
    }

    /** Measured audience overlap of candidate pairs (only within a platform: person ids are per platform). */
    private static final class Audience {
        final double[][] lift;
        final long[][] shared;
        final double[] medianViews;

        Audience(int n) {
            lift = new double[n][n];
            shared = new long[n][n];
            medianViews = new double[n];
        }

        void add(Platform platform, List<CreatorSample> creators, Map<String, Integer> position) {
            if (creators.isEmpty()) return;
            var index = AudienceIndex.of(creators);
            var handles = index.handles();
            int[] members = index.indicesOf(handles);
            long unique = new OverlapEngine(index, AnalysisOptions.defaults(platform))
                    .metrics(handles)
                    .overview()
                    .uniqueAudienceSample();
            int[] at = new int[handles.size()];
            for (int m = 0; m < handles.size(); m++) {
                at[m] = position.getOrDefault(
                        platform.key() + ":" + handles.get(m).toLowerCase(java.util.Locale.ROOT), -1);
                if (at[m] >= 0 && index.hasViews(members[m])) medianViews[at[m]] = index.medianViews(members[m]);
            }
            int k = 0;
            var pairs = InterestGraph.pairs(index, members, unique);
            for (int x = 0; x < members.length; x++) {
                for (int y = x + 1; y < members.length; y++) {
                    var pair = pairs.get(k++);
                    int a = Math.min(at[x], at[y]);
                    int b = Math.max(at[x], at[y]);
                    if (a < 0) continue;
                    lift[a][b] = pair.lift();
                    shared[a][b] = pair.count();
                }
            }
        }
    }
}
