package io.sigment.analytics.engine.audience;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.sigment.common.Platform;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * audience-estimate-20: beyond the training worlds' repeats (1.52), TikTok's unique audience interval gains 0.125 x
 * (r - 1.52) x the value in quadrature (where creators post half as often its misses went both ways), r taken at most
 * 1.76 (the fitted worlds' largest; super-fans run to 2.5); its value does not move, nor does core %. Instagram's and YouTube's unique audience do not move with r.
 */
class RepeatScalesTest {

    @Test
    void tiktoks_unique_audience_sd_grows_with_the_repeats_beyond_the_threshold() {
        var repeats = IntervalScales.of(Platform.TIKTOK).repeats();
        assertThat(repeats.threshold()).isEqualTo(1.52);
        assertThat(repeats.uniqueWidth()).isEqualTo(0.125);
        assertThat(repeats.uniqueSd(1.40, 10_000)).isZero();
        assertThat(repeats.uniqueSd(1.52, 10_000)).isZero();
        assertThat(repeats.uniqueSd(1.60, 10_000)).isCloseTo(0.125 * 0.08 * 10_000, within(1e-9));
        assertThat(repeats.uniqueSd(1.76, 20_000)).isCloseTo(0.125 * 0.24 * 20_000, within(1e-9));
        assertThat(repeats.uniqueCap()).isEqualTo(1.76);
        assertThat(repeats.uniqueSd(2.10, 20_000)).isEqualTo(repeats.uniqueSd(1.76, 20_000));
        for (var platform : List.of(Platform.INSTAGRAM, Platform.YOUTUBE)) {
            var none = IntervalScales.of(platform).repeats();
            assertThat(none.uniqueSd(1.60, 10_000)).isZero();
            assertThat(none.uniqueSd(2.5, 10_000)).isZero();
        }
    }

    /** {@link TwoCreatorEstimate} at these repeats, every engager read. */
    private static AudienceEstimate estimate(Platform platform, double repeats) {
        return TwoCreatorEstimate.of(platform, repeats, 1);
    }

    @Test
    void tiktoks_unique_audience_interval_widens_where_the_sample_sees_its_people_again_more_often() {
        var usual = estimate(Platform.TIKTOK, 1.45);
        var atThreshold = estimate(Platform.TIKTOK, 1.52);
        var often = estimate(Platform.TIKTOK, 1.62);
        assertThat(atThreshold.uniqueAudience()).isEqualTo(usual.uniqueAudience());
        double usualSd = (usual.uniqueAudience().high() - 10_000) / EstimateIntervals.Z95;
        assertThat(usualSd)
                .isCloseTo(
                        WidthFactors.TIKTOK.unique()
                                * 0.85
                                * Math.hypot(Math.sqrt(2 * 100.0 * 100.0), 0.075 * 4_000 / 2),
                        within(1e-9));
        assertThat(often.uniqueAudience().value()).isEqualTo(10_000);
        assertThat(often.uniqueAudience().high() - 10_000)
                .isCloseTo(EstimateIntervals.Z95 * Math.hypot(usualSd, 0.125 * 0.10 * 10_000), within(1e-6));
        assertThat(10_000 - often.uniqueAudience().low())
                .isCloseTo(often.uniqueAudience().high() - 10_000, within(1e-6));
        assertThat(often.coreAudience().high())
                .isGreaterThan(usual.coreAudience().high());
        assertThat(often.corePct().value()).isEqualTo(usual.corePct().value());
    }

    @Test
    void instagrams_and_youtubes_unique_audience_do_not_move_with_the_repeats() {
        for (var platform : List.of(Platform.INSTAGRAM, Platform.YOUTUBE)) {
            assertThat(estimate(platform, 1.62).uniqueAudience())
                    .isEqualTo(estimate(platform, 1.45).uniqueAudience());
            assertThat(estimate(platform, 1.62).coreAudience())
                    .isEqualTo(estimate(platform, 1.45).coreAudience());
        }
    }
}
