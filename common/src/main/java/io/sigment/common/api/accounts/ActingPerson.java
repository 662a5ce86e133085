package io.sigment.common.api.accounts;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.sigment.common.ToolError;
import io.sigment.common.api.Characters;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/**
 * Whom an app action is for: the signed-in person's {@code user_id}, which the app adds to each request it sends as
 * them (from the session, never from what the person sent). Actions that act for the calling person when it names
 * nobody read it as it is; the others read {@link #required}.
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record ActingPerson(
        @Characters(min = 1, max = 100, optional = true) String userId) {

    /** The user id; refused as a missing argument when the request names nobody. */
    public String required() {
        if (userId == null) throw ToolError.invalidArguments("user_id: required, a string");
        return userId;
    }

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static ActingPerson fromJson(JsonObject json) {
        return WireCodec.fromJson(json, ActingPerson.class);
    }
}
