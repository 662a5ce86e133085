package io.sigment.web;

/** How the app's pages show a stored timestamp. */
public final class AppTimes {
  private AppTimes() {
  }

  /** "2030-01-02T03:04:05Z" → "2030-01-02 03:04" (UTC, to the minute); "never" when there is none. */
  public static String minute(String timestamp) {
    if (timestamp == null || timestamp.equals("null")) return "never";
    return timestamp.length() >= 16 ? timestamp.substring(0, 16).replace('T', ' ') : timestamp;
  }
}
