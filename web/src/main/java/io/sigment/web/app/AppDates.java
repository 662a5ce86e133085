package io.sigment.web.app;

/** How the app writes the services' instants ("2030-01-01T10:00:00Z"): to the minute, or the day alone. */
public final class AppDates {
    private AppDates() {}

    /** "2030-01-01 10:00" (UTC), or "never" when there is none. */
    public static String minute(String timestamp) {
        if (timestamp == null || timestamp.equals("null")) return "never";
        return timestamp.length() >= 16 ? timestamp.substring(0, 16).replace('T', ' ') : timestamp;
    }

    /** "2030-01-01", or "–" when there is none. */
    public static String day(String instant) {
        return instant == null || instant.length() < 10 ? "–" : instant.substring(0, 10);
    }
}
