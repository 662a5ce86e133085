package io.sigment.gateway.http;

import java.util.Locale;

/** Numbers the way a non-analyst reads them: "about 1.2 million", "42%", "2.4× chance". */
final class PlainNumbers {
  private PlainNumbers() {
  }

  /** 1,234,567 → "1.2 million"; 48,213 → "48,000"; 950 → "950". */
  static String people(double value) {
    double v = Math.abs(value);
    if (v >= 1e9) return String.format(Locale.ROOT, "%.1f billion", value / 1e9);
    if (v >= 1e6) return String.format(Locale.ROOT, "%.1f million", value / 1e6);
    if (v >= 10_000) return whole(Math.round(value / 1000.0) * 1000.0);
    if (v >= 1_000) return whole(Math.round(value / 100.0) * 100.0);
    return whole(value);
  }

  static String whole(double value) {
    return String.format(Locale.ROOT, "%,d", Math.round(value));
  }

  static String percent(double value) {
    return String.format(Locale.ROOT, value >= 10 || value == 0 ? "%.0f%%" : "%.1f%%", value);
  }

  static String times(double value) {
    return String.format(Locale.ROOT, value >= 10 ? "%.0f×" : "%.1f×", value);
  }

  static String money(double value) {
    return String.format(Locale.ROOT, "$%,.0f", value);
  }

  /** Coordinates in SVG: one decimal, always a dot. */
  static String px(double value) {
    return String.format(Locale.ROOT, "%.1f", value);
  }
}
