package io.sigment.analytics.engine.audience;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.sigment.common.Platform;
import org.junit.jupiter.api.Test;

class IntervalScalesTest {
    /** A sample whose model lifts its core % by 5 points: no platform's {@link LiftScales} fires. */
    private static final double LIFTED = 5;

    /** A sample whose people come back as on the denser worlds (RepeatCheck 1.38): Instagram's drift in full. */
    static final double FEW_REPEATS = 1.38;

    @Test
    void a_pairs_interval_is_symmetric_on_the_log_scale_and_grows_with_its_spread_and_correction() {
        var scales = IntervalScales.of(Platform.INSTAGRAM);
        var pair = scales.pair(1000, 100, 400);
        assertThat(pair.low() * pair.high()).isCloseTo(1000.0 * 1000, within(1e-6));
        assertThat(pair.low()).isLessThan(1000);
        assertThat(pair.confidence()).isEqualTo(0.95);
        assertThat(scales.pair(1000, 200, 400).high()).isGreaterThan(pair.high());
        var tiktok = IntervalScales.of(Platform.TIKTOK);
        assertThat(tiktok.pair(1000, 100, 800).high())
                .isGreaterThan(tiktok.pair(1000, 100, 400).high());
    }

    @Test
    void a_pair_estimated_at_zero_still_gets_an_upper_bound() {
        var pair = IntervalScales.of(Platform.TIKTOK).pair(0, 3, 0);
        assertThat(pair.low()).isZero();
        assertThat(pair.high()).isGreaterThan(1);
    }

    @Test
    void core_pct_sd_adds_its_parts_in_quadrature_over_the_platforms_floor() {
        var youtube = IntervalScales.of(Platform.YOUTUBE);
        assertThat(youtube.corePctSd(0, 0, 0)).isEqualTo(1.0);
        assertThat(youtube.corePctSd(2, 0, 0)).isCloseTo(Math.hypot(1.5, 1), within(1e-9));
        var tiktok = IntervalScales.of(Platform.TIKTOK);
        assertThat(tiktok.corePctSd(0, 10, 0)).isCloseTo(Math.hypot(4, 1), within(1e-9));
        var instagram = IntervalScales.of(Platform.INSTAGRAM);
        assertThat(instagram.corePctSd(2, 0, 0)).isCloseTo(Math.hypot(0.87 * 2, 0.41), within(1e-9));
        assertThat(instagram.corePctSd(0, 0, 20)).isCloseTo(Math.hypot(1.2, 0.41), within(1e-9));
    }

    /**
     * audience-estimate-14: Instagram's core % interval no longer takes the gap between the two assumptions about
     * people seen nowhere (its scales 0.87 x spread, 0.06 x correction, a 0.41 point floor, narrowing 1); the gap was
     * 42-58% of its variance and told the error's size no better than the spread it moves with.
     */
    @Test
    void instagrams_core_pct_sd_does_not_take_the_gap() {
        var instagram = IntervalScales.of(Platform.INSTAGRAM);
        assertThat(instagram.corePctSd(2, 10, 5)).isEqualTo(instagram.corePctSd(2, 0, 5));
        assertThat(instagram.corePctSd(2, 10, 5, 4))
                .isCloseTo(Math.hypot(Math.sqrt(square(1.74) + square(0.3) + square(0.41)), 0.24), within(1e-12));
    }

