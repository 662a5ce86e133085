package io.sigment.common.api.lists;

import io.vertx.core.json.JsonObject;

/**
 * How many creator lists a workspace holds and an answer shows: at most {@link #MAX_LISTS} per workspace, at most
 * {@link #LISTED} in a {@code list_creator_lists} answer (most recently changed first), unless the bus-only option
 * {@link #askEvery} asks for all of them (the app's Lists page; no agent sees it).
 */
public final class CreatorListLimits {
    public static final int MAX_LISTS = 1_000;
    public static final int LISTED = 100;
    static final String EVERY = "every_list";

    private CreatorListLimits() {}

    /** {@code args} asking {@code list_creator_lists} for every list of the workspace. */
    public static JsonObject askEvery(JsonObject args) {
        return args.put(EVERY, true);
    }

    public static boolean everyAsked(JsonObject args) {
        return Boolean.TRUE.equals(args.getValue(EVERY));
    }
}
