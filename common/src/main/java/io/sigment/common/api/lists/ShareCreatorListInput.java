package io.sigment.common.api.lists;

/** The arguments of {@link ListsTools#SHARE_CREATOR_LIST}. */
public record ShareCreatorListInput(String listId) {}
