package io.sigment.common.api.lists;

import java.util.List;

/**
 * The arguments of {@link ListsTools#ADD_TO_CREATOR_LIST}; {@code usernames} as given, for the list's platform's
 * handle rule to name each bad one by position.
 */
public record AddToCreatorListInput(String listId, List<?> usernames) {}
