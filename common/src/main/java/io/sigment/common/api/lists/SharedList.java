package io.sigment.common.api.lists;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.sigment.common.api.EmptyWhenAbsent;
import io.sigment.common.api.WhenAbsent;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * The public page of a list share link ({@link SharedView#list()}): the list's name, platform key, description (null
 * when none), when it last changed, how many members it has, which page of how many this is, and that page's members,
 * each with its profile link. Every field is written, nulls as null; the pages read 1 when left out.
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record SharedList(
        String name,
        String platform,
        String description,
        String updatedAt,
        int memberCount,
        @WhenAbsent("1") int page,
        @WhenAbsent("1") int pages,
        @EmptyWhenAbsent List<Member> members) {

    public SharedList {
        members = List.copyOf(members);
    }

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static SharedList fromJson(JsonObject json) {
        return WireCodec.fromJson(json, SharedList.class);
    }

    /** A member: its handle (or YouTube channel id), when it was added, and its profile on the platform. */
    @JsonInclude(JsonInclude.Include.ALWAYS)
    public record Member(String handle, String addedAt, String profileUrl) {}
}
