package io.sigment.analytics.engine.audience;

/**
 * How many people engaged with a creator's recent posts without being seen in its sample, fitted on the
 * sample alone. Each person has a propensity θ: on a post of relative weight w they engage with probability
 * 1 - exp(-θ w), and the scrape sees them there with the post's visibility v. The propensities of the
 * creator's people are a mixture over a fixed grid of θ, fitted by EM to the seen people's patterns (which
 * sampled posts each was seen on), the unseen people being the missing data of a zero-truncated mixture.
 * A seen person of pattern b then stands for {@code ghost(b)} further audience members like them who were not
 * seen: E[P(member, unseen | θ) / P(seen | θ) | b] (Horvitz-Thompson), where "member" means engaging with
 * any of the window's posts (the sampled ones and {@code window - n} more of the same kind).
 */
final class PropensityMixture {
    private static final int GRID = 28;
    private static final double THETA_MIN = 0.002;
    private static final double THETA_MAX = 12;
    /** EM stops early once no grid weight moves by more than this in an iteration. */
    private static final double CONVERGED = 1e-7;

    private final double[] ratio;
    private final double[][] logSeen;
    private final double[][] logMissed;
    /** P(seen on any sampled post | θ), as {@code exp(log(.))} of the value (what the fit has always divided by). */
    private final double[] seenAny;

    private PropensityMixture(double[] visibility, double[] weight, int window) {
        int n = visibility.length;
        ratio = new double[GRID];
        logSeen = new double[GRID][n];
        logMissed = new double[GRID][n];
        seenAny = new double[GRID];
        for (int k = 0; k < GRID; k++) {
            double theta = THETA_MIN * Math.pow(THETA_MAX / THETA_MIN, (double) k / (GRID - 1));
            double unseen = 1;
            double absentSampled = 1;
            double absentOther = 0;
            for (int j = 0; j < n; j++) {
                double absent = Math.exp(-theta * weight[j]);
                double seen = Math.max(1e-300, visibility[j] * (1 - absent));
                logSeen[k][j] = Math.log(seen);
                logMissed[k][j] = Math.log1p(-Math.min(seen, 1 - 1e-15));
                unseen *= 1 - seen;
                absentSampled *= absent;
                absentOther += absent;
            }
            absentOther = n == 0 ? 1 : absentOther / n;
            double notMember = absentSampled * Math.pow(absentOther, Math.max(0, window - n));
            double seenAnyK = Math.max(1e-300, 1 - unseen);
            seenAny[k] = Math.exp(Math.log(seenAnyK));
            ratio[k] = Math.max(0, unseen - notMember) / seenAnyK;
        }
    }

    /**
     * The mixture of a creator's sampled posts ({@code visibility[j]}, {@code weight[j]} of post j) in a window of
     * {@code window} posts; one serves every group of that creator's people ({@link #run}, safe to share).
     */
    static PropensityMixture of(double[] visibility, double[] weight, int window) {
        return new PropensityMixture(visibility, weight, window);
    }

    /**
     * Fits the mixture to the patterns ({@code masks[i]}: bit j set when seen on post j; {@code counts[i]}
     * people have it), starting from {@code start} weights (null: uniform), and returns each pattern's ghost.
     */
    static Fitted fit(
            double[] visibility,
            double[] weight,
            int window,
            long[] masks,
            int[] counts,
            double[] start,
            int iterations) {
        return of(visibility, weight, window).run(masks, counts, start, iterations);
    }

    /** The fitted grid weights and the ghost of every pattern, in the order given. */
    record Fitted(double[] weights, double[] ghosts) {}

    /** EM over the grid weights from {@code start}, then each pattern's ghost. Safe to call from several threads. */
    Fitted run(long[] masks, int[] counts, double[] start, int iterations) {
        int patterns = masks.length;
        double[][] likelihood = likelihoods(masks);
        double[] weights = start == null ? uniform() : start.clone();
        double[] posterior = new double[GRID];
        for (int it = 0; it < iterations; it++) {
            double[] expected = new double[GRID];
            for (int b = 0; b < patterns; b++) {
                addPosterior(weights, likelihood[b], counts[b], expected);
            }
            double total = 0;
            for (int k = 0; k < GRID; k++) {
                expected[k] /= seenAny[k];
                total += expected[k];
            }
            double moved = 0;
            for (int k = 0; k < GRID; k++) {
                double next = total == 0 ? 1.0 / GRID : expected[k] / total;
                moved = Math.max(moved, Math.abs(next - weights[k]));
                weights[k] = next;
            }
            if (moved < CONVERGED) {
                break;
            }
        }
        double[] ghosts = new double[patterns];
        for (int b = 0; b < patterns; b++) {
            if (posterior(weights, likelihood[b], posterior) == 0) {
                continue;
            }
            double ghost = 0;
            for (int k = 0; k < GRID; k++) {
                ghost += posterior[k] * ratio[k];
            }
            ghosts[b] = ghost;
        }
        return new Fitted(weights.clone(), ghosts);
    }

    /** Each pattern's likelihood on the grid, scaled so that its largest is 1. */
    private double[][] likelihoods(long[] masks) {
        int n = logSeen[0].length;
        double[][] likelihood = new double[masks.length][GRID];
        double[] log = new double[GRID];
        for (int b = 0; b < masks.length; b++) {
            double max = Double.NEGATIVE_INFINITY;
            long mask = masks[b];
            for (int k = 0; k < GRID; k++) {
                double sum = 0;
                double[] seen = logSeen[k];
                double[] missed = logMissed[k];
                for (int j = 0; j < n; j++) {
                    sum += (mask >>> j & 1L) != 0 ? seen[j] : missed[j];
                }
                log[k] = sum;
                max = Math.max(max, sum);
            }
            for (int k = 0; k < GRID; k++) {
                likelihood[b][k] = Math.exp(log[k] - max);
            }
        }
        return likelihood;
    }

    /**
     * {@code expected[k] += count * posterior[k]}, the posterior as {@link #posterior} gives it, without storing it:
     * the same operations in the same order, so the same bits (the EM step's inner loop, most of an estimate's CPU).
     */
    private static void addPosterior(double[] weights, double[] likelihood, double count, double[] expected) {
        double norm = 0;
        for (int k = 0; k < GRID; k++) {
            norm += weights[k] * likelihood[k];
        }
        if (norm > 0) {
            for (int k = 0; k < GRID; k++) {
                expected[k] += count * (weights[k] * likelihood[k] / norm);
            }
        } else if (norm != 0) {
            for (int k = 0; k < GRID; k++) {
                expected[k] += count * (weights[k] * likelihood[k]);
            }
        }
    }

    private static double posterior(double[] weights, double[] likelihood, double[] out) {
        double norm = 0;
        for (int k = 0; k < GRID; k++) {
            out[k] = weights[k] * likelihood[k];
            norm += out[k];
        }
        if (norm > 0) {
            for (int k = 0; k < GRID; k++) {
                out[k] /= norm;
            }
        }
        return norm;
    }

    private static double[] uniform() {
        double[] w = new double[GRID];
        java.util.Arrays.fill(w, 1.0 / GRID);
        return w;
    }
}
