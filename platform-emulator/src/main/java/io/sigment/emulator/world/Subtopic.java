package io.sigment.emulator.world;

import java.util.List;

/**
 * One niche of a topic: the words its creators use in handles and names, a line for their bios, and the
 * hashtags of their posts.
 */
public record Subtopic(
        int id, String topic, int topicId, String name, List<String> words, String bioLine, List<String> hashtags) {}
