package io.sigment.common.api.lists;

/** The arguments of {@link ListsTools#LIST_CREATOR_LISTS}. */
public record ListCreatorListsInput(String workspaceId) {}
