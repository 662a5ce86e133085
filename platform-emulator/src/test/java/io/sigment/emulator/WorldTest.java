package io.sigment.emulator;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.Platform;
import io.sigment.emulator.world.Creator;
import io.sigment.emulator.world.PlatformWorld;
import io.sigment.emulator.world.World;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class WorldTest {
    private static final World WORLD = World.generate(7, 240);

    @Test
    void the_same_seed_gives_the_same_world_and_the_same_engagers() {
        var again = World.generate(7, 240);
        for (var platform : Platform.values()) {
            var a = WORLD.platform(platform).creators().get(17);
            var b = again.platform(platform).creators().get(17);
            assertThat(b.id()).isEqualTo(a.id());
            assertThat(b.handle()).isEqualTo(a.handle());
            var post = a.posts().get(3);
            assertThat(again.platform(platform).engagers(b.posts().get(3)).people())
                    .containsExactly(WORLD.platform(platform).engagers(post).people());
        }
        assertThat(World.generate(8, 240)
                        .platform(Platform.YOUTUBE)
                        .creators()
                        .get(17)
                        .id())
                .isNotEqualTo(
                        WORLD.platform(Platform.YOUTUBE).creators().get(17).id());
    }

    @Test
    void a_shared_world_is_generated_once_per_seed_and_size_and_is_the_generated_one() {
        var shared = World.shared(7, 240);

        assertThat(World.shared(7, 240)).isSameAs(shared);
        var other = World.shared(7, 250);
        assertThat(other).isNotSameAs(shared);
        assertThat(other.platform(Platform.INSTAGRAM).creators()).hasSize(250);
        assertThat(World.shared(9, 250)).isNotSameAs(other);
        var creator = shared.platform(Platform.TIKTOK).creators().get(17);
        var generated = WORLD.platform(Platform.TIKTOK).creators().get(17);
        assertThat(creator.id()).isEqualTo(generated.id());
        assertThat(shared.platform(Platform.TIKTOK)
                        .engagers(creator.posts().get(3))
                        .people())
                .containsExactly(WORLD.platform(Platform.TIKTOK)
                        .engagers(generated.posts().get(3))
                        .people());
    }

    @Test
    void the_default_size_world_is_generated_in_seconds() {
        long start = System.nanoTime();
        var world = World.generate(42, 1200);
        long seconds = (System.nanoTime() - start) / 1_000_000_000L;
        assertThat(world.platform(Platform.INSTAGRAM).creators()).hasSize(1200);
        assertThat(seconds).as("generation must take seconds, not minutes").isLessThan(30);
    }

    @Test
    void creators_of_one_subtopic_share_much_more_audience_than_unrelated_creators() {
        var instagram = WORLD.platform(Platform.INSTAGRAM);
        double same = 0;
        double unrelated = 0;
        for (int i = 0; i < 20; i++) {
            var a = instagram.creators().get(i);
            var sibling = instagram.creators().get(i + 48);
            var other = instagram.creators().get(i + 24);
            assertThat(sibling.subtopic()).isEqualTo(a.subtopic());
            assertThat(other.subtopic().topic()).isNotEqualTo(a.subtopic().topic());
            same += jaccard(audience(instagram, a), audience(instagram, sibling));
            unrelated += jaccard(audience(instagram, a), audience(instagram, other));
        }
        assertThat(same).isGreaterThan(5 * unrelated);
    }

    @Test
    void followers_are_heavy_tailed_and_some_creators_are_connected() {
        for (var platform : Platform.values()) {
            var creators = WORLD.platform(platform).creators();
            var followers =
                    creators.stream().mapToLong(Creator::followers).sorted().toArray();
            assertThat(followers[followers.length - 1]).isGreaterThan(20 * followers[followers.length / 2]);
            assertThat(creators.stream().filter(Creator::connected).count()).isBetween(1L, 20L);
            assertThat(creators.get(0).posts()).hasSize(30);
            assertThat(creators.stream()
                            .flatMap(c -> c.posts().stream())
                            .filter(p -> p.commentsDisabled())
                            .count())
                    .isPositive();
        }
    }

    @Test
    void handles_names_and_bios_reflect_the_subtopic() {
        for (var c : WORLD.platform(Platform.TIKTOK).creators().subList(0, 48)) {
            var words = c.subtopic().words();
            assertThat(words.stream()
                            .anyMatch(w -> c.handle().contains(w)
                                    || c.name().toLowerCase().contains(w)))
                    .isTrue();
            assertThat(c.bio()).contains("#" + c.subtopic().hashtags().get(0));
        }
    }

    private static Set<Integer> audience(PlatformWorld world, Creator creator) {
        var people = new HashSet<Integer>();
        for (var post : creator.posts().subList(0, 12))
            for (var p : world.engagers(post).people()) people.add(p);
        return people;
    }

    private static double jaccard(Set<Integer> a, Set<Integer> b) {
        var both = new HashSet<>(a);
        both.retainAll(b);
        return (double) both.size() / (a.size() + b.size() - both.size());
    }
}
