package io.sigment.system.analytics;

import io.sigment.analytics.engine.audience.EmulatedScrape;

/**
 * Sainsbury's random duplication, as follower-based tools estimate overlap: each creator reaches a share r_c of
 * the platform's people independently of the others, so the share in at least two audiences of those in at least
 * one follows from the r_c alone. Given the creators' true audience sizes, so that only the independence
 * assumption is being measured.
 */
final class RandomDuplication {
    private RandomDuplication() {}

    static double corePct(EmulatedScrape.Truth truth, int people) {
        double none = 1;
        double exactlyOne = 0;
        for (int[] audience : truth.audiences()) {
            double r = Math.min(1, (double) audience.length / people);
            exactlyOne = exactlyOne * (1 - r) + none * r;
            none *= 1 - r;
        }
        double any = 1 - none;
        return any == 0 ? 0 : 100 * (any - exactlyOne) / any;
    }
}
