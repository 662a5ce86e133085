package io.sigment.analytics.engine.audience;

/**
 * How often the sample saw its people again (issue 42 item 7): the mean number of a creator's sampled posts each of
 * its seen people was seen on, over the selection's creators weighted by their seen people. Where creators post less
 * often, the window's posts span more time and a fan engages with each post more often, so the same fans come back
 * post after post; the mixture ({@link PropensityMixture}) then reaches less far past the seen people while the
 * truth does not, and TikTok's whole subtopics ran 2-3 points low
 * (bench/results/2026-11-29-audience-calibration-tiktok-posts-half.md). On TikTok's training worlds it is 1.22-1.59,
 * median 1.43 (100 selections); with creators posting half as often 1.25-1.77, median 1.59. What it does to the
 * estimates:
 * {@link RepeatScales}.
 */
final class RepeatCheck {
    private RepeatCheck() {}

    /** The selection's mean number of sampled posts a seen person was seen on, per creator (0 with nobody seen). */
    static double of(PostsSeenOn seenOn) {
        long seen = 0;
        long sightings = 0;
        for (int c = 0; c < seenOn.creators(); c++) {
            sightings += seenOn.sightings(c);
            seen += seenOn.seen(c);
        }
        return seen == 0 ? 0 : (double) sightings / seen;
    }
}
