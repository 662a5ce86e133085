package io.sigment.common.api.lists;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.sigment.common.api.InEveryReply;
import io.sigment.common.api.MayBeNull;
import io.sigment.common.api.OneOf;

/**
 * A creator list as its owner sees it (an entry of {@link CreatorListIndex}): id, workspace, name, platform,
 * description, how many members it has, when it was created and last changed; every field written, a missing
 * description as null.
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record CreatorListFacts(
        @InEveryReply String listId,
        @InEveryReply String workspaceId,
        @InEveryReply String name,

        @InEveryReply @OneOf({"instagram", "youtube", "tiktok"})
        String platform,

        @InEveryReply @MayBeNull String description,
        @InEveryReply int memberCount,
        @InEveryReply String createdAt,
        @InEveryReply String updatedAt) {}
