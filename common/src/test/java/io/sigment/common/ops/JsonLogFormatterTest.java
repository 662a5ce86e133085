package io.sigment.common.ops;

import static org.assertj.core.api.Assertions.assertThat;

import io.vertx.core.json.JsonObject;
import java.util.Map;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import org.junit.jupiter.api.Test;

class JsonLogFormatterTest {
    private final JsonLogFormatter formatter = new JsonLogFormatter("gateway");

    @Test
    void a_record_is_one_json_object_on_one_line_with_its_fields() {
        var record = new LogRecord(Level.SEVERE, "action failed");
        record.setLoggerName("io.sigment.x");
        record.setParameters(new Object[] {Map.of("request_id", "req-7", "action", "get_account")});
        record.setThrown(new IllegalStateException("boom\nsecond line"));
        var line = formatter.format(record);
        assertThat(line).endsWith(System.lineSeparator());
        assertThat(line.strip()).doesNotContain("\n");
        var json = new JsonObject(line);
        assertThat(json.getString("level")).isEqualTo("SEVERE");
        assertThat(json.getString("process")).isEqualTo("gateway");
        assertThat(json.getString("msg")).isEqualTo("action failed");
        assertThat(json.getString("request_id")).isEqualTo("req-7");
        assertThat(json.getString("error")).contains("boom");
        assertThat(json.getString("stack")).contains("JsonLogFormatterTest");
    }

    @Test
    void positional_parameters_of_other_libraries_are_formatted_into_the_message() {
        var record = new LogRecord(Level.INFO, "joined {0} as {1}");
        record.setParameters(new Object[] {"cluster", 3});
        assertThat(new JsonObject(formatter.format(record)).getString("msg")).isEqualTo("joined cluster as 3");
    }
}
