package io.sigment.common.api.accounts;

/** The arguments of {@link AccountsTools#GET_CREDIT_HISTORY}. */
public record GetCreditHistoryInput(Integer limit, String workspaceId) {}
