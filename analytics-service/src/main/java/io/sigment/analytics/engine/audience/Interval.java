package io.sigment.analytics.engine.audience;

/** An estimate with its interval: {@code low}-{@code high} covers the estimand at rate {@code confidence}. */
public record Interval(double value, double low, double high, double confidence) {}
