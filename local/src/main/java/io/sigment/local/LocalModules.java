package io.sigment.local;

import io.sigment.accounts.AccountsService;
import io.sigment.analytics.AnalyticsService;
import io.sigment.common.runtime.ServiceModule;
import io.sigment.gateway.GatewayService;
import io.sigment.jobs.JobsService;
import io.sigment.lists.ListsService;
import io.sigment.scraper.ScraperService;
import java.util.List;

/** Every service of Sigment, in start order (the gateway last: it is ready when the others answer). */
public final class LocalModules {
    private LocalModules() {}

    public static List<ServiceModule> all() {
        return List.of(
                AccountsService.module(),
                JobsService.module(),
                ScraperService.module(),
                AnalyticsService.module(),
                ListsService.module(),
                GatewayService.module());
    }

    /** The class whose {@code main} runs a module as its own process. */
    public static String mainClass(ServiceModule module) {
        return "io.sigment." + module.name() + ".Main";
    }

    /** The Maven module (and jar) holding a service. */
    static String artifact(ServiceModule module) {
        return module.name().equals("gateway") ? "gateway" : module.name() + "-service";
    }
}
