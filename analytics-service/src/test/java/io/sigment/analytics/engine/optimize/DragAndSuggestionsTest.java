package io.sigment.analytics.engine.optimize;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.sigment.analytics.engine.AnalysisOptions;
import io.sigment.analytics.engine.AudienceIndex;
import io.sigment.analytics.engine.CreatorSample;
import io.sigment.analytics.engine.OverlapEngine;
import io.sigment.analytics.engine.PostSample;
import io.sigment.common.Platform;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * Planted case. Current selection x {0..59}, y {30..89}, z {50..109}, loner {200..299}:
 * U = 210, core = {30..89} = 60, core % = 28.6; without loner core % = 60 / 110 = 54.5 (loner drags);
 * without x: 40 / 180 = 22.2 (x does not). Outside: fan {30..89} = exactly the core, casual {80..139}
 * shares 10 core people, stranger {400..449} none. Everyone in the candidates: 290 people.
 */
class DragAndSuggestionsTest {
    private static final List<String> CURRENT = List.of("x", "y", "z", "loner");
    private static final List<String> CANDIDATES = List.of("x", "y", "z", "loner", "fan", "casual", "stranger");

    private final OverlapEngine engine = new OverlapEngine(
            AudienceIndex.of(List.of(
                    creator("x", 0, 60),
                    creator("y", 30, 90),
                    creator("z", 50, 110),
                    creator("loner", 200, 300),
                    creator("fan", 30, 90),
                    creator("casual", 80, 140),
                    creator("stranger", 400, 450))),
            AnalysisOptions.defaults(Platform.INSTAGRAM));

    @Test
    void drag_creators_are_the_members_whose_removal_raises_core_pct() {
        OptimizationResult result = engine.optimize(CANDIDATES, CURRENT, new Targets(50, 0));
        assertThat(result.current().corePct()).isCloseTo(100.0 * 60 / 210, within(1e-9));
        assertThat(result.dragCreators()).extracting(DragCreator::handle).containsExactly("loner");
        DragCreator loner = result.dragCreators().get(0);
        assertThat(loner.corePctWithout()).isCloseTo(100.0 * 60 / 110, within(1e-9));
        assertThat(loner.corePctChange()).isCloseTo(100.0 * 60 / 110 - 100.0 * 60 / 210, within(1e-9));
    }

    @Test
    void suggested_additions_rank_non_members_by_lift_with_the_current_core_audience() {
        OptimizationResult result = engine.optimize(CANDIDATES, CURRENT, new Targets(50, 0));
        assertThat(result.suggestedAdditions())
                .extracting(SuggestedAddition::handle)
                .containsExactly("fan", "casual");
        SuggestedAddition fan = result.suggestedAdditions().get(0);
        assertThat(fan.overlap()).isEqualTo(60);
        assertThat(fan.lift()).isCloseTo(60.0 * 290 / (60 * 60), within(1e-9));
        assertThat(result.suggestedAdditions().get(1).overlap()).isEqualTo(10);
        assertThat(result.suggestedAdditions().get(1).lift()).isCloseTo(10.0 * 290 / (60 * 60), within(1e-9));
    }

    @Test
    void best_selection_meets_the_targets_and_says_what_changed() {
        OptimizationResult result = engine.optimize(CANDIDATES, CURRENT, new Targets(50, 0));
        assertThat(result.targetsMet()).isTrue();
        assertThat(result.best().corePct()).isGreaterThanOrEqualTo(50);
        assertThat(result.best().removed()).contains("loner");
        assertThat(result.gaps().normalizedShortfall()).isZero();
        assertThat(result.method()).isEqualTo("exhaustive");
    }

    @Test
    void unreachable_targets_give_the_closest_selection_and_its_gaps() {
        OptimizationResult result = engine.optimize(CANDIDATES, CURRENT, new Targets(100, 1e9));
        assertThat(result.targetsMet()).isFalse();
        assertThat(result.gaps().coreReach()).isCloseTo(1e9 - result.best().estimatedCoreAudienceSize(), within(1e-3));
        assertThat(result.gaps().normalizedShortfall())
                .isCloseTo(result.gaps().corePct() / 100 + result.gaps().coreReach() / 1e9, within(1e-12));
    }

    @Test
    void an_empty_current_selection_has_no_drag_creators_and_no_suggestions() {
        OptimizationResult result = engine.optimize(CANDIDATES, List.of(), new Targets(7, 0));
        assertThat(result.current().members()).isEmpty();
        assertThat(result.dragCreators()).isEmpty();
        assertThat(result.suggestedAdditions()).isEmpty();
        assertThat(result.best().members()).isNotEmpty();
    }

    @Test
    void a_single_creator_is_never_a_drag_creator() {
        OptimizationResult result = engine.optimize(CANDIDATES, List.of("loner"), new Targets(7, 0));
        assertThat(result.dragCreators()).isEmpty();
    }

    private static CreatorSample creator(String handle, int from, int to) {
        int[] people = IntStream.range(from, to).toArray();
        int[] counts = IntStream.range(from, to).map(i -> 1).toArray();
        return new CreatorSample(handle, List.of(new PostSample(handle + "1", 1000, people, counts)));
    }
}
