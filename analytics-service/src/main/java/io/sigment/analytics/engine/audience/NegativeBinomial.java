package io.sigment.analytics.engine.audience;

/** The negative binomial (gamma-mixed Poisson) distribution by its mean and shape, cut at a maximum count. */
final class NegativeBinomial {
    private NegativeBinomial() {}

    /** {@code result[m]}: P(m) for m < max, and P(at least max) in the last place. */
    static double[] pmf(double mean, double shape, int max) {
        double[] out = new double[Math.max(1, max) + 1];
        if (mean <= 0) {
            out[0] = 1;
            return out;
        }
        double p = shape / (shape + mean);
        double log0 = shape * Math.log(p);
        double term = Math.exp(log0);
        double sum = 0;
        for (int m = 0; m < out.length - 1; m++) {
            out[m] = term;
            sum += term;
            term *= (shape + m) / (m + 1) * (1 - p);
        }
        out[out.length - 1] = Math.max(0, 1 - sum);
        return out;
    }
}
