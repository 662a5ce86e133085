package io.sigment.common.api.scraper;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.sigment.common.Platform;
import io.sigment.common.api.Describe;
import io.sigment.common.api.InEveryReply;
import io.sigment.common.api.JsonTypes;
import io.sigment.common.api.MayBeNull;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;
import java.util.Map;

/**
 * What {@link ScraperAction#GET_CREATOR} answers: a creator's profile as the catalog has it (unknown facts as null),
 * and its audience demographics: an object of percentages when the creator connected their account, otherwise a
 * sentence saying why there are none.
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record CreatorProfile(
        @InEveryReply Platform platform,
        @InEveryReply String id,
        @InEveryReply String handle,
        @InEveryReply @MayBeNull String name,
        @InEveryReply @MayBeNull String bio,
        @InEveryReply @MayBeNull Long followers,
        @InEveryReply @MayBeNull String country,
        @InEveryReply @MayBeNull String language,
        @InEveryReply @MayBeNull Long postsCount,
        @InEveryReply @MayBeNull String url,
        @InEveryReply String profileFetchedAt,
        @InEveryReply boolean connected,

        @InEveryReply
        @JsonTypes({"object", "string"})
        @Describe("An object of percentages when the creator connected their account; otherwise a sentence saying why "
                + "there are none.")
        Object audienceDemographics) {

    public CreatorProfile {
        if (audienceDemographics instanceof Map<?, ?> read) audienceDemographics = new JsonObject(fields(read));
        if (!(audienceDemographics instanceof JsonObject) && !(audienceDemographics instanceof String))
            throw new IllegalArgumentException("audience_demographics is an object or a sentence, not "
                    + (audienceDemographics == null
                            ? "null"
                            : audienceDemographics.getClass().getSimpleName()));
    }

    /** The demographics object, or null when the reply says in a sentence why there are none. */
    public JsonObject demographics() {
        return audienceDemographics instanceof JsonObject object ? object : null;
    }

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static CreatorProfile fromJson(JsonObject json) {
        return WireCodec.fromJson(json, CreatorProfile.class);
    }

    /** An object read back as a map (the component's type says no more): its fields, for a {@code JsonObject}. */
    @SuppressWarnings("unchecked")
    private static Map<String, Object> fields(Map<?, ?> read) {
        return (Map<String, Object>) read;
    }
}
