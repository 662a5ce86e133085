package io.sigment.common.api.lists;

/** The arguments of {@link ListsTools#REVOKE_SHARE_LINK}: one of the two. */
public record RevokeShareLinkInput(String linkId, String listId) {}