    /**
     * audience-estimate-14 changed Instagram only: YouTube's and TikTok's core % sd are -13's to the last bit
     * (YouTube 0.75 x spread, 1 point floor, narrowing 0.60, 0.06 x drift; TikTok 0.5 x spread, 0.4 x gap, 1 point
     * floor, narrowing 0.62, 0.20 x drift), computed here in the same order of operations.
     */
    @Test
    void youtubes_and_tiktoks_core_pct_sd_are_unchanged() {
        double[][] cases = {{0, 0, 0, 0}, {2.3, 1.7, 4.1, -3.2}, {0.4, 6.5, 0.2, 7.9}, {5.5, 0.01, 12, 0.3}};
        var youtube = IntervalScales.of(Platform.YOUTUBE);
        var tiktok = IntervalScales.of(Platform.TIKTOK);
        for (double[] c : cases) {
            assertThat(youtube.corePctSd(c[0], c[1], c[2], c[3]))
                    .isEqualTo(Math.hypot(
                            0.60 * Math.sqrt(square(0.75 * c[0]) + square(0 * c[1]) + square(0 * c[2]) + square(1)),
                            0.06 * c[3]));
            assertThat(tiktok.corePctSd(c[0], c[1], c[2], c[3]))
                    .isEqualTo(Math.hypot(
                            0.62 * Math.sqrt(square(0.5 * c[0]) + square(0.4 * c[1]) + square(0 * c[2]) + square(1)),
                            0.20 * c[3]));
        }
    }

    @Test
    void unique_audience_sd_adds_the_platforms_share_of_the_value_to_its_spread() {
        assertThat(IntervalScales.of(Platform.INSTAGRAM).uniqueSd(10_000, 0, 0, 5))
                .isCloseTo(150, within(1e-9));
        assertThat(IntervalScales.of(Platform.INSTAGRAM).uniqueSd(10_000, 100, 0, 5))
                .isCloseTo(Math.hypot(50, 150), within(1e-9));
        assertThat(IntervalScales.of(Platform.TIKTOK).uniqueSd(10_000, 100, 0, 5))
                .isCloseTo(100, within(1e-9));
    }

    /**
     * audience-estimate-10: the people seen nowhere per creator widen a small selection's unique audience (4,000 of
     * 10,000 seen nowhere: 0.22 x 2,000 = 440 people for two Instagram creators) and hardly a large one's.
     */
    @Test
    void unique_audience_sd_adds_the_people_seen_nowhere_per_creator() {
        var instagram = IntervalScales.of(Platform.INSTAGRAM);
        assertThat(instagram.uniqueSd(10_000, 100, 4_000, 2))
                .isCloseTo(Math.sqrt(50 * 50 + 150 * 150 + 440 * 440), within(1e-9));
        assertThat(instagram.uniqueSd(10_000, 100, 4_000, 40) / instagram.uniqueSd(10_000, 100, 0, 40))
                .isLessThan(1.02);
        assertThat(IntervalScales.of(Platform.YOUTUBE).uniqueSd(10_000, 0, 4_000, 2))
                .isCloseTo(0.235 * 2_000, within(1e-9));
        assertThat(IntervalScales.of(Platform.TIKTOK).uniqueSd(10_000, 0, 4_000, 2))
                .isCloseTo(0.075 * 2_000, within(1e-9));
    }

    /** A strongest pair's log half-width is the pair's times the platform's strongest-pair scale (0.6 on Instagram). */
    @Test
    void a_strongest_pairs_interval_is_the_pairs_narrowed_on_the_log_scale() {
        var scales = IntervalScales.of(Platform.INSTAGRAM);
        var pair = scales.pair(2000, 300, 500);
        var strongest = scales.strongestPair(2000, 300, 500);
        assertThat(strongest.value()).isEqualTo(2000);
        assertThat(Math.log(strongest.high() / 2000)).isCloseTo(0.6 * Math.log(pair.high() / 2000), within(1e-12));
        assertThat(Math.log(2000 / strongest.low())).isCloseTo(0.6 * Math.log(2000 / pair.low()), within(1e-12));
    }

