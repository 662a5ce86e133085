package io.sigment.emulator.world;

import java.util.List;
import java.util.Locale;

/**
 * Knobs of the world generator (issue 42 item 7: stress worlds for the audience estimates' calibration, whose
 * scales were fitted on worlds of the defaults). {@link #DEFAULTS} is the emulator's world, bit-identical to the one
 * before these knobs existed ({@code DefaultWorldDigestTest}); {@link #stress(String)} names one knob moved away
 * from its default.
 *
 * @param activityAlpha the Pareto exponent of people's engagement propensity (activity); lower is heavier-tailed
 * @param activityCap the highest activity
 * @param botShare the share of people who are bots
 * @param swappedOrder list engagers in another order than the platform's: Instagram's likers oldest first, YouTube's
 *     comments by relevance (their likes, which favour early comments), TikTok's newest first
 * @param commentsDisabledShare the share of posts with comments disabled (on YouTube and TikTok such a post shows
 *     nobody, on Instagram only its likers)
 * @param postingRate how often creators post, relative to the default: 2 posts twice as often, so the window's 30
 *     posts span half the time and a fan, whose attention per week stays the same, engages with each post at half
 *     the rate (the creator's {@code lambda} / rate)
 * @param superFanShare the share of people who are super-fans: they prefer three subtopics of one topic, are fans of
 *     every creator of them and engage with activity at least 10; with super-fans everyone else is a fan of a
 *     creator of their subtopics at a quarter of the usual share, so the overlap between creators is concentrated in
 *     the few super-fans
 */
public record WorldOptions(
        double activityAlpha,
        double activityCap,
        double botShare,
        boolean swappedOrder,
        double commentsDisabledShare,
        double postingRate,
        double superFanShare) {
    public static final WorldOptions DEFAULTS = new WorldOptions(1.3, 80, 0.004, false, 0.04, 1, 0);
    /** How much of the usual fan share an ordinary person keeps when there are super-fans. */
    static final double ORDINARY_FAN_FACTOR_WITH_SUPER_FANS = 0.25;

    /** The stress knobs by name (the calibration benchmark's {@code -Dcalibration.stress=NAME}). */
    public static final List<String> STRESS_NAMES =
            List.of("default", "heavytail", "bots2", "order", "nocomments", "posts-half", "posts-twice", "superfans");

    public static WorldOptions stress(String name) {
        var d = DEFAULTS;
        return switch (name.toLowerCase(Locale.ROOT)) {
            case "default" -> d;
            // Pareto exponent 1.0 instead of 1.3 and a cap of 400 instead of 80: more of the engagement from a few.
            case "heavytail" ->
                new WorldOptions(
                        1.0, 400, d.botShare, d.swappedOrder, d.commentsDisabledShare, d.postingRate, d.superFanShare);
            case "bots2" ->
                new WorldOptions(
                        d.activityAlpha,
                        d.activityCap,
                        2 * d.botShare,
                        d.swappedOrder,
                        d.commentsDisabledShare,
                        d.postingRate,
                        d.superFanShare);
            case "order" ->
                new WorldOptions(
                        d.activityAlpha,
                        d.activityCap,
                        d.botShare,
                        true,
                        d.commentsDisabledShare,
                        d.postingRate,
                        d.superFanShare);
            case "nocomments" ->
                new WorldOptions(
                        d.activityAlpha,
                        d.activityCap,
                        d.botShare,
                        d.swappedOrder,
                        0.25,
                        d.postingRate,
                        d.superFanShare);
            case "posts-half" ->
                new WorldOptions(
                        d.activityAlpha,
                        d.activityCap,
                        d.botShare,
                        d.swappedOrder,
                        d.commentsDisabledShare,
                        0.5,
                        d.superFanShare);
            case "posts-twice" ->
                new WorldOptions(
                        d.activityAlpha,
                        d.activityCap,
                        d.botShare,
                        d.swappedOrder,
                        d.commentsDisabledShare,
                        2,
                        d.superFanShare);
            case "superfans" ->
                new WorldOptions(
                        d.activityAlpha,
                        d.activityCap,
                        d.botShare,
                        d.swappedOrder,
                        d.commentsDisabledShare,
                        d.postingRate,
                        0.01);
            default -> throw new IllegalArgumentException("no stress knob " + name + "; known: " + STRESS_NAMES);
        };
    }
}
