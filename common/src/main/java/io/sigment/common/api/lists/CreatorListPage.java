package io.sigment.common.api.lists;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.sigment.common.api.EmptyWhenAbsent;
import io.sigment.common.api.InEveryReply;
import io.sigment.common.api.MayBeNull;
import io.sigment.common.api.OneOf;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * What {@link ListsAction#GET_CREATOR_LIST} answers (and {@code create_creator_list}, with no members): the list's
 * facts as {@link CreatorListFacts} has them, a page of its members (first added first) and a {@code note} only when
 * the list has more members than the page.
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record CreatorListPage(
        @InEveryReply String listId,
        @InEveryReply String workspaceId,
        @InEveryReply String name,

        @InEveryReply @OneOf({"instagram", "youtube", "tiktok"})
        String platform,

        @InEveryReply @MayBeNull String description,
        @InEveryReply int memberCount,
        @InEveryReply String createdAt,
        @InEveryReply String updatedAt,
        @InEveryReply @EmptyWhenAbsent List<Member> members,
        @JsonInclude(JsonInclude.Include.NON_NULL) String note) {

    public CreatorListPage {
        members = List.copyOf(members);
    }

    /** {@code list}'s facts with {@code members} and {@code note} (null: none). */
    public static CreatorListPage of(CreatorListFacts list, List<Member> members, String note) {
        return new CreatorListPage(
                list.listId(),
                list.workspaceId(),
                list.name(),
                list.platform(),
                list.description(),
                list.memberCount(),
                list.createdAt(),
                list.updatedAt(),
                members,
                note);
    }

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static CreatorListPage fromJson(JsonObject json) {
        return WireCodec.fromJson(json, CreatorListPage.class);
    }

    /** A member: its handle (or YouTube channel id) and when it was added. */
    @JsonInclude(JsonInclude.Include.ALWAYS)
    public record Member(
            @InEveryReply String handle, @InEveryReply String addedAt) {
        public JsonObject toJson() {
            return WireCodec.toJson(this);
        }
    }
}
