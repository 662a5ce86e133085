package io.sigment.analytics.engine.audience;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.sigment.common.Platform;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * audience-estimate-20: where the scrape read less than 70% of the posts' likers (v below 0.70; creators posting half
 * as often), Instagram's unique audience interval gains 0.14 x (0.70 - v) x the value in quadrature; its value does
 * not move. audience-estimate-22: there its core % interval gains 22 x (0.70 - v) points in quadrature; its value does
 * not move. Above 0.70 its figures are -19's to the bit; YouTube's and TikTok's do not move with v beyond TikTok's
 * shift for the commenters left unread.
 */
class VisibilityScalesTest {

    @Test
    void instagrams_unique_audience_sd_grows_as_the_likers_read_fall_below_seventy_percent() {
        var visibility = IntervalScales.of(Platform.INSTAGRAM).visibility();
        assertThat(visibility.widenBelow()).isEqualTo(0.70);
        assertThat(visibility.widenShare()).isEqualTo(0.14);
        assertThat(visibility.uniqueSd(0.95, 10_000)).isZero();
        assertThat(visibility.uniqueSd(0.70, 10_000)).isZero();
        assertThat(visibility.uniqueSd(0.60, 10_000)).isCloseTo(0.14 * 0.10 * 10_000, within(1e-9));
        assertThat(visibility.uniqueSd(0.40, 20_000)).isCloseTo(0.14 * 0.30 * 20_000, within(1e-9));
        assertThat(visibility.uniqueFactor(0.5, Double.NaN)).isEqualTo(1.0);
        assertThat(visibility.uniqueWidth()).isEqualTo(1.0);
        for (var platform : List.of(Platform.YOUTUBE, Platform.TIKTOK)) {
            assertThat(IntervalScales.of(platform).visibility().uniqueSd(0.40, 10_000))
                    .isZero();
        }
    }

    /** {@link TwoCreatorEstimate} at this visibility, repeats below every threshold. */
    private static AudienceEstimate estimate(Platform platform, double visibility) {
        return TwoCreatorEstimate.of(platform, 1.45, visibility);
    }

    @Test
    void instagrams_unique_audience_interval_widens_where_the_scrape_read_few_of_the_likers() {
        var usual = estimate(Platform.INSTAGRAM, 0.85);
        var atThreshold = estimate(Platform.INSTAGRAM, 0.70);
        var cut = estimate(Platform.INSTAGRAM, 0.55);
        assertThat(atThreshold.uniqueAudience()).isEqualTo(usual.uniqueAudience());
        assertThat(atThreshold.coreAudience()).isEqualTo(usual.coreAudience());
        double value = usual.uniqueAudience().value();
        double usualSd = (usual.uniqueAudience().high() - value) / EstimateIntervals.Z95;
        assertThat(cut.uniqueAudience().value()).isEqualTo(value);
        assertThat(cut.uniqueAudience().high() - value)
                .isCloseTo(EstimateIntervals.Z95 * Math.hypot(usualSd, 0.14 * 0.15 * value), within(1e-6));
        assertThat(value - cut.uniqueAudience().low())
                .isCloseTo(cut.uniqueAudience().high() - value, within(1e-6));
        assertThat(cut.coreAudience().high()).isGreaterThan(usual.coreAudience().high());
    }

    @Test
    void instagrams_core_pct_sd_grows_by_twenty_two_points_per_unit_of_likers_read_below_seventy_percent() {
        var visibility = IntervalScales.of(Platform.INSTAGRAM).visibility();
        assertThat(visibility.corePctSd(0.95)).isZero();
        assertThat(visibility.corePctSd(0.70)).isZero();
        assertThat(visibility.corePctSd(0.60)).isCloseTo(22 * 0.10, within(1e-9));
        assertThat(visibility.corePctSd(0.40)).isCloseTo(22 * 0.30, within(1e-9));
        for (var platform : List.of(Platform.YOUTUBE, Platform.TIKTOK)) {
            assertThat(IntervalScales.of(platform).visibility().corePctSd(0.40)).isZero();
        }
    }

    @Test
    void instagrams_core_pct_interval_widens_where_the_scrape_read_few_of_the_likers_and_its_value_stays() {
        var usual = estimate(Platform.INSTAGRAM, 0.85);
        var atThreshold = estimate(Platform.INSTAGRAM, 0.70);
        var cut = estimate(Platform.INSTAGRAM, 0.55);
        assertThat(atThreshold.corePct()).isEqualTo(usual.corePct());
        double value = usual.corePct().value();
        double usualSd = (usual.corePct().high() - value) / EstimateIntervals.Z95;
        assertThat(cut.corePct().value()).isEqualTo(value);
        assertThat(cut.corePct().high() - value)
                .isCloseTo(EstimateIntervals.Z95 * Math.hypot(usualSd, 22 * 0.15), within(1e-6));
        assertThat(value - cut.corePct().low()).isCloseTo(cut.corePct().high() - value, within(1e-6));
        assertThat(cut.coreReach().high()).isGreaterThan(usual.coreReach().high());
    }

    @Test
    void youtubes_unique_audience_and_core_pct_do_not_move_with_the_share_read() {
        assertThat(estimate(Platform.YOUTUBE, 0.55).uniqueAudience())
                .isEqualTo(estimate(Platform.YOUTUBE, 0.85).uniqueAudience());
        assertThat(estimate(Platform.YOUTUBE, 0.55).corePct())
                .isEqualTo(estimate(Platform.YOUTUBE, 0.85).corePct());
    }
}
