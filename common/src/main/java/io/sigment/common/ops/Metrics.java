package io.sigment.common.ops;

import io.micrometer.core.instrument.binder.jvm.ClassLoaderMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmGcMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmMemoryMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmThreadMetrics;
import io.micrometer.core.instrument.binder.system.ProcessorMetrics;
import io.micrometer.core.instrument.binder.system.UptimeMetrics;
import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import io.vertx.core.VertxOptions;
import io.vertx.micrometer.MicrometerMetricsFactory;
import io.vertx.micrometer.MicrometerMetricsOptions;

/** The process's one Prometheus registry: JVM metrics, Vert.x metrics and Sigment's own meters. */
public final class Metrics {
  private Metrics() {
  }

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

  /** Makes a Vert.x instance built with these options report into {@code registry}. */
  public static MicrometerMetricsFactory vertxMetrics(VertxOptions options, PrometheusMeterRegistry registry) {
    options.setMetricsOptions(new MicrometerMetricsOptions().setEnabled(true));
    return new MicrometerMetricsFactory(registry);
  }
}
