package io.sigment.analytics.discovery;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.Platform;
import io.sigment.common.api.analytics.FoundCandidate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Group labels: never a generic term; the groups nothing else sets apart are one group named for the topic. */
class DiscoveryLabelsTest {
    private static void creators(List<Candidate> out, String prefix, int count, String... tags) {
        for (int i = 0; i < count; i++) {
            var post = new FoundCandidate.MatchingPost("", List.of(tags), 1_000, 10, 1);
            out.add(new Candidate(Platform.INSTAGRAM, prefix + i, prefix + i, prefix, "", 5_000, List.of(post, post)));
        }
    }

    private static List<String> labels(List<Candidate> candidates, Set<String> generic) {
        var groups = DiscoveryComputation.compute("home workouts", candidates, Map.of(), Map.of(), 20, generic)
                .groups();
        var out = new ArrayList<String>();
        groups.forEach(g -> out.add(g.label()));
        return out;
    }

    @Test
    void a_narrow_topic_split_only_by_generic_tags_is_one_group_named_for_the_topic() {
        var candidates = new ArrayList<Candidate>();
        creators(candidates, "a", 6, "homeworkout", "mondaymood");
        creators(candidates, "b", 6, "homeworkout", "tbt");
        assertThat(labels(candidates, Set.of()))
                .as("without the catalog's generic terms")
                .contains("mondaymood", "tbt");
        assertThat(labels(candidates, Set.of("mondaymood", "tbt"))).containsExactly("home workouts");
    }

    @Test
    void real_subtopics_keep_their_distinctive_terms_without_the_generic_ones() {
        var candidates = new ArrayList<Candidate>();
        creators(candidates, "y", 6, "yoga", "yogaflow", "love");
        creators(candidates, "r", 6, "running", "runner", "weekend");
        var labels = labels(candidates, Set.of("love", "weekend"));
        assertThat(labels).hasSize(2).allSatisfy(label -> assertThat(label).doesNotContain("love", "weekend"));
        assertThat(labels)
                .anySatisfy(label -> assertThat(label).contains("yoga"))
                .anySatisfy(label -> assertThat(label).contains("running"));
    }
}
