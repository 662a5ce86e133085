package io.sigment.emulator.world;

/**
 * Who engaged with one post, ascending by person index: per person the likes (0 or 1) and comments (0-3).
 * On YouTube and TikTok people are only visible as commenters, so there every engager has comments.
 */
public record PostEngagers(int[] people, byte[] likes, byte[] comments) {
    public static final PostEngagers NONE = new PostEngagers(new int[0], new byte[0], new byte[0]);

    public int size() {
        return people.length;
    }

    public long totalLikes() {
        long sum = 0;
        for (var l : likes) sum += l;
        return sum;
    }

    public long totalComments() {
        long sum = 0;
        for (var c : comments) sum += c;
        return sum;
    }

    /** Engagements of the person at {@code i}: likes plus comments. */
    public int count(int i) {
        return likes[i] + comments[i];
    }
}
