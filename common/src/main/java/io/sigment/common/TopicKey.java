package io.sigment.common;

import java.util.Locale;

/**
 * The same topic however it is written: case, spaces and punctuation do not count ("Home-Workouts!" = "home workouts").
 */
public final class TopicKey {
    private TopicKey() {}

    public static String of(String topic) {
        return topic.toLowerCase(Locale.ROOT)
                .replaceAll("[^\\p{L}\\p{N}]+", " ")
                .trim();
    }
}
