package io.sigment.scraper.platform;

/** A person who engaged with a post: their platform id and handle, how ({@link Kind}) and how often. */
public record Engager(String personId, String handle, Kind kind, int count) {

  public enum Kind {
    LIKE(1), COMMENT(2);

    public final short code;

    Kind(int code) {
      this.code = (short) code;
    }
  }
}
