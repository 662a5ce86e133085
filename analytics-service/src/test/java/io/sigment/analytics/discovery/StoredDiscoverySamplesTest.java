package io.sigment.analytics.discovery;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.analytics.engine.CreatorSample;
import io.sigment.analytics.engine.SyntheticAudience;
import io.sigment.common.Platform;
import io.sigment.common.api.WireCodec;
import io.sigment.common.api.analytics.FoundCandidate;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Fixed discoveries' stored results (what {@code get_discovery} reads its groups, creators and overlaps from), byte
 * for byte, against committed samples. The result is kept in a jsonb column, so its bytes are compared as jsonb keeps
 * them: every object's keys shorter first, then by their bytes. A change of how the result is built must leave these
 * bytes as they are; a change on purpose writes them again with {@code -Dsigment.writeStoredSamples=true}.
 */
class StoredDiscoverySamplesTest {
    private static final Path DIR = Path.of("src/test/resources/io/sigment/analytics/discovery");
    private static final String TOPIC = "home workouts";

    @Test
    void two_platforms_light_samples_store_the_sampled_bytes() throws IOException {
        assertSampled("two-platforms", TOPIC, candidates(), samples(), Map.of(), 3, Set.of("love"));
    }

    @Test
    void deeper_samples_of_a_few_creators_store_the_sampled_bytes() throws IOException {
        var deep = new EnumMap<Platform, List<CreatorSample>>(Platform.class);
        deep.put(
                Platform.INSTAGRAM,
                new SyntheticAudience(4, 3_000, 2, 300, 600, 8, 0.7, 0.8, 23)
                        .generate().stream()
                                .map(s -> new CreatorSample(s.handle().replace("creator_", "Ig_"), s.posts()))
                                .toList());
        assertSampled("deeper", TOPIC, candidates(), samples(), deep, 4, Set.of("love"));
    }

    @Test
    void a_topic_split_only_by_generic_terms_stores_one_group_named_for_it() throws IOException {
        assertSampled(
                "generic-only",
                TOPIC,
                candidates(),
                samples(),
                Map.of(),
                20,
                Set.of("love", "yoga", "yogaflow", "running", "runner", "cooking", "mealprep", "weekend"));
    }

    @Test
    void no_candidates_store_no_groups() throws IOException {
        assertSampled("empty", TOPIC, List.of(), Map.of(), Map.of(), 10, Set.of());
    }

    /**
     * Eight Instagram creators (yoga and running; one with no name and no sample, whose median views come from its
     * matching posts; one with no followers) and four YouTube creators (cooking).
     */
    private static List<Candidate> candidates() {
        var out = new ArrayList<Candidate>();
        for (int i = 0; i < 8; i++) {
            var tags = i % 2 == 0 ? List.of("yoga", "yogaflow", "love") : List.of("running", "runner", "weekend");
            var posts = new ArrayList<FoundCandidate.MatchingPost>();
            for (int p = 0; p <= i % 3; p++) {
                posts.add(new FoundCandidate.MatchingPost(
                        "post " + p, tags, 1_000L * (i + 1) + 37L * p, 40L + 3 * i + p, 5L + p));
            }
            out.add(new Candidate(
                    Platform.INSTAGRAM,
                    "ig" + i,
                    "Ig_" + i,
                    i == 5 ? null : "Instagram " + i,
                    "",
                    i == 3 ? 0 : 2_000L + 731L * i,
                    List.copyOf(posts)));
        }
        out.add(new Candidate(
                Platform.INSTAGRAM,
                "ig9",
                "unsampled",
                null,
                "",
                9_000,
                List.of(
                        new FoundCandidate.MatchingPost("a", List.of("yoga"), 2_500, 90, 4),
                        new FoundCandidate.MatchingPost("b", List.of("yoga"), 1_500, 60, 3))));
        for (int i = 0; i < 4; i++) {
            var post =
                    new FoundCandidate.MatchingPost("video", List.of("cooking", "mealprep"), 5_000L * (i + 1), 200, 20);
            out.add(new Candidate(
                    Platform.YOUTUBE, "yt" + i, "Yt_" + i, "YouTube " + i, "", 40_000L * (i + 1), List.of(post, post)));
        }
        return out;
    }

    /** Light samples: the Instagram creators but {@code unsampled}, and the YouTube creators. */
    private static Map<Platform, List<CreatorSample>> samples() {
        var samples = new EnumMap<Platform, List<CreatorSample>>(Platform.class);
        samples.put(
                Platform.INSTAGRAM,
                new SyntheticAudience(8, 3_000, 2, 120, 300, 3, 0.7, 0.8, 11)
                        .generate().stream()
                                .map(s -> new CreatorSample(s.handle().replace("creator_", "Ig_"), s.posts()))
                                .toList());
        samples.put(
                Platform.YOUTUBE,
                new SyntheticAudience(4, 2_000, 1, 100, 200, 3, 0.8, 0.8, 17)
                        .generate().stream()
                                .map(s -> new CreatorSample(s.handle().replace("creator_", "Yt_"), s.posts()))
                                .toList());
        return samples;
    }

    private static void assertSampled(
            String name,
            String topic,
            List<Candidate> candidates,
            Map<Platform, List<CreatorSample>> samples,
            Map<Platform, List<CreatorSample>> deep,
            int perSubtopicLimit,
            Set<String> generic)
            throws IOException {
        var stored = asJsonb(stored(topic, candidates, samples, deep, perSubtopicLimit, generic))
                .encode();
        var file = DIR.resolve(name + ".result.json");
        if (Boolean.getBoolean("sigment.writeStoredSamples")) {
            Files.writeString(file, stored + "\n", StandardCharsets.UTF_8);
        }
        assertThat(stored + "\n").isEqualTo(Files.readString(file, StandardCharsets.UTF_8));
        assertThat(asJsonb(stored(topic, candidates, samples, deep, perSubtopicLimit, generic))
                        .encode())
                .as("computed again")
                .isEqualTo(stored);
    }

    /** The result as the discovery stores it: its record as WireCodec writes it. */
    private static JsonObject stored(
            String topic,
            List<Candidate> candidates,
            Map<Platform, List<CreatorSample>> samples,
            Map<Platform, List<CreatorSample>> deep,
            int perSubtopicLimit,
            Set<String> generic) {
        return WireCodec.toJson(
                DiscoveryComputation.compute(topic, candidates, samples, deep, perSubtopicLimit, generic));
    }

    /** A value as jsonb keeps it: every object's keys shorter first, then by their bytes. */
    static Object asJsonb(Object value) {
        if (value instanceof JsonObject object) {
            var keys = new ArrayList<>(object.fieldNames());
            keys.sort(Comparator.comparingInt(String::length).thenComparing(Comparator.naturalOrder()));
            var sorted = new JsonObject();
            keys.forEach(key -> sorted.put(key, asJsonb(object.getValue(key))));
            return sorted;
        }
        if (value instanceof JsonArray array) {
            var sorted = new JsonArray();
            array.forEach(item -> sorted.add(asJsonb(item)));
            return sorted;
        }
        return value;
    }

    private static JsonObject asJsonb(JsonObject object) {
        return (JsonObject) asJsonb((Object) object);
    }
}
