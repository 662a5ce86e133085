package io.sigment.common.ops;

import static org.assertj.core.api.Assertions.assertThat;

import io.vertx.core.Vertx;
import io.vertx.core.VertxOptions;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.Test;

/** A process starts without Micrometer's duplicate-gauge warning, and our own meters' repeats still warn. */
class MeterRegistryWarningsTest {
    @Test
    void the_repeat_of_a_gauge_vertx_shares_is_dropped_and_any_other_repeat_is_kept() {
        assertThat(Logging.isVertxSharedGaugeRepeat(record("This Gauge has been already registered "
                        + "(MeterId{name='vertx.eventbus.handlers', tags=[]}), the registration will be ignored.")))
                .isTrue();
        assertThat(Logging.isVertxSharedGaugeRepeat(record("This Gauge has been already registered "
                        + "(MeterId{name='sigment.jobs.active', tags=[]}), the registration will be ignored.")))
                .isFalse();
        assertThat(Logging.isVertxSharedGaugeRepeat(record("something else about vertx.")))
                .isFalse();
    }

    @Test
    void registering_several_event_bus_handlers_logs_nothing_about_repeated_gauges() {
        Logging.dropVertxSharedGaugeRepeats();
        var logger = Logger.getLogger(Logging.METER_REGISTRY_LOGGER);
        var level = logger.getLevel();
        // Micrometer warns once per JVM and says the same at debug level afterwards: listen at every level.
        logger.setLevel(Level.ALL);
        var records = new CopyOnWriteArrayList<LogRecord>();
        var capture = capture(records);
        logger.addHandler(capture);
        var registry = Metrics.newRegistry();
        var options = new VertxOptions();
        var vertx = Vertx.builder()
                .with(options)
                .withMetrics(Metrics.vertxMetrics(options, registry))
                .build();
        try {
            for (var address : List.of("a", "b", "c")) vertx.eventBus().consumer(address, message -> {});
            assertThat(registry.scrape()).contains("vertx_eventbus_handlers 3.0");
            assertThat(records).extracting(LogRecord::getMessage).noneMatch(m -> m.contains("already registered"));
        } finally {
            logger.removeHandler(capture);
            logger.setLevel(level);
            vertx.close().await();
        }
    }

    private static LogRecord record(String message) {
        return new LogRecord(Level.WARNING, message);
    }

    private static Handler capture(List<LogRecord> records) {
        return new Handler() {
            @Override
            public void publish(LogRecord record) {
                records.add(record);
            }

            @Override
            public void flush() {}

            @Override
            public void close() {}
        };
    }
}
