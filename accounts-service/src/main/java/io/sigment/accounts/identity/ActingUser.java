package io.sigment.accounts.identity;

import io.sigment.common.Caller;
import io.sigment.common.api.accounts.ActingPerson;
import io.vertx.core.json.JsonObject;

/** Whom an app action is for: the {@link ActingPerson} the app adds (the session's), else the calling person. */
public final class ActingUser {
    private ActingUser() {}

    /** The user id, or null when neither the arguments nor the caller name one. */
    public static String of(Caller caller, JsonObject args) {
        var named = ActingPerson.fromJson(args).userId();
        return named != null ? named : caller.userId();
    }

    /** The user id the app named; refused as a missing argument when it named nobody. */
    public static String required(JsonObject args) {
        return ActingPerson.fromJson(args).required();
    }
}
