package io.sigment.accounts.ledger;

import io.sigment.common.api.accounts.AccountView;

/** A workspace's credits: the balance, and how much of it open holds reserve. Exact integers. */
public record Totals(long balance, long held) {

    public long available() {
        return balance - held;
    }

    /** As {@code get_account} shows them. */
    public AccountView.Credits shown() {
        return new AccountView.Credits(balance, available(), held);
    }
}
