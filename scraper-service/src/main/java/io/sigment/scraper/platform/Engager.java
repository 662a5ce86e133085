package io.sigment.scraper.platform;

/**
 * A person who engaged with a post: their platform id, how ({@link Kind}) and how often. Their handle is never
 * read into one: nothing Sigment computes needs it, and the id leaves the scraper only as a keyed hash.
 */
public record Engager(String personId, Kind kind, int count) {

    public enum Kind {
        LIKE(1),
        COMMENT(2);

        public final short code;

        Kind(int code) {
            this.code = (short) code;
        }
    }
}
