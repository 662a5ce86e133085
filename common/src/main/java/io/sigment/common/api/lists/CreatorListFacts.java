package io.sigment.common.api.lists;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * A creator list as its owner sees it (an entry of {@link CreatorListIndex}): id, workspace, name, platform,
 * description, how many members it has, when it was created and last changed; every field written, a missing
 * description as null.
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record CreatorListFacts(
        String listId,
        String workspaceId,
        String name,
        String platform,
        String description,
        int memberCount,
        String createdAt,
        String updatedAt) {}
