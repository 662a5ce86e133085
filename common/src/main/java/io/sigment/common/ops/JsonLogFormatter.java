package io.sigment.common.ops;

import io.vertx.core.json.JsonObject;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.text.MessageFormat;
import java.util.Map;
import java.util.logging.Formatter;
import java.util.logging.LogRecord;

/**
 * One JSON object per line: time, level, process, logger, message, the {@code trace_id} of the call being handled
 * ({@link Tracing}), structured fields (a {@code trace_id} among them wins), error.
 */
public final class JsonLogFormatter extends Formatter {
    private final String process;

    public JsonLogFormatter(String process) {
        this.process = process;
    }

    @Override
    public String format(LogRecord record) {
        var line = new JsonObject()
                .put("ts", record.getInstant().toString())
                .put("level", record.getLevel().getName())
                .put("process", process)
                .put("logger", record.getLoggerName())
                .put("msg", message(record));
        var call = Tracing.current();
        if (call != null) line.put("trace_id", call.traceId());
        var params = record.getParameters();
        if (params != null && params.length == 1 && params[0] instanceof Map<?, ?> fields) {
            fields.forEach((k, v) -> line.put(String.valueOf(k), v == null ? null : String.valueOf(v)));
        }
        if (record.getThrown() != null) {
            var trace = new StringWriter();
            record.getThrown().printStackTrace(new PrintWriter(trace));
            line.put("error", String.valueOf(record.getThrown())).put("stack", trace.toString());
        }
        return line.encode() + System.lineSeparator();
    }

    private static String message(LogRecord record) {
        var message = record.getMessage();
        var params = record.getParameters();
        if (message == null || params == null || params.length == 0 || params[0] instanceof Map) return message;
        try {
            return MessageFormat.format(message, params);
        } catch (IllegalArgumentException e) {
            return message;
        }
    }
}
