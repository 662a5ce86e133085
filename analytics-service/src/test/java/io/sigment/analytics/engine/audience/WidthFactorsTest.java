package io.sigment.analytics.engine.audience;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.sigment.common.Platform;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * audience-estimate-21: the unique audience's interval is the platform's {@link WidthFactors#unique} times what the
 * scales give (-20's terms for creators posting half as often added whole), the core audience's relative sd its {@link
 * WidthFactors#coreAudience} times its parts'; values, core % and its interval do not move. Widths pinned for {@link
 * TwoCreatorEstimate}'s fixed input (10,000 people estimated, replicates 100 either side, 4,000 seen nowhere, two
 * creators; core % 25 with TikTok's 0.62-point sd).
 */
class WidthFactorsTest {

    @Test
    void the_factors_per_platform() {
        assertThat(IntervalScales.of(Platform.INSTAGRAM).widths()).isEqualTo(new WidthFactors(0.775, 0.775));
        assertThat(IntervalScales.of(Platform.YOUTUBE).widths()).isEqualTo(new WidthFactors(0.925, 0.85));
        assertThat(IntervalScales.of(Platform.TIKTOK).widths()).isEqualTo(new WidthFactors(0.875, 0.85));
    }

    /**
     * TikTok's unique sd for the fixed input is 0.85 x hypot(141.4, 0.075 x 2,000) = 175.23 people (-20: 343.4 either
     * side); -21 0.875 x that, 300.5. YouTube's: hypot(0.75 x 141.4, 0.235 x 2,000) = 481.8 (-20: 944.3); -21 0.925 x that, 873.5.
     */
    @Test
    void the_unique_audience_interval_for_a_fixed_input() {
        var tiktok = TwoCreatorEstimate.of(Platform.TIKTOK, 1.45, 1).uniqueAudience();
        assertThat(tiktok.value()).isEqualTo(10_000);
        assertThat(tiktok.high() - 10_000).isCloseTo(300.517341, within(1e-5));
        assertThat(10_000 - tiktok.low()).isCloseTo(300.517341, within(1e-5));
        var youtube = TwoCreatorEstimate.of(Platform.YOUTUBE, 1.45, 1).uniqueAudience();
        assertThat(youtube.value()).isEqualTo(10_000);
        assertThat(youtube.high() - 10_000).isCloseTo(873.522651, within(1e-5));
    }

    /** Against the same scales with {@link WidthFactors#NONE} (-20's widths): only the widths move, by the factor. */
    @Test
    void every_platforms_unique_audience_interval_is_the_factor_times_twentys() {
        for (var platform : List.of(Platform.INSTAGRAM, Platform.YOUTUBE, Platform.TIKTOK)) {
            var now = TwoCreatorEstimate.of(IntervalScales.of(platform), 1.45, 1);
            var twenty = TwoCreatorEstimate.of(IntervalScales.of(platform).withWidths(WidthFactors.NONE), 1.45, 1);
            double factor = IntervalScales.of(platform).widths().unique();
            assertThat(factor).isLessThan(1);
            assertThat(now.uniqueAudience().value())
                    .isEqualTo(twenty.uniqueAudience().value());
            assertThat(now.uniqueAudience().high() - now.uniqueAudience().value())
                    .isCloseTo(
                            factor
                                    * (twenty.uniqueAudience().high()
                                            - twenty.uniqueAudience().value()),
                            within(1e-6));
            assertThat(now.corePct()).isEqualTo(twenty.corePct());
            assertThat(now.coreAudience().value())
                    .isEqualTo(twenty.coreAudience().value());
            assertThat(now.coreAudience().high())
                    .isLessThan(twenty.coreAudience().high());
        }
    }

    /** Where creators post half as often -20's terms are added whole to the narrowed scales' sd. */
    @Test
    void the_posting_half_as_often_terms_are_not_narrowed() {
        var tiktok = IntervalScales.of(Platform.TIKTOK);
        var usual = TwoCreatorEstimate.of(tiktok, 1.45, 1).uniqueAudience();
        var often = TwoCreatorEstimate.of(tiktok, 1.62, 1).uniqueAudience();
        assertThat(often.high() - 10_000)
                .isCloseTo(
                        EstimateIntervals.Z95 * Math.hypot(300.517341 / EstimateIntervals.Z95, 0.125 * 0.10 * 10_000),
                        within(1e-5));
        var instagram = IntervalScales.of(Platform.INSTAGRAM);
        var read = TwoCreatorEstimate.of(instagram, 1.45, 0.85).uniqueAudience();
        var cut = TwoCreatorEstimate.of(instagram, 1.45, 0.55).uniqueAudience();
        double readSd = (read.high() - read.value()) / EstimateIntervals.Z95;
        assertThat(cut.value()).isEqualTo(read.value());
        assertThat(cut.high() - cut.value())
                .isCloseTo(EstimateIntervals.Z95 * Math.hypot(readSd, 0.14 * 0.15 * read.value()), within(1e-6));
        assertThat(usual.high()).isLessThan(often.high());
    }

    /**
     * The core audience (2,500 for the fixed input) has a relative sd of the factor times core %'s and the unique
     * audience's in quadrature: TikTok's 0.85 x hypot(0.62 / 25, 0.875 x 175.23 / 10,000), 121.44 people either side
     * (-20: 148.79).
     */
    @Test
    void the_core_audience_interval_is_the_factor_times_its_parts() {
        for (var platform : List.of(Platform.INSTAGRAM, Platform.YOUTUBE, Platform.TIKTOK)) {
            var estimate = TwoCreatorEstimate.of(IntervalScales.of(platform), 1.45, 1);
            var pct = estimate.corePct();
            var unique = estimate.uniqueAudience();
            double pctRelative = (pct.high() - pct.value()) / EstimateIntervals.Z95 / pct.value();
            double uniqueRelative = (unique.high() - unique.value()) / EstimateIntervals.Z95 / unique.value();
            double factor = IntervalScales.of(platform).widths().coreAudience();
            var core = estimate.coreAudience();
            assertThat(core.value()).isCloseTo(unique.value() * pct.value() / 100, within(1e-9));
            assertThat(core.high() - core.value())
                    .isCloseTo(
                            core.value() * EstimateIntervals.Z95 * factor * Math.hypot(pctRelative, uniqueRelative),
                            within(1e-6));
        }
        var tiktok = TwoCreatorEstimate.of(Platform.TIKTOK, 1.45, 1);
        assertThat(tiktok.corePct().high() - 25).isCloseTo(EstimateIntervals.Z95 * 0.62, within(1e-9));
        assertThat(tiktok.coreAudience().value()).isCloseTo(2_500, within(1e-9));
        assertThat(tiktok.coreAudience().high() - 2_500).isCloseTo(121.436966, within(1e-5));
    }
}
