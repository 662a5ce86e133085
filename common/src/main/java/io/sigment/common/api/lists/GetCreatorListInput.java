package io.sigment.common.api.lists;

/** The arguments of {@link ListsTools#GET_CREATOR_LIST}. */
public record GetCreatorListInput(String listId) {}
