package io.sigment.emulator.world;

import io.sigment.common.Platform;
import java.util.List;

/**
 * A creator of the emulated world. {@code fanShare}, {@code lambda} and {@code reachRate} drive who engages
 * with their posts and how many see them (see {@link EngagementModel}).
 *
 * @param index position in its platform's creator list
 * @param pod the engagement pod it belongs to, or -1
 */
public record Creator(
        Platform platform,
        int index,
        String id,
        String handle,
        String name,
        String bio,
        Subtopic subtopic,
        String country,
        String language,
        long followers,
        long following,
        long mediaCount,
        boolean verified,
        long createdAt,
        double fanShare,
        double lambda,
        double reachRate,
        int engagersTarget,
        int pod,
        Demographics demographics,
        List<Post> posts) {

    public boolean connected() {
        return demographics != null;
    }

    public String uploadsPlaylistId() {
        return "UU" + id.substring(2);
    }
}
