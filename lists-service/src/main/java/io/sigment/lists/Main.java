package io.sigment.lists;

import io.sigment.common.runtime.ServiceMain;

/** Runs lists-service as its own process; {@code migrate} only migrates its schema. */
public final class Main {
    private Main() {}

    public static void main(String[] args) {
        ServiceMain.run(args, ListsService.module());
    }
}
