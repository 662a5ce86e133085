package io.sigment.common.api.lists;

import io.sigment.common.ToolArgs;
import io.vertx.core.json.JsonObject;

/**
 * A bus-only option of {@link ListsAction#GET_CREATOR_LIST} (no agent sees it): the app's list page asks for the
 * members after the first {@code members_from} (first added first), so a person sees every member of a long list
 * page by page without a public link.
 */
public final class MembersFromOption {
    public static final String ARG = "members_from";
    /** Members in one answer (and one page of the app's list). */
    public static final int PAGE = 1_000;
    /** A list's most members (lists-service's limit), so the furthest page. */
    public static final int MAX_FROM = 5_000;

    private MembersFromOption() {}

    public static JsonObject ask(JsonObject args, int from) {
        return from > 0 ? args.put(ARG, from) : args;
    }

    /** The members to skip, 0 when not asked. */
    public static int from(JsonObject args) {
        return ToolArgs.integer(args, ARG, 0, MAX_FROM, 0);
    }
}
