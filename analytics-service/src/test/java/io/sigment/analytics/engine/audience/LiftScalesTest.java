package io.sigment.analytics.engine.audience;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.sigment.common.Platform;
import org.junit.jupiter.api.Test;

/** {@link LiftScales}: Instagram's correction where the model does not lift the sample, gated by its repeats. */
class LiftScalesTest {
    /**
     * audience-estimate-18: where the model does not lift the sample's core % (estimate minus the sample's own at or
     * below 0 points) and the halves fall below the whole sample, Instagram's core % moves up by the whole drift (0.25
     * + 0.75) and its interval gains 0.4 x the drift in quadrature; elsewhere, and on YouTube and TikTok, the figures
     * are -17's to the bit. audience-estimate-19: in full only where the sample's people come back at most 1.50 times
     * per creator (RepeatCheck), not at all from 1.70, linear between (shift and added width alike).
     */
    @Test
    void instagrams_core_pct_takes_the_whole_drift_where_the_model_does_not_lift_the_sample() {
        var instagram = IntervalScales.of(Platform.INSTAGRAM);
        assertThat(instagram.lift().fires(0)).isTrue();
        assertThat(instagram.lift().fires(-11.8)).isTrue();
        assertThat(instagram.lift().fires(0.01)).isFalse();
        assertThat(instagram.corePct(51, -9.8, -11.8, IntervalScalesTest.FEW_REPEATS))
                .isCloseTo(51 + 9.8, within(1e-12));
        assertThat(instagram.corePct(51, -9.8, -11.8, 1.50)).isCloseTo(51 + 9.8, within(1e-12));
        assertThat(instagram.corePct(51, 3.7, -11.8, IntervalScalesTest.FEW_REPEATS))
                .isEqualTo(51 - IntervalScales.DRIFT_SHIFT * 3.7);
        assertThat(instagram.corePct(51, -9.8, 0.5, IntervalScalesTest.FEW_REPEATS))
                .isEqualTo(51 - IntervalScales.DRIFT_SHIFT * -9.8);
        assertThat(instagram.corePct(99, -9.8, -1, IntervalScalesTest.FEW_REPEATS))
                .isEqualTo(100);
        assertThat(instagram.lift().corePctSd(-3, -7, IntervalScalesTest.FEW_REPEATS))
                .isCloseTo(2.8, within(1e-12));
        assertThat(instagram.lift().corePctSd(-3, 7, IntervalScalesTest.FEW_REPEATS))
                .isZero();
        assertThat(instagram.lift().corePctSd(3, -7, IntervalScalesTest.FEW_REPEATS))
                .isZero();
    }

    /**
     * audience-estimate-19: the share of the drift Instagram's core % takes falls with the sample's repeats (1 at 1.50
     * or fewer, 0 at 1.70 or more): on the 1,200-creator worlds, whose people come back 1.51-1.78 times in the
     * selections it moved, the drift in full overshot.
     */
    @Test
    void instagrams_drift_correction_falls_with_the_samples_repeats() {
        var lift = IntervalScales.of(Platform.INSTAGRAM).lift();
        assertThat(lift.share(1.2)).isEqualTo(1);
        assertThat(lift.share(1.5)).isEqualTo(1);
        assertThat(lift.share(1.6)).isCloseTo(0.5, within(1e-12));
        assertThat(lift.share(1.7)).isZero();
        assertThat(lift.share(2.4)).isZero();
        var instagram = IntervalScales.of(Platform.INSTAGRAM);
        assertThat(instagram.corePct(51, -8, -3, 1.6))
                .isCloseTo(51 + IntervalScales.DRIFT_SHIFT * 8 + 0.75 * 0.5 * 8, within(1e-12));
        assertThat(instagram.corePct(51, -8, -3, 1.75)).isEqualTo(51 - IntervalScales.DRIFT_SHIFT * -8);
        assertThat(instagram.lift().corePctSd(-3, -8, 1.6)).isCloseTo(0.4 * 0.5 * 8, within(1e-12));
        assertThat(instagram.lift().corePctSd(-3, -8, 1.75)).isZero();
    }

    /**
     * audience-estimate-19: where the correction applies, Instagram's unique audience (with its interval) comes down by
     * 2.9% x the share (the model's people seen nowhere too many there); elsewhere, and on YouTube and TikTok, 1.
     */
    @Test
    void instagrams_unique_audience_comes_down_where_the_correction_applies() {
        var lift = IntervalScales.of(Platform.INSTAGRAM).lift();
        assertThat(lift.uniqueFactor(-3, -8, IntervalScalesTest.FEW_REPEATS)).isCloseTo(1 - 0.029, within(1e-12));
        assertThat(lift.uniqueFactor(-3, -8, 1.6)).isCloseTo(1 - 0.029 * 0.5, within(1e-12));
        assertThat(lift.uniqueFactor(-3, -8, 1.75)).isEqualTo(1);
        assertThat(lift.uniqueFactor(0.5, -8, IntervalScalesTest.FEW_REPEATS)).isEqualTo(1);
        assertThat(lift.uniqueFactor(-3, 0, IntervalScalesTest.FEW_REPEATS)).isEqualTo(1);
        assertThat(lift.uniqueFactor(-3, 2, IntervalScalesTest.FEW_REPEATS)).isEqualTo(1);
        for (var platform : java.util.List.of(Platform.YOUTUBE, Platform.TIKTOK)) {
            assertThat(IntervalScales.of(platform).lift().uniqueFactor(-3, -8, IntervalScalesTest.FEW_REPEATS))
                    .isEqualTo(1);
        }
    }

    @Test
    void youtube_and_tiktok_have_no_lift_correction() {
        var instagram = IntervalScales.of(Platform.INSTAGRAM);
        for (var platform : java.util.List.of(Platform.YOUTUBE, Platform.TIKTOK)) {
            var scales = IntervalScales.of(platform);
            assertThat(scales.lift()).isSameAs(LiftScales.NONE);
            for (double lift : new double[] {-20, -1, 0, 5}) {
                for (double drift : new double[] {-9.8, 0, 3.7}) {
                    for (double repeats : new double[] {0, IntervalScalesTest.FEW_REPEATS, 1.6, 2.5}) {
                        assertThat(scales.corePct(51, drift, lift, repeats))
                                .isEqualTo(51 - IntervalScales.DRIFT_SHIFT * drift);
                        assertThat(Math.hypot(2.345, scales.lift().corePctSd(lift, drift, repeats)))
                                .isEqualTo(2.345);
                    }
                }
            }
        }
        assertThat(instagram.atListOrder(0.13).lift()).isSameAs(instagram.lift());
    }
}
