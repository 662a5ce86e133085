package io.sigment.emulator.world;

import io.sigment.common.Platform;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;

/**
 * Caption and hashtags of a post, drawn from (seed, post) so adding them changes no other draw of the world:
 * mostly about the creator's subtopic (its name, words and hashtags), often with a hashtag of the whole topic
 * and a topic-free one ({@code #fyp}); now and then about another subtopic altogether, as real creators do.
 */
public record PostText(String caption, List<String> hashtags, Subtopic about) {
    static final double OFF_TOPIC = 0.06;
    static final double TOPIC_TAG = 0.6;
    static final double NOISE_TAG = 0.5;
    private static final String[] FORMS = {
        "New %s video is up",
        "My %s routine",
        "%s: what nobody tells you",
        "Trying a new %s idea",
        "%s Q&A",
        "Week %d of %s"
    };

    static PostText draw(long seed, Platform platform, long key, int position, Subtopic own, TopicCatalog catalog) {
        long h = Mix.hash(seed, 306, platform.ordinal(), key);
        var about = own;
        if (Mix.unit(Mix.hash(h, 1)) < OFF_TOPIC) {
            int other = (int) ((Mix.hash(h, 2) >>> 1) % (catalog.subtopics().size() - 1));
            about = catalog.subtopic(other >= own.id() ? other + 1 : other);
        }
        var tags = new ArrayList<String>(4);
        tags.add(about.hashtags().get(position % 4));
        tags.add(about.hashtags().get((position + 1) % 4));
        if (Mix.unit(Mix.hash(h, 3)) < TOPIC_TAG) {
            var topicTags = catalog.topicHashtags(about.topicId());
            addNew(tags, topicTags.get((int) ((Mix.hash(h, 4) >>> 1) % topicTags.size())));
        }
        if (Mix.unit(Mix.hash(h, 5)) < NOISE_TAG) {
            var noise = catalog.noiseHashtags();
            addNew(tags, noise.get((int) ((Mix.hash(h, 6) >>> 1) % noise.size())));
        }
        var form = FORMS[position % FORMS.length];
        var text = form.contains("%d")
                ? String.format(form, position + 1, about.name())
                : String.format(form, about.name());
        var word =
                about.words().get((int) ((Mix.hash(h, 7) >>> 1) % about.words().size()));
        var caption = new StringBuilder(text).append(" · ").append(word);
        for (var tag : tags) caption.append(" #").append(tag);
        return new PostText(caption.toString(), List.copyOf(tags), about);
    }

    private static void addNew(List<String> tags, String tag) {
        if (!tags.contains(tag)) tags.add(tag);
    }

    /** The words of a caption (hashtags without {@code #}), lower case. */
    public static Set<String> words(String caption) {
        return new TreeSet<>(Arrays.asList(caption.toLowerCase(Locale.ROOT).split("[^\\p{L}\\p{N}]+")));
    }
}
