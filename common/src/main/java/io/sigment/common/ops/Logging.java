package io.sigment.common.ops;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.PrintStream;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Formatter;
import java.util.logging.Level;
import java.util.logging.LogManager;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.logging.StreamHandler;

/** Routes all logging (ours, Vert.x, Netty, Hazelcast, Flyway and SLF4J users) to JSON lines on stdout. */
public final class Logging {
    // JUL holds loggers weakly; a logger whose level we set must stay reachable or the level is forgotten.
    private static final List<Logger> CONFIGURED = new CopyOnWriteArrayList<>();
    static final String METER_REGISTRY_LOGGER = "io.micrometer.core.instrument.MeterRegistry";

    private Logging() {}

    public static void init(String process, String level) {
        System.setProperty("hazelcast.logging.type", "jdk");
        LogManager.getLogManager().reset();
        var rootLevel = Level.parse(level.toUpperCase());
        var handler = new FlushingHandler(
                new PrintStream(new FileOutputStream(FileDescriptor.out), true), new JsonLogFormatter(process));
        handler.setLevel(Level.ALL);
        var root = Logger.getLogger("");
        root.addHandler(handler);
        root.setLevel(rootLevel);
        setLevel("com.hazelcast", Level.WARNING);
        setLevel("com.hazelcast.internal.cluster", rootLevel);
        // Vert.x uses only Hazelcast's AP maps; the CP subsystem's "UNSAFE mode" warning does not apply.
        setLevel("com.hazelcast.cp.CPSubsystem", Level.SEVERE);
        setLevel("io.netty", Level.WARNING);
        setLevel("org.flywaydb", Level.WARNING);
        setLevel("io.zonky", Level.WARNING);
        dropVertxSharedGaugeRepeats();
    }

    static void dropVertxSharedGaugeRepeats() {
        var registry = Logger.getLogger(METER_REGISTRY_LOGGER);
        registry.setFilter(record -> !isVertxSharedGaugeRepeat(record));
        CONFIGURED.add(registry);
    }

    /**
     * vertx-micrometer registers its gauges (event bus handlers, pool sizes) again for every handler or pool and
     * keeps one value per series on purpose; Micrometer 1.15 warns about the repeat though nothing is lost. A repeat
     * of any other meter still warns.
     */
    static boolean isVertxSharedGaugeRepeat(LogRecord record) {
        var message = String.valueOf(record.getMessage());
        return message.startsWith("This Gauge has been already registered (MeterId{name='vertx.");
    }

    private static void setLevel(String name, Level level) {
        var logger = Logger.getLogger(name);
        logger.setLevel(level);
        CONFIGURED.add(logger);
    }

    private static final class FlushingHandler extends StreamHandler {
        FlushingHandler(PrintStream out, Formatter formatter) {
            super(out, formatter);
        }

        @Override
        public synchronized void publish(LogRecord record) {
            super.publish(record);
            flush();
        }

        @Override
        public synchronized void close() {
            flush();
        }
    }
}