    /**
     * Core % moves a quarter of the half samples' drift against it; its interval is the parts times the platform's
     * narrowing (YouTube 0.6) with 0.06 x the drift in quadrature (audience-estimate-8).
     */
    @Test
    void core_pct_moves_against_the_half_samples_drift_and_its_sd_takes_the_drift_in_quadrature() {
        var youtube = IntervalScales.of(Platform.YOUTUBE);
        assertThat(youtube.corePct(60, 4, LIFTED, FEW_REPEATS)).isCloseTo(59, within(1e-9));
        assertThat(youtube.corePct(60, -4, LIFTED, FEW_REPEATS)).isCloseTo(61, within(1e-9));
        assertThat(youtube.corePct(0.5, 4, LIFTED, FEW_REPEATS)).isZero();
        assertThat(youtube.corePctSd(2, 0, 0, 0)).isCloseTo(0.6 * Math.hypot(1.5, 1), within(1e-9));
        assertThat(youtube.corePctSd(2, 0, 0, 10)).isCloseTo(Math.hypot(0.6 * Math.hypot(1.5, 1), 0.6), within(1e-9));
        var instagram = IntervalScales.of(Platform.INSTAGRAM);
        assertThat(instagram.corePctSd(2, 0, 0, 0)).isCloseTo(Math.hypot(0.87 * 2, 0.41), within(1e-9));
    }

    /**
     * audience-estimate-11: TikTok's interval takes 0.20 x the drift (Instagram and YouTube 0.06), so a selection whose
     * half samples drift 8 points (a close community on a dense world) widens; without drift nothing changes.
     */
    @Test
    void tiktoks_core_pct_sd_takes_a_larger_share_of_the_drift() {
        var tiktok = IntervalScales.of(Platform.TIKTOK);
        double parts = 0.62 * Math.hypot(0.5 * 2, 1);
        assertThat(tiktok.corePctSd(2, 0, 0, 0)).isCloseTo(parts, within(1e-9));
        assertThat(tiktok.corePctSd(2, 0, 0, -8)).isCloseTo(Math.hypot(parts, 1.6), within(1e-9));
        assertThat(IntervalScales.of(Platform.INSTAGRAM).corePctSd(0, 0, 0, -8))
                .isCloseTo(Math.hypot(0.41, 0.48), within(1e-9));
        assertThat(tiktok.corePct(60, -8, LIFTED, FEW_REPEATS)).isCloseTo(62, within(1e-9));
    }

    /**
     * audience-estimate-16: where the sample's people come back post after post beyond what any used world without
     * super-fans shows (r above 2.15), the list order check no longer raises Instagram's unique audience, while core
     * %'s width still follows it; at and below 2.15 the shift is -12's.
     */
    @Test
    void instagrams_unique_audience_ignores_the_list_order_check_where_super_fans_repeat() {
        var order = IntervalScales.of(Platform.INSTAGRAM).listOrder();
        assertThat(order.uniqueFactor(0.13, 2.15)).isCloseTo(1 + 0.46 * 0.10, within(1e-12));
        assertThat(order.uniqueFactor(0.13, 2.16)).isEqualTo(1.0);
        assertThat(order.uniqueFactor(0.25, 2.7)).isEqualTo(1.0);
        assertThat(order.corePctSd(0.13)).isCloseTo(1.4, within(1e-12));
        assertThat(order.isBeyond(0.13)).isTrue();
    }

    /**
     * audience-estimate-12: Instagram's unique audience rises and its core % interval widens with the list order
     * check beyond what the training worlds show by chance; YouTube's and TikTok's do not.
     */
    @Test
    void instagrams_estimates_follow_the_list_order_check_beyond_its_threshold() {
        var order = IntervalScales.of(Platform.INSTAGRAM).listOrder();
        assertThat(order.uniqueFactor(0.02, 1.7)).isEqualTo(1.0);
        assertThat(order.corePctSd(0.02)).isZero();
        assertThat(order.uniqueFactor(0.13, 1.7)).isCloseTo(1 + 0.46 * 0.10, within(1e-12));
        assertThat(order.corePctSd(0.13)).isCloseTo(1.4, within(1e-12));
        for (var platform : java.util.List.of(Platform.YOUTUBE, Platform.TIKTOK)) {
            var none = IntervalScales.of(platform).listOrder();
            assertThat(none.uniqueFactor(0.2, 1.7)).isEqualTo(1.0);
            assertThat(none.corePctSd(0.2)).isZero();
        }
    }

