package io.sigment.web.share;

import java.util.Locale;

/** Numbers the way a non-analyst reads them: "about 1.2 million", "42%", "2.4× chance". */
final class PlainNumbers {
    private PlainNumbers() {}

    /** 1,234,567 → "1.2 million"; 48,213 → "48,000"; 950 → "950". */
    static String people(double value) {
        double v = Math.abs(value);
        if (v >= 1e9) return String.format(Locale.ROOT, "%.1f billion", value / 1e9);
        if (v >= 1e6) return String.format(Locale.ROOT, "%.1f million", value / 1e6);
        if (v >= 10_000) return whole(Math.round(value / 1000.0) * 1000.0);
        if (v >= 1_000) return whole(Math.round(value / 100.0) * 100.0);
        return whole(value);
    }

    /** 1234567 → "1,234,567" (by hand: the pictures write thousands of these, String.format is too slow). */
    static String whole(double value) {
        long n = Math.round(value);
        var digits = Long.toString(Math.abs(n));
        var out = new StringBuilder(digits.length() + 8);
        if (n < 0) out.append('-');
        for (int i = 0; i < digits.length(); i++) {
            if (i > 0 && (digits.length() - i) % 3 == 0) out.append(',');
            out.append(digits.charAt(i));
        }
        return out.toString();
    }

    static String percent(double value) {
        return (value >= 10 || value == 0 ? whole(value) : oneDecimal(value)) + "%";
    }

    static String times(double value) {
        return (value >= 10 ? whole(value) : oneDecimal(value)) + "×";
    }

    static String money(double value) {
        return String.format(Locale.ROOT, "$%,.0f", value);
    }

    static String oneDecimal(double value) {
        long tenths = Math.round(value * 10);
        return (tenths < 0 ? "-" : "") + Math.abs(tenths) / 10 + "." + Math.abs(tenths) % 10;
    }

    /** Coordinates in SVG: one decimal, always a dot. */
    static String px(double value) {
        long tenths = Math.round(value * 10);
        var sign = tenths < 0 ? "-" : "";
        tenths = Math.abs(tenths);
        return tenths % 10 == 0 ? sign + tenths / 10 : sign + tenths / 10 + "." + tenths % 10;
    }
}
