package io.sigment.analytics.discovery;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The hashtags that say nothing about a subtopic, so no group label uses them. Learned from the catalog of creators
 * past discoveries found ({@code analytics.topic_terms}): a term is generic when it is among the top terms of
 * creators of {@value #UNRELATED_TOPICS} or more unrelated topics (topics that share no creator), in each of them for
 * at least {@value #MIN_SHARE_PERCENT}% of the topic's creators (so a creator's one off-topic post does not make a
 * subtopic's own tag generic). A few platform-wide tags are generic from the start, before the catalog knows them.
 */
final class GenericTerms {
    /** Hashtags every platform's creators add to reach a feed, whatever they post about. */
    static final Set<String> PLATFORM_WIDE =
            Set.of("fyp", "foryou", "foryoupage", "viral", "explore", "reels", "trending", "instagood");
    /** A creator's most used hashtags that count as its top terms. */
    static final int TOP_TERMS = 12;

    static final int UNRELATED_TOPICS = 3;
    static final int MIN_SHARE_PERCENT = 5;
    static final int RELATED_PERCENT = 20;

    /** One creator of one topic and its top terms, as the catalog keeps it. */
    record TopicCreator(String topicKey, String creatorKey, List<String> topTerms) {}

    private GenericTerms() {}

    /** A candidate's {@value #TOP_TERMS} most used hashtags, most used first (then alphabetically). */
    static List<String> topTerms(Candidate candidate) {
        var uses = new HashMap<String, Integer>();
        candidate
                .posts()
                .forEach(post ->
                        post.hashtags().forEach(tag -> uses.merge(tag.toLowerCase(Locale.ROOT), 1, Integer::sum)));
        return uses.entrySet().stream()
                .sorted(Map.Entry.<String, Integer>comparingByValue()
                        .reversed()
                        .thenComparing(Map.Entry.comparingByKey()))
                .limit(TOP_TERMS)
                .map(Map.Entry::getKey)
                .toList();
    }

    /** The generic terms the catalog shows, with the platform-wide ones. */
    static Set<String> learn(List<TopicCreator> catalog) {
        var creatorsOf = new HashMap<String, Set<String>>();
        var termCreators = new HashMap<String, Map<String, Integer>>();
        for (var row : catalog) {
            creatorsOf.computeIfAbsent(row.topicKey(), t -> new HashSet<>()).add(row.creatorKey());
            for (var term : row.topTerms()) {
                termCreators.computeIfAbsent(term, t -> new HashMap<>()).merge(row.topicKey(), 1, Integer::sum);
            }
        }
        var group = relatedGroups(creatorsOf);
        var generic = new HashSet<>(PLATFORM_WIDE);
        termCreators.forEach((term, byTopic) -> {
            var groups = new HashSet<Integer>();
            byTopic.forEach((topic, creators) -> {
                int of = creatorsOf.get(topic).size();
                if (creators >= 2 && 100L * creators >= (long) MIN_SHARE_PERCENT * of) groups.add(group.get(topic));
            });
            if (groups.size() >= UNRELATED_TOPICS) generic.add(term);
        });
        return generic;
    }

    /**
     * Topics numbered by group: two topics are related when at least {@value #RELATED_PERCENT}% of the smaller one's
     * creators are the other's too (a subtopic and its topic; not two topics a few stray creators were found for), and
     * so is what they are related to.
     */
    private static Map<String, Integer> relatedGroups(Map<String, Set<String>> creatorsOf) {
        var topics = new ArrayList<>(creatorsOf.keySet());
        var parent = new int[topics.size()];
        for (int i = 0; i < parent.length; i++) parent[i] = i;
        for (int i = 0; i < topics.size(); i++) {
            var a = creatorsOf.get(topics.get(i));
            for (int j = i + 1; j < topics.size(); j++) {
                var b = creatorsOf.get(topics.get(j));
                var smaller = a.size() <= b.size() ? a : b;
                var larger = smaller == a ? b : a;
                long shared = smaller.stream().filter(larger::contains).count();
                if (100 * shared >= (long) RELATED_PERCENT * smaller.size()) parent[root(parent, i)] = root(parent, j);
            }
        }
        var group = new HashMap<String, Integer>();
        for (int i = 0; i < topics.size(); i++) group.put(topics.get(i), root(parent, i));
        return group;
    }

    private static int root(int[] parent, int i) {
        while (parent[i] != i) {
            parent[i] = parent[parent[i]];
            i = parent[i];
        }
        return i;
    }
}
