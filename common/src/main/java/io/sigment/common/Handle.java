package io.sigment.common;

import java.util.Locale;

/**
 * A creator's handle as a person or agent typed it, cleaned one way everywhere: without surrounding whitespace and
 * one leading {@code @}, its case kept ({@link #text}). Two spellings are the same creator when their {@link #key}s
 * are equal (lower case in {@link Locale#ROOT}, never the machine's locale). Platform rules (which characters a
 * handle may hold) are the lists' and the scraper's, not this type's.
 */
public record Handle(String text) {

    public static Handle of(String typed) {
        var trimmed = typed.strip();
        return new Handle(trimmed.startsWith("@") ? trimmed.substring(1) : trimmed);
    }

    /** What two spellings of one creator share: the text in lower case. */
    public String key() {
        return text.toLowerCase(Locale.ROOT);
    }

    /** {@code Handle.of(typed).key()}. */
    public static String keyOf(String typed) {
        return of(typed).key();
    }

    @Override
    public String toString() {
        return text;
    }
}
