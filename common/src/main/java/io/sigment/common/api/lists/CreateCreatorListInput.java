package io.sigment.common.api.lists;

import io.sigment.common.Platform;

/** The arguments of {@link ListsTools#CREATE_CREATOR_LIST}. */
public record CreateCreatorListInput(String name, Platform platform, String description, String workspaceId) {}
