package io.sigment.analytics.discovery;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.Platform;
import io.sigment.common.api.analytics.FoundCandidate;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Generic terms learned from the catalog's spread across unrelated topics, not from a hand list. */
class GenericTermsTest {
    private static void topic(
            List<GenericTerms.TopicCreator> catalog, String topic, String prefix, int creators, List<String> terms) {
        for (int i = 0; i < creators; i++) catalog.add(new GenericTerms.TopicCreator(topic, prefix + i, terms));
    }

    @Test
    void a_term_top_for_creators_of_three_unrelated_topics_is_generic_and_one_of_related_topics_is_not() {
        var catalog = new ArrayList<GenericTerms.TopicCreator>();
        topic(catalog, "cooking", "cook", 10, List.of("baking", "cooking", "love", "weekend"));
        topic(catalog, "travel", "trip", 10, List.of("vanlife", "travel", "love", "weekend"));
        topic(catalog, "tech", "geek", 10, List.of("pcbuild", "tech", "love"));
        topic(catalog, "fitness", "fit", 10, List.of("yoga", "fitness"));
        // A subtopic and its topic share their creators: related, so "yoga" counts once.
        topic(catalog, "yoga", "fit", 6, List.of("yoga", "yogaflow"));
        // One stray cooking creator of the fitness search (10% of it) relates nothing, and one off-topic post of two
        // creators does not make a subtopic's own tag generic.
        catalog.add(new GenericTerms.TopicCreator("fitness", "cook0", List.of("fitness", "baking")));
        catalog.add(new GenericTerms.TopicCreator("travel", "trip0", List.of("yoga")));
        catalog.add(new GenericTerms.TopicCreator("tech", "geek0", List.of("yoga")));

        var generic = GenericTerms.learn(catalog);

        assertThat(generic).as("top for creators of cooking, travel and tech").contains("love");
        assertThat(generic).as("two unrelated topics only").doesNotContain("weekend");
        assertThat(generic)
                .as("one topic and its subtopic, or a few strays")
                .doesNotContain("yoga", "fitness", "baking");
        topic(catalog, "fitness", "fit", 10, List.of("yoga", "fitness", "weekend"));
        assertThat(GenericTerms.learn(catalog)).contains("weekend").doesNotContain("yoga");
        assertThat(generic).containsAll(GenericTerms.PLATFORM_WIDE);
    }

    @Test
    void a_candidates_top_terms_are_its_most_used_hashtags() {
        var post = new FoundCandidate.MatchingPost("", List.of("HomeWorkout", "hiit"), 1, 1, 1);
        var other = new FoundCandidate.MatchingPost("", List.of("homeworkout", "love"), 1, 1, 1);
        var candidate = new Candidate(Platform.INSTAGRAM, "1", "a", "A", "", 5_000, List.of(post, other));
        assertThat(GenericTerms.topTerms(candidate)).containsExactly("homeworkout", "hiit", "love");
    }
}
