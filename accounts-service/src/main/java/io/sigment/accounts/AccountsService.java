package io.sigment.accounts;

import io.sigment.common.runtime.ServiceModule;

/** How a process runs accounts-service: the `accounts` schema and {@link AccountsVerticle}. */
public final class AccountsService {
    public static final String SCHEMA = "accounts";

    private AccountsService() {}

    public static ServiceModule module() {
        return ServiceModule.withSchema("accounts", SCHEMA, AccountsVerticle::new);
    }
}
