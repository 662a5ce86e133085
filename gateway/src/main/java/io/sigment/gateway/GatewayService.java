package io.sigment.gateway;

import io.sigment.common.Caller;
import io.sigment.common.Ids;
import io.sigment.common.bus.ServiceAddress;
import io.sigment.common.bus.ServiceClient;
import io.sigment.common.runtime.ServiceModule;
import io.vertx.core.Future;
import java.time.Duration;
import java.util.Arrays;

/** How a process runs the gateway: no schema; ready only when every service address answers. */
public final class GatewayService {
    private GatewayService() {}

    public static ServiceModule module() {
        return ServiceModule.withoutSchema("gateway", GatewayVerticle::new).readyWhen("services", (vertx, config) -> {
            var client = new ServiceClient(vertx, Duration.ofMillis(1500));
            var caller = Caller.system(Ids.random("readiness-"));
            return Future.all(Arrays.stream(ServiceAddress.values())
                    .map(address -> client.ping(address, caller))
                    .toList());
        });
    }
}
