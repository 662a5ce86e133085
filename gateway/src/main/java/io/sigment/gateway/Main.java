package io.sigment.gateway;

import io.sigment.common.runtime.ServiceMain;

/** Runs the gateway as its own process. */
public final class Main {
    private Main() {}

    public static void main(String[] args) {
        ServiceMain.run(args, GatewayService.module());
    }
}
