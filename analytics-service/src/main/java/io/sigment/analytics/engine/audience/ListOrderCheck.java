package io.sigment.analytics.engine.audience;

import io.sigment.common.Platform;
import java.util.Arrays;
import java.util.List;

/**
 * Whether the scrape's cut of Instagram's likers kept the most active people (issue 42 item 7). The mixture
 * ({@link PropensityMixture}) sees an engager of a post with the post's visibility v whoever they are, so a person,
 * however active, is seen on at most about the sum of v over the sampled posts. Read newest first (the platform's
 * order the scales were fitted on) the cut keeps the latest likers, who are the less active, and the most active
 * people stay below that; read oldest first it keeps the earliest, the most active, who are then seen on nearly
 * every post they like, and the estimate misses the people the cut leaves out (the unique audience 4% low, 32% of
 * its intervals covering, bench/results/2026-11-29-audience-calibration-instagram-order.md).
 *
 * <p>Per creator whose posts were cut (mean visibility at most {@link #MAX_VISIBILITY}, at least {@link #MIN_SEEN}
 * people seen): the mean number of posts its most seen 1% of people were seen on, over the sum of the posts'
 * visibility, against the same on the training worlds for a creator of that mean visibility (log ratio
 * {@link #BASE} + {@link #PER_LOG_VISIBILITY} x ln(mean visibility): seeds 1000 and 1017, 161 such creators, residual
 * sd 0.05; read oldest first the residual is 0.42, sd 0.03). The selection's figure is that log excess, weighted by
 * each creator's seen people over all the selection's seen people, and never below 0.
 */
final class ListOrderCheck {
    static final double MAX_VISIBILITY = 0.7;
    static final int MIN_SEEN = 200;
    static final double BASE = -0.402;
    static final double PER_LOG_VISIBILITY = -0.567;

    private ListOrderCheck() {}

    /** The selection's log excess of its most seen people (0 off Instagram). */
    static double of(PostsSeenOn seenOn, List<PostFacts> facts, Platform platform) {
        if (platform != Platform.INSTAGRAM) {
            return 0;
        }
        double excess = 0;
        long seen = 0;
        for (int c = 0; c < seenOn.creators(); c++) {
            int[] counts = seenOn.posts(c);
            seen += counts.length;
            double[] visibility = facts.get(c).visibility();
            double sum = Arrays.stream(visibility).sum();
            if (visibility.length == 0 || counts.length < MIN_SEEN || sum > MAX_VISIBILITY * visibility.length) {
                continue;
            }
            excess += counts.length * excess(counts, sum, sum / visibility.length);
        }
        return seen == 0 ? 0 : Math.max(0, excess / seen);
    }

    /** One creator's log excess: its most seen 1%'s mean posts over {@code sum} against the training worlds'. */
    static double excess(int[] counts, double sum, double meanVisibility) {
        int[] sorted = counts.clone();
        Arrays.sort(sorted);
        int top = Math.max(1, sorted.length / 100);
        double mean = 0;
        for (int i = sorted.length - top; i < sorted.length; i++) {
            mean += sorted[i];
        }
        mean /= top;
        return Math.log(mean / sum) - (BASE + PER_LOG_VISIBILITY * Math.log(meanVisibility));
    }
}
