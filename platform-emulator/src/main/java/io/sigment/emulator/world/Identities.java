package io.sigment.emulator.world;

import io.sigment.common.Platform;
import java.nio.ByteBuffer;
import java.util.Base64;

/** Platform-shaped identifiers and names, derived from (seed, index) so they never need storing. */
public final class Identities {
    static final String[] FIRST = {
        "anna", "maya", "leo", "sam", "noah", "mia", "liam", "zoe", "omar", "lena", "kai", "ella", "jonas", "nina",
        "theo", "ava", "finn", "lucia", "max", "sofia", "jack", "emma", "ravi", "yuki", "ines", "marco", "chloe",
        "diego", "hana", "felix", "ruby", "adam", "lara", "mateo", "ivy", "oscar", "nora", "eli", "tara", "hugo",
        "jade", "amir", "clara", "ben", "priya", "luca", "isla", "dan", "sara", "tom"
    };
    static final String[] LAST = {
        "miller", "garcia", "kim", "novak", "rossi", "silva", "okafor", "larsen", "dubois", "schmidt", "tanaka",
        "walsh", "moreau", "costa", "nguyen", "khan", "berg", "lopez", "fischer", "reyes"
    };
    private static final String[] WORDS = {
        "sunny", "daily", "real", "just", "its", "hey", "the", "mr", "ms", "oh", "little", "big", "wild", "urban",
        "cozy", "lazy", "happy", "mellow", "bright", "quiet"
    };
    private static final Base64.Encoder URL64 = Base64.getUrlEncoder().withoutPadding();

    private final long seed;
    private final Platform platform;

    public Identities(long seed, Platform platform) {
        this.seed = seed;
        this.platform = platform;
    }

    /** A person's platform id: YouTube channel id, Instagram numeric id, TikTok numeric uid. */
    public String personId(int person) {
        long h = Mix.hash(seed, 201, platform.ordinal(), person);
        return switch (platform) {
            case YOUTUBE -> channelId((byte) 0x9E, person, h);
            case INSTAGRAM -> String.valueOf(10_000_000_000L + Mix.scramble32(person));
            case TIKTOK ->
                String.valueOf(6_900_000_000_000_000_000L + Mix.scramble32(person) * 1000 + (h >>> 1) % 1000);
        };
    }

    /** A person's username, unique per platform (the base-36 tail is a bijection of the index). */
    public String personHandle(int person) {
        long h = Mix.hash(seed, 202, platform.ordinal(), person);
        var first = FIRST[(int) ((h >>> 1) % FIRST.length)];
        var word = WORDS[(int) ((h >>> 20) % WORDS.length)];
        var sep = (h & 1) == 0 ? "." : "_";
        return word + sep + first + Long.toString(Mix.scramble32(person), 36);
    }

    /**
     * The person whose {@link #personHandle} this is, among the first {@code people}; empty if none. Inverts the
     * handle's
     * base-36 tail (a bijection of the index) after each first name it may start with, and checks the whole handle.
     */
    public java.util.OptionalInt personByHandle(String handle, int people) {
        int sep = Math.max(handle.indexOf('.'), handle.indexOf('_'));
        if (sep < 0) return java.util.OptionalInt.empty();
        var rest = handle.substring(sep + 1);
        for (var first : FIRST) {
            if (!rest.startsWith(first) || rest.length() == first.length()) continue;
            long scrambled;
            try {
                scrambled = Long.parseLong(rest.substring(first.length()), 36);
            } catch (NumberFormatException e) {
                continue;
            }
            long person = Mix.unscramble32(scrambled);
            if (person < people && personHandle((int) person).equals(handle))
                return java.util.OptionalInt.of((int) person);
        }
        return java.util.OptionalInt.empty();
    }

    public String personName(int person) {
        long h = Mix.hash(seed, 203, platform.ordinal(), person);
        return cap(FIRST[(int) ((h >>> 1) % FIRST.length)]) + " " + cap(LAST[(int) ((h >>> 30) % LAST.length)]);
    }

    String creatorId(int index) {
        long h = Mix.hash(seed, 204, platform.ordinal(), index);
        return switch (platform) {
            case YOUTUBE -> channelId((byte) 0xC1, index, h);
            case INSTAGRAM -> "17841" + String.format("%011d", 40_000_000_000L + Mix.scramble32(index));
            case TIKTOK -> String.valueOf(6_700_000_000_000_000_000L + Mix.scramble32(index) * 1000 + (h >>> 1) % 1000);
        };
    }

    String postId(long key) {
        long h = Mix.hash(seed, 205, platform.ordinal(), key);
        return switch (platform) {
            case YOUTUBE ->
                URL64.encodeToString(ByteBuffer.allocate(8)
                                .putInt((int) Mix.scramble32(key))
                                .putInt((int) h)
                                .array())
                        .substring(0, 11);
            case INSTAGRAM -> String.valueOf(3_400_000_000_000_000_000L + key * 1_000_000L + (h >>> 1) % 1_000_000L);
            case TIKTOK -> String.valueOf(7_300_000_000_000_000_000L + key * 1_000_000L + (h >>> 1) % 1_000_000L);
        };
    }

    String shortCode(long key) {
        long h = Mix.hash(seed, 206, platform.ordinal(), key);
        return URL64.encodeToString(ByteBuffer.allocate(9)
                        .put((byte) 0x43)
                        .putInt((int) key)
                        .putInt((int) h)
                        .array())
                .substring(1, 12);
    }

    private static String channelId(byte tag, long index, long h) {
        // Random-looking, and unique: the tag and a bijection of the index sit at fixed positions.
        var bytes = ByteBuffer.allocate(16)
                .putLong(h)
                .put(tag)
                .putInt((int) Mix.scramble32(index))
                .put((byte) (h >>> 7))
                .put((byte) (h >>> 15))
                .put((byte) (h >>> 23))
                .array();
        return "UC" + URL64.encodeToString(bytes).substring(0, 22);
    }

    static String cap(String s) {
        return Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}
