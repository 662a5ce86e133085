package io.sigment.common.ops;

import java.util.Map;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

/** Log lines with structured fields (e.g. {@code request_id}); {@link JsonLogFormatter} writes them as members. */
public final class Log {
    private Log() {}

    public static void info(Logger logger, String message, Map<String, ?> fields) {
        log(logger, Level.INFO, message, fields, null);
    }

    public static void fine(Logger logger, String message, Map<String, ?> fields) {
        log(logger, Level.FINE, message, fields, null);
    }

    /** Whether a {@link #fine} line would be written (to skip building its fields when not). */
    public static boolean fineEnabled(Logger logger) {
        return logger.isLoggable(Level.FINE);
    }

    public static void warn(Logger logger, String message, Map<String, ?> fields, Throwable error) {
        log(logger, Level.WARNING, message, fields, error);
    }

    public static void error(Logger logger, String message, Map<String, ?> fields, Throwable error) {
        log(logger, Level.SEVERE, message, fields, error);
    }

    private static void log(Logger logger, Level level, String message, Map<String, ?> fields, Throwable error) {
        if (!logger.isLoggable(level)) return;
        var record = new LogRecord(level, message);
        record.setLoggerName(logger.getName());
        record.setParameters(new Object[] {fields});
        record.setThrown(error);
        logger.log(record);
    }
}
