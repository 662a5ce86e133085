package io.sigment.common.api;

import io.sigment.common.api.accounts.AccountsAction;
import io.sigment.common.api.analytics.AnalyticsAction;
import io.sigment.common.api.jobs.JobsAction;
import io.sigment.common.api.lists.ListsAction;
import io.sigment.common.api.scraper.ScraperAction;
import io.sigment.common.bus.ServiceAction;
import io.sigment.common.bus.ServiceAddress;
import java.util.Optional;
import java.util.stream.Stream;

/** Every service's actions, for the one caller that holds action names as data: the gateway's tool catalog. */
public final class ServiceActions {
    private ServiceActions() {}

    public static Stream<ServiceAction> all() {
        return Stream.of(
                        AccountsAction.values(),
                        JobsAction.values(),
                        ScraperAction.values(),
                        AnalyticsAction.values(),
                        ListsAction.values())
                .flatMap(Stream::of);
    }

    /** The action {@code wire} of {@code service}, if its contract has one. */
    public static Optional<ServiceAction> named(ServiceAddress service, String wire) {
        return all().filter(a -> a.service() == service && a.wire().equals(wire))
                .findFirst();
    }
}
