package io.sigment.analytics.engine.audience;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.sigment.common.Platform;
import org.junit.jupiter.api.Test;

class IntervalScalesTest {

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
        var instagram = IntervalScales.of(Platform.INSTAGRAM);
        assertThat(instagram.corePctSd(0, 10, 0)).isCloseTo(Math.hypot(7, 0.5), within(1e-9));
        assertThat(instagram.corePctSd(0, 0, 20)).isCloseTo(Math.hypot(1, 0.5), within(1e-9));
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
        assertThat(youtube.corePct(60, 4)).isCloseTo(59, within(1e-9));
        assertThat(youtube.corePct(60, -4)).isCloseTo(61, within(1e-9));
        assertThat(youtube.corePct(0.5, 4)).isZero();
        assertThat(youtube.corePctSd(2, 0, 0, 0)).isCloseTo(0.6 * Math.hypot(1.5, 1), within(1e-9));
        assertThat(youtube.corePctSd(2, 0, 0, 10)).isCloseTo(Math.hypot(0.6 * Math.hypot(1.5, 1), 0.6), within(1e-9));
        var instagram = IntervalScales.of(Platform.INSTAGRAM);
        assertThat(instagram.corePctSd(0, 10, 0, 0)).isCloseTo(1.25 * Math.hypot(7, 0.5), within(1e-9));
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
                .isCloseTo(Math.hypot(1.25 * 0.5, 0.48), within(1e-9));
        assertThat(tiktok.corePct(60, -8)).isCloseTo(62, within(1e-9));
    }

    /**
     * audience-estimate-12: Instagram's unique audience rises and its core % interval widens with the list order
     * check beyond what the training worlds show by chance; YouTube's and TikTok's do not.
     */
    @Test
    void instagrams_estimates_follow_the_list_order_check_beyond_its_threshold() {
        var order = IntervalScales.of(Platform.INSTAGRAM).listOrder();
        assertThat(order.uniqueFactor(0.02)).isEqualTo(1.0);
        assertThat(order.corePctSd(0.02)).isZero();
        assertThat(order.uniqueFactor(0.13)).isCloseTo(1 + 0.46 * 0.10, within(1e-12));
        assertThat(order.corePctSd(0.13)).isCloseTo(1.4, within(1e-12));
        for (var platform : java.util.List.of(Platform.YOUTUBE, Platform.TIKTOK)) {
            var none = IntervalScales.of(platform).listOrder();
            assertThat(none.uniqueFactor(0.2)).isEqualTo(1.0);
            assertThat(none.corePctSd(0.2)).isZero();
        }
    }

    /**
     * audience-estimate-13: TikTok's unique audience rises and its core % interval widens, in proportion to the
     * sample's core %, with the repeats beyond the training worlds'; Instagram's and YouTube's do not.
     */
    @Test
    void tiktoks_estimates_follow_the_repeats_beyond_the_training_worlds() {
        var repeats = IntervalScales.of(Platform.TIKTOK).repeats();
        double t = repeats.threshold();
        assertThat(repeats.uniqueFactor(t - 0.01)).isEqualTo(1.0);
        assertThat(repeats.corePctSd(t - 0.01, 60)).isZero();
        assertThat(repeats.uniqueFactor(t + 0.1)).isCloseTo(1 + 0.1 * repeats.uniqueShift(), within(1e-12));
        assertThat(repeats.corePctSd(t + 0.1, 60)).isCloseTo(0.1 * repeats.corePctShare() * 60, within(1e-12));
        assertThat(repeats.corePctSd(t + 0.1, 60)).isGreaterThan(repeats.corePctSd(t + 0.1, 20));
        for (var platform : java.util.List.of(Platform.INSTAGRAM, Platform.YOUTUBE)) {
            var none = IntervalScales.of(platform).repeats();
            assertThat(none.uniqueFactor(2.5)).isEqualTo(1.0);
            assertThat(none.corePctSd(2.5, 60)).isZero();
        }
    }
}
