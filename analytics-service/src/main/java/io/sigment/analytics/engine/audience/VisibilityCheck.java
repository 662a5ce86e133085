package io.sigment.analytics.engine.audience;

import java.util.Arrays;
import java.util.List;

/**
 * How much of its posts' engagers the scrape read (issue 42 item 7): each creator's mean visibility of its sampled
 * posts ({@link PostFacts}: the share of a post's engagers read, from the platform's reported totals), over the
 * selection's creators weighted by their seen people. Where a post's comments are cut, the people the scrape leaves
 * out are not the ones it read, and TikTok's unique audience ran low with the part left unread, on the training worlds
 * and on worlds with twice the creators alike; those worlds have more selections with posts cut, which was their whole
 * extra shortfall (bench/results/2026-11-29-audience-calibration-tiktok-dense.md). On TikTok's training worlds v is
 * 0.86-1.00, median 0.99 (200 selections); with twice the creators median 0.97. What it does to the estimates:
 * {@link VisibilityScales}.
 */
final class VisibilityCheck {
    private VisibilityCheck() {}

    /** The selection's mean visibility, per creator weighted by its seen people (1 with nobody seen). */
    static double of(PostsSeenOn seenOn, List<PostFacts> facts) {
        double weighted = 0;
        long seen = 0;
        for (int c = 0; c < seenOn.creators(); c++) {
            int people = seenOn.seen(c);
            double[] visibility = facts.get(c).visibility();
            if (people == 0 || visibility.length == 0) {
                continue;
            }
            weighted += people * (Arrays.stream(visibility).sum() / visibility.length);
            seen += people;
        }
        return seen == 0 ? 1 : weighted / seen;
    }
}
