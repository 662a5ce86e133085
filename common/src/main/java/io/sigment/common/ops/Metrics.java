package io.sigment.common.ops;

import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.binder.jvm.ClassLoaderMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmGcMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmMemoryMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmThreadMetrics;
import io.micrometer.core.instrument.binder.system.ProcessorMetrics;
import io.micrometer.core.instrument.binder.system.UptimeMetrics;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import io.sigment.common.Ids;
import io.vertx.core.Vertx;
import io.vertx.core.VertxOptions;
import io.vertx.micrometer.MicrometerMetricsFactory;
import io.vertx.micrometer.MicrometerMetricsOptions;
import java.util.Collections;
import java.util.Map;
import java.util.WeakHashMap;

/** The process's one Prometheus registry: JVM metrics, Vert.x metrics and Sigment's own meters. */
public final class Metrics {
    private static final Map<Vertx, MeterRegistry> REGISTRIES = Collections.synchronizedMap(new WeakHashMap<>());

    private Metrics() {}

    public static PrometheusMeterRegistry newRegistry() {
        var registry = new PrometheusMeterRegistry(PrometheusConfig.DEFAULT);
        new JvmMemoryMetrics().bindTo(registry);
        new JvmGcMetrics().bindTo(registry);
        new JvmThreadMetrics().bindTo(registry);
        new ClassLoaderMetrics().bindTo(registry);
        new ProcessorMetrics().bindTo(registry);
        new UptimeMetrics().bindTo(registry);
        return registry;
    }

    /**
     * Makes a Vert.x instance built with these options report into {@code registry}. Each gets a backend
     * name of its own: Vert.x would otherwise hand every instance in a JVM the first registry it saw.
     */
    public static MicrometerMetricsFactory vertxMetrics(VertxOptions options, PrometheusMeterRegistry registry) {
        options.setMetricsOptions(
                new MicrometerMetricsOptions().setEnabled(true).setRegistryName(Ids.random("sigment-")));
        return new MicrometerMetricsFactory(registry);
    }

    /** Remembers which registry a Vert.x instance reports into, for {@link #registryOf}. */
    public static void attach(Vertx vertx, MeterRegistry registry) {
        REGISTRIES.put(vertx, registry);
    }

    /**
     * The registry of the process running {@code vertx}, where services add their own meters. A Vert.x started
     * without {@link io.sigment.common.cluster.Cluster} (a test's plain one) gets a registry of its own nobody scrapes.
     */
    public static MeterRegistry registryOf(Vertx vertx) {
        return REGISTRIES.computeIfAbsent(vertx, unattached -> new SimpleMeterRegistry());
    }
}
