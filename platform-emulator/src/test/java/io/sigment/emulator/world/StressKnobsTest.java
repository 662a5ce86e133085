package io.sigment.emulator.world;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.Platform;
import org.junit.jupiter.api.Test;

/** Each stress knob (issue 42 item 7) moves what it names, and only with its name. */
class StressKnobsTest {
    private static final PlatformWorld DEFAULT = World.generate(7, 240).platform(Platform.INSTAGRAM);

    private static PlatformWorld stress(String knob) {
        return World.generate(7, 240, WorldOptions.stress(knob)).platform(Platform.INSTAGRAM);
    }

    @Test
    void the_default_knob_is_the_emulators_world() {
        assertThat(WorldOptions.stress("default")).isEqualTo(WorldOptions.DEFAULTS);
    }

    @Test
    void bots2_has_about_twice_the_bots() {
        assertThat((double) bots(stress("bots2"))).isBetween(1.6 * bots(DEFAULT), 2.4 * bots(DEFAULT));
    }

    @Test
    void nocomments_disables_comments_on_about_a_quarter_of_the_posts() {
        assertThat(disabledShare(DEFAULT)).isBetween(0.02, 0.06);
        assertThat(disabledShare(stress("nocomments"))).isBetween(0.22, 0.28);
    }

    @Test
    void posting_twice_as_often_spans_half_the_time_with_fewer_engagers_a_post() {
        var twice = stress("posts-twice");
        assertThat((double) span(twice)).isBetween(0.4 * span(DEFAULT), 0.6 * span(DEFAULT));
        assertThat(engagers(twice)).isLessThan(0.8 * engagers(DEFAULT));
        assertThat((double) span(stress("posts-half"))).isBetween(1.6 * span(DEFAULT), 2.4 * span(DEFAULT));
    }

    @Test
    void swapped_order_lists_instagram_likers_oldest_first() {
        var swapped = stress("order");
        var post = swapped.creators().get(3).posts().get(0);
        int[] likers = swapped.likersInListOrder(post);
        int[] platformOrder =
                DEFAULT.likersInListOrder(DEFAULT.creators().get(3).posts().get(0));
        assertThat(likers).containsExactlyInAnyOrder(platformOrder);
        assertThat(likers).isNotEqualTo(platformOrder);
    }

    @Test
    void heavier_tails_and_super_fans_change_who_engages() {
        assertThat(engagers(stress("heavytail"))).isNotEqualTo(engagers(DEFAULT));
        assertThat(engagers(stress("superfans"))).isNotEqualTo(engagers(DEFAULT));
    }

    private static int bots(PlatformWorld world) {
        int bots = 0;
        for (int p = 0; p < world.peopleCount(); p++) if (world.isBot(p)) bots++;
        return bots;
    }

    private static double disabledShare(PlatformWorld world) {
        return world.creators().stream()
                .flatMap(c -> c.posts().stream())
                .mapToDouble(p -> p.commentsDisabled() ? 1 : 0)
                .average()
                .orElseThrow();
    }

    private static long span(PlatformWorld world) {
        long sum = 0;
        for (var c : world.creators())
            sum += c.posts().get(0).publishedAt() - c.posts().get(29).publishedAt();
        return sum;
    }

    private static double engagers(PlatformWorld world) {
        double sum = 0;
        for (var c : world.creators().subList(0, 60))
            sum += world.engagers(c.posts().get(1)).size();
        return sum;
    }
}
