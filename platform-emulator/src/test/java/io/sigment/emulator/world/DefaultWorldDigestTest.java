package io.sigment.emulator.world;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.Platform;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;

/**
 * The default world stays bit-identical: a digest of everything a generated world shows (its people's bot flags,
 * every creator's fields and posts, and every post's engagers in the platforms' list orders) must equal the one
 * taken before the stress knobs were added ({@link WorldOptions}, issue 42 item 7). Post dates count from the start
 * of the current day, so they enter as offsets from the first creator's newest post. Drawing engagers is what costs
 * (issue 44 item 4): the small world hashes every post's, the default-size one every creator and post and every
 * 145th post's engagers (745 posts over all three platforms); its digest was taken where the every-29th-post one,
 * taken before the stress knobs, still held.
 */
class DefaultWorldDigestTest {
    static final String SEED_7_240 = "4ea0b07b72f6cf9eab199b8a495accc66c2c15b55cd92fb8ca62fe623bd3f5ea";
    static final String SEED_42_1200_SOME_POSTS = "dd1e479c113294570b675707c7522c1a73ff5ea28fb515b50876dbebc8c68f79";

    @Test
    void a_small_world_is_bit_identical_to_the_one_before_the_stress_knobs() throws Exception {
        assertThat(digest(World.generate(7, 240), 1)).isEqualTo(SEED_7_240);
    }

    @Test
    void the_default_size_world_is_bit_identical_on_every_145th_post() throws Exception {
        assertThat(digest(World.generate(42, 1200), 145)).isEqualTo(SEED_42_1200_SOME_POSTS);
    }

    static String digest(World world, int everyNthPost) throws Exception {
        var sha = MessageDigest.getInstance("SHA-256");
        var text = new StringBuilder();
        for (var platform : Platform.values()) {
            var pw = world.platform(platform);
            long origin = pw.creators().get(0).posts().get(0).publishedAt();
            text.append(platform).append(pw.peopleCount()).append('\n');
            for (int p = 0; p < pw.peopleCount(); p++)
                if (pw.isBot(p)) text.append('b').append(p);
            int n = 0;
            for (var c : pw.creators()) {
                text.append(c.id())
                        .append(c.handle())
                        .append(c.name())
                        .append(c.bio())
                        .append(c.subtopic().id())
                        .append(c.country())
                        .append(c.followers())
                        .append(c.following())
                        .append(c.mediaCount())
                        .append(c.verified())
                        .append(c.fanShare())
                        .append(c.lambda())
                        .append(c.reachRate())
                        .append(c.engagersTarget())
                        .append(c.pod())
                        .append(c.demographics())
                        .append('\n');
                for (var post : c.posts()) {
                    text.append(post.key())
                            .append(post.id())
                            .append(post.shortCode())
                            .append(post.publishedAt() - origin)
                            .append(post.impressions())
                            .append(post.multiplier())
                            .append(post.commentsDisabled())
                            .append(post.caption())
                            .append(post.hashtags())
                            .append(post.about().id())
                            .append(post.durationSeconds())
                            .append('\n');
                    if (n++ % everyNthPost != 0) continue;
                    var engagers = pw.engagers(post);
                    text.append(java.util.Arrays.toString(engagers.people()))
                            .append(java.util.Arrays.toString(engagers.likes()))
                            .append(java.util.Arrays.toString(engagers.comments()))
                            .append(java.util.Arrays.toString(pw.likersInListOrder(post)));
                    for (var comment : pw.commentsInListOrder(post)) {
                        text.append(comment.person())
                                .append(',')
                                .append(comment.n())
                                .append(',')
                                .append(comment.at() - origin)
                                .append(',')
                                .append(comment.likes())
                                .append(';');
                    }
                    text.append('\n');
                }
                sha.update(text.toString().getBytes(StandardCharsets.UTF_8));
                text.setLength(0);
            }
            sha.update(text.toString().getBytes(StandardCharsets.UTF_8));
            text.setLength(0);
        }
        return HexFormat.of().formatHex(sha.digest());
    }
}
