package io.sigment.accounts;

import io.sigment.common.runtime.ServiceMain;

/** Runs accounts-service as its own process; {@code migrate} only migrates its schema. */
public final class Main {
    private Main() {}

    public static void main(String[] args) {
        ServiceMain.run(args, AccountsService.module());
    }
}