    /**
     * audience-estimate-15: TikTok's unique audience is raised by 0.077 x the square root of the share of its posts'
     * commenters left unread, and its interval is 0.85 x the platform's; Instagram's and YouTube's are not moved.
     */
    @Test
    void tiktoks_unique_audience_follows_the_commenters_left_unread() {
        var visibility = IntervalScales.of(Platform.TIKTOK).visibility();
        assertThat(visibility.uniqueFactor(1.0)).isEqualTo(1.0);
        assertThat(visibility.uniqueFactor(1.2)).isEqualTo(1.0);
        assertThat(visibility.uniqueFactor(0.96)).isCloseTo(1 + 0.077 * 0.2, within(1e-12));
        assertThat(visibility.uniqueFactor(0.75)).isCloseTo(1.0385, within(1e-12));
        assertThat(visibility.uniqueFactor(0.75)).isGreaterThan(visibility.uniqueFactor(0.96));
        assertThat(visibility.uniqueWidth()).isEqualTo(0.85);
        for (var platform : java.util.List.of(Platform.INSTAGRAM, Platform.YOUTUBE)) {
            var none = IntervalScales.of(platform).visibility();
            assertThat(none.uniqueFactor(0.5)).isEqualTo(1.0);
            assertThat(none.uniqueWidth()).isEqualTo(1.0);
        }
    }

    /**
     * audience-estimate-17: the shift for the commenters left unread takes the share the sample's cut return check k
     * gives it: all of it at k -0.06 or above (or where the sample cannot tell), none at -0.12 or below (the cut kept
     * the people who do not come back: comments read newest first), in proportion between. Where it takes all, the
     * factor is -15's to the last bit; Instagram's and YouTube's stay 1.
     */
    @Test
    void the_shift_for_the_unread_commenters_follows_whom_the_cut_kept() {
        var visibility = IntervalScales.of(Platform.TIKTOK).visibility();
        for (double v : new double[] {0.5, 0.75, 0.91, 0.96, 1.0}) {
            assertThat(visibility.uniqueFactor(v, Double.NaN)).isEqualTo(visibility.uniqueFactor(v));
            assertThat(visibility.uniqueFactor(v, -0.06)).isEqualTo(visibility.uniqueFactor(v));
            assertThat(visibility.uniqueFactor(v, 0.05)).isEqualTo(1 + 0.077 * Math.sqrt(1 - v));
            assertThat(visibility.uniqueFactor(v, -0.12)).isEqualTo(1.0);
            assertThat(visibility.uniqueFactor(v, -0.3)).isEqualTo(1.0);
            assertThat(visibility.uniqueFactor(v, -0.09)).isCloseTo(1 + 0.5 * 0.077 * Math.sqrt(1 - v), within(1e-12));
        }
        assertThat(visibility.share(-0.105)).isCloseTo(0.25, within(1e-12));
        for (var platform : java.util.List.of(Platform.INSTAGRAM, Platform.YOUTUBE)) {
            var none = IntervalScales.of(platform).visibility();
            assertThat(none.uniqueFactor(0.5, -0.09)).isEqualTo(1.0);
            assertThat(none.uniqueFactor(0.5, Double.NaN)).isEqualTo(1.0);
        }
    }

