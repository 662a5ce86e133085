package io.sigment.emulator.world;

import io.sigment.common.runtime.ClasspathText;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The topics and subtopics of the emulated world, with the vocabulary creators of each use: the tables
 * {@code subtopics.tsv} and {@code topic-hashtags.tsv} beside this class (tab-separated, {@code #} starts a comment).
 */
public final class TopicCatalog {
    /** Each subtopic: topic, subtopic, handle/name words, bio line, hashtags (the last three comma-separated). */
    private static final List<String[]> ROWS = table("subtopics.tsv", 5);
    /** Hashtags of a whole topic, used on posts of all its subtopics. */
    private static final List<String[]> TOPIC_TAGS = table("topic-hashtags.tsv", 2);
    /** Hashtags that say nothing about a topic, on posts of every kind. */
    private static final List<String> NOISE_TAGS = List.of(
            "fyp",
            "viral",
            "instagood",
            "explore",
            "reels",
            "trending",
            "photooftheday",
            "love",
            "motivation",
            "weekend",
            "mondaymood",
            "tbt");

    private final List<Subtopic> subtopics;
    private final List<String> topics;
    private final int[][] subtopicsOfTopic;

    private TopicCatalog(List<Subtopic> subtopics, List<String> topics) {
        this.subtopics = subtopics;
        this.topics = topics;
        this.subtopicsOfTopic = new int[topics.size()][];
        for (int t = 0; t < topics.size(); t++) {
            int topic = t;
            subtopicsOfTopic[t] = subtopics.stream()
                    .filter(s -> s.topicId() == topic)
                    .mapToInt(Subtopic::id)
                    .toArray();
        }
    }

    public static TopicCatalog standard() {
        var topics = new ArrayList<String>();
        var subtopics = new ArrayList<Subtopic>();
        for (var row : ROWS) {
            if (!topics.contains(row[0])) topics.add(row[0]);
            subtopics.add(new Subtopic(
                    subtopics.size(),
                    row[0],
                    topics.indexOf(row[0]),
                    row[1],
                    Arrays.asList(row[2].split(",")),
                    row[3],
                    Arrays.asList(row[4].split(","))));
        }
        return new TopicCatalog(List.copyOf(subtopics), List.copyOf(topics));
    }

    public List<Subtopic> subtopics() {
        return subtopics;
    }

    public Subtopic subtopic(int id) {
        return subtopics.get(id);
    }

    public List<String> topics() {
        return topics;
    }

    /** The hashtags of a whole topic (the topic's own name first). */
    public List<String> topicHashtags(int topicId) {
        var topic = topics.get(topicId);
        for (var row : TOPIC_TAGS) {
            if (row[0].equals(topic)) return Arrays.asList(row[1].split(","));
        }
        return List.of(topic);
    }

    /** Hashtags that carry no topic. */
    public List<String> noiseHashtags() {
        return NOISE_TAGS;
    }

    /** The subtopic ids of a topic. */
    public int[] subtopicsOf(int topicId) {
        return subtopicsOfTopic[topicId].clone();
    }

    /** The rows of a tab-separated resource beside this class, each of {@code columns} fields. */
    private static List<String[]> table(String name, int columns) {
        var rows = new ArrayList<String[]>();
        for (var line : ClasspathText.read("/io/sigment/emulator/world/" + name).split("\n")) {
            if (line.isBlank() || line.startsWith("#")) continue;
            var row = line.split("\t", -1);
            if (row.length != columns) {
                throw new IllegalStateException(
                        name + ": " + columns + " fields expected, not " + row.length + ": " + line);
            }
            rows.add(row);
        }
        return List.copyOf(rows);
    }
}
