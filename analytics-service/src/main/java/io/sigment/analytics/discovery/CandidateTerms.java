package io.sigment.analytics.discovery;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * What each candidate posts about, as terms: the words of its bio and of its matching posts' captions, and their
 * hashtags. Weighted by TF-IDF (terms every candidate uses, such as the topic itself, weigh nothing), compared by
 * cosine similarity; a group's label comes from the hashtags that most set it apart.
 */
final class CandidateTerms {
    /** How much more a label's term must be used in its group than outside it (shares of creators). */
    static final double MIN_DISTINCTION = 0.3;

    private static final Set<String> STOP = Set.of(
            "a", "an", "and", "or", "the", "of", "to", "in", "on", "at", "for", "with", "by", "from", "is", "are", "it",
            "its", "that", "this", "my", "your", "you", "we", "our", "i", "me", "new", "video", "up", "what", "nobody",
            "tells", "trying", "idea", "q", "week", "routine", "every", "can", "do", "more", "like", "one", "day",
            "how", "all", "be", "so", "just", "not", "no", "too", "many", "first");

    private final List<Map<String, Integer>> counts = new ArrayList<>();
    private final List<Map<String, Integer>> hashtags = new ArrayList<>();
    private final double[][] vectors;
    private final List<String> vocabulary;

    CandidateTerms(List<Candidate> candidates) {
        var documentFrequency = new HashMap<String, Integer>();
        for (var c : candidates) {
            var terms = new HashMap<String, Integer>();
            var tags = new HashMap<String, Integer>();
            words(c.bio(), terms, tags);
            for (var post : c.posts()) {
                words(post.caption(), terms, new HashMap<>());
                for (var tag : post.hashtags()) {
                    var t = tag.toLowerCase(Locale.ROOT);
                    terms.merge(t, 1, Integer::sum);
                    tags.merge(t, 1, Integer::sum);
                }
            }
            counts.add(terms);
            hashtags.add(tags);
            terms.keySet().forEach(t -> documentFrequency.merge(t, 1, Integer::sum));
        }
        vocabulary = List.copyOf(documentFrequency.keySet());
        var column = new HashMap<String, Integer>();
        for (int i = 0; i < vocabulary.size(); i++) column.put(vocabulary.get(i), i);
        int n = candidates.size();
        vectors = new double[n][vocabulary.size()];
        for (int c = 0; c < n; c++) {
            double norm = 0;
            for (var e : counts.get(c).entrySet()) {
                double idf = Math.log((double) n / documentFrequency.get(e.getKey()));
                double w = (1 + Math.log(e.getValue())) * idf;
                vectors[c][column.get(e.getKey())] = w;
                norm += w * w;
            }
            if (norm > 0) {
                double scale = 1 / Math.sqrt(norm);
                for (int k = 0; k < vectors[c].length; k++) vectors[c][k] *= scale;
            }
        }
    }

    /** Words of a text (hashtags among them, without {@code #}) into {@code terms}; hashtags also into {@code tags}. */
    private static void words(String text, Map<String, Integer> terms, Map<String, Integer> tags) {
        if (text == null) return;
        for (var raw : text.toLowerCase(Locale.ROOT).split("\\s+")) {
            boolean tag = raw.startsWith("#");
            var word = raw.replaceAll("[^\\p{L}\\p{N}]", "");
            if (word.length() < 2 || STOP.contains(word) || word.chars().allMatch(Character::isDigit)) continue;
            terms.merge(word, 1, Integer::sum);
            if (tag) tags.merge(word, 1, Integer::sum);
        }
    }

    double cosine(int a, int b) {
        double sum = 0;
        double[] x = vectors[a];
        double[] y = vectors[b];
        for (int k = 0; k < x.length; k++) sum += x[k] * y[k];
        return sum;
    }

    /** A candidate's most used hashtags, most used first. */
    List<String> topHashtags(int candidate, int limit) {
        return hashtags.get(candidate).entrySet().stream()
                .sorted(Map.Entry.<String, Integer>comparingByValue()
                        .reversed()
                        .thenComparing(Map.Entry.comparingByKey()))
                .limit(limit)
                .map(Map.Entry::getKey)
                .toList();
    }

    /**
     * The hashtags that most set {@code members} apart from the other candidates: share of members using it minus
     * share of the others using it (at least {@value #MIN_DISTINCTION}), then by how often members use it; only
     * hashtags at least a third of members use, and none of {@code generic}.
     */
    List<String> distinctiveHashtags(List<Integer> members, int limit, Set<String> generic) {
        int n = counts.size();
        var inGroup = new HashMap<String, Integer>();
        var uses = new HashMap<String, Integer>();
        var all = new HashMap<String, Integer>();
        for (int c = 0; c < n; c++) {
            for (var e : hashtags.get(c).entrySet()) {
                all.merge(e.getKey(), 1, Integer::sum);
                if (members.contains(c)) {
                    inGroup.merge(e.getKey(), 1, Integer::sum);
                    uses.merge(e.getKey(), e.getValue(), Integer::sum);
                }
            }
        }
        int size = members.size();
        int rest = Math.max(1, n - size);
        return inGroup.entrySet().stream()
                .filter(e -> e.getValue() * 3 >= size && !generic.contains(e.getKey()))
                .map(e -> Map.entry(
                        e.getKey(),
                        (double) e.getValue() / size - (double) (all.get(e.getKey()) - e.getValue()) / rest))
                .filter(e -> e.getValue() >= MIN_DISTINCTION)
                .sorted(Map.Entry.<String, Double>comparingByValue()
                        .reversed()
                        .thenComparing(e -> -uses.get(e.getKey()))
                        .thenComparing(Map.Entry::getKey))
                .limit(limit)
                .map(Map.Entry::getKey)
                .toList();
    }
}