    /**
     * audience-estimate-13: TikTok's core % interval widens, in proportion to the sample's core %, with the repeats
     * beyond the training worlds'; Instagram's and YouTube's do not. Since audience-estimate-15 the repeats leave
     * TikTok's unique audience as it is ({@link VisibilityScales} moves it).
     */
    @Test
    void tiktoks_estimates_follow_the_repeats_beyond_the_training_worlds() {
        var repeats = IntervalScales.of(Platform.TIKTOK).repeats();
        double t = repeats.threshold();
        assertThat(repeats.uniqueFactor(t - 0.01)).isEqualTo(1.0);
        assertThat(repeats.corePctSd(t - 0.01, 60)).isZero();
        assertThat(repeats.uniqueFactor(t + 0.1)).isEqualTo(1.0);
        assertThat(repeats.corePctSd(t + 0.1, 60)).isCloseTo(0.1 * repeats.corePctShare() * 60, within(1e-12));
        assertThat(repeats.corePctSd(t + 0.1, 60)).isGreaterThan(repeats.corePctSd(t + 0.1, 20));
        for (var platform : java.util.List.of(Platform.INSTAGRAM, Platform.YOUTUBE)) {
            var none = IntervalScales.of(platform).repeats();
            assertThat(none.uniqueFactor(2.5)).isEqualTo(1.0);
            assertThat(none.corePctSd(2.5, 60)).isZero();
        }
    }

    /**
     * audience-estimate-14: beyond the list order threshold (d above 0.03) Instagram's core % sd is -13's, with the gap
     * (0.5 x spread, 0.7 x gap, 0.05 x correction, 0.5 floor, narrowing 1.25), to the last bit; at or below it the
     * platform's own scales (no gap). The other scales are the same either way. YouTube and TikTok have no such
     * scales: theirs hold for every d.
     */
    @Test
    void instagrams_core_pct_sd_beyond_the_list_order_threshold_is_thirteens() {
        var instagram = IntervalScales.of(Platform.INSTAGRAM);
        double[][] cases = {{0, 0, 0, 0}, {2.3, 1.7, 4.1, -3.2}, {0.4, 6.5, 0.2, 7.9}, {5.5, 0.01, 12, 0.3}};
        for (double d : new double[] {0.031, 0.13, 0.26}) {
            var beyond = instagram.atListOrder(d);
            for (double[] c : cases) {
                assertThat(beyond.corePctSd(c[0], c[1], c[2], c[3]))
                        .isEqualTo(Math.hypot(
                                1.25
                                        * Math.sqrt(square(0.5 * c[0])
                                                + square(0.7 * c[1])
                                                + square(0.05 * c[2])
                                                + square(0.5)),
                                0.06 * c[3]));
            }
            assertThat(beyond.corePctSd(2, 10, 5, 4)).isGreaterThan(beyond.corePctSd(2, 0, 5, 4));
            assertThat(beyond.pair(1000, 100, 400)).isEqualTo(instagram.pair(1000, 100, 400));
            assertThat(beyond.strongestPair(1000, 100, 400)).isEqualTo(instagram.strongestPair(1000, 100, 400));
            assertThat(beyond.uniqueSd(50_000, 900, 12_000, 7)).isEqualTo(instagram.uniqueSd(50_000, 900, 12_000, 7));
            assertThat(beyond.uniqueFactor(50_000, 12_000, 7)).isEqualTo(instagram.uniqueFactor(50_000, 12_000, 7));
            assertThat(beyond.corePct(60, -8, LIFTED, FEW_REPEATS))
                    .isEqualTo(instagram.corePct(60, -8, LIFTED, FEW_REPEATS));
            assertThat(beyond.repeats()).isSameAs(instagram.repeats());
            assertThat(beyond.visibility()).isSameAs(instagram.visibility());
            assertThat(beyond.listOrder()).isSameAs(instagram.listOrder());
        }
        for (double d : new double[] {0, 0.02, 0.03}) {
            assertThat(instagram.atListOrder(d)).isSameAs(instagram);
        }
        assertThat(instagram.atListOrder(0.03).corePctSd(2, 10, 5, 4)).isEqualTo(instagram.corePctSd(2, 0, 5, 4));
        for (var platform : java.util.List.of(Platform.YOUTUBE, Platform.TIKTOK)) {
            var scales = IntervalScales.of(platform);
            for (double d : new double[] {0, 0.02, 0.13, 0.5}) {
                assertThat(scales.atListOrder(d)).isSameAs(scales);
            }
        }
    }

    private static double square(double x) {
        return x * x;
    }
}
