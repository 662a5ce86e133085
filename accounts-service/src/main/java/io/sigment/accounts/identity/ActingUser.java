package io.sigment.accounts.identity;

import io.sigment.common.Caller;
import io.sigment.common.ToolArgs;
import io.vertx.core.json.JsonObject;

/** Whom an app action is for: {@code user_id} (the app adds the session's), else the calling person. */
public final class ActingUser {
    private ActingUser() {}

    /** The user id, or null when neither the arguments nor the caller name one. */
    public static String of(Caller caller, JsonObject args) {
        var named = ToolArgs.optionalString(args, "user_id", 1, 100);
        return named != null ? named : caller.userId();
    }
}
