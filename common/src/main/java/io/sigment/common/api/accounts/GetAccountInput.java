package io.sigment.common.api.accounts;

/** The arguments of {@link AccountsTools#GET_ACCOUNT}. */
public record GetAccountInput(String workspaceId) {}
