package io.sigment.scraper.platform;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.DecodeException;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Test;

/** A platform's body decoded from its bytes as {@code new JsonArray(text)} / {@code new JsonObject(text)} would. */
class HttpResultTest {
    private static final String ITEMS = " \n[{\"id\":\"1\",\"n\":12345678901,\"big\":123456789012345678901234567890,"
            + "\"share\":0.25,\"text\":\"so good 🔥 \\u00e9\",\"none\":null,\"ok\":true,"
            + "\"owner\":{\"id\":5,\"tags\":[\"a\",2,[]]}},{}]\t";

    private static HttpResult ok(String body) {
        return new HttpResult(200, Buffer.buffer(body));
    }

    @Test
    void an_array_of_items_decodes_to_the_same_values_as_from_its_text() {
        var decoded = ok(ITEMS).array();

        assertThat(decoded).isEqualTo(new JsonArray(ITEMS.trim()));
        var item = decoded.getJsonObject(0);
        assertThat(item.getLong("n")).isEqualTo(12_345_678_901L);
        assertThat(item.getValue("big")).isEqualTo(new java.math.BigInteger("123456789012345678901234567890"));
        assertThat(item.getString("text")).isEqualTo("so good 🔥 é");
        assertThat(item.getJsonObject("owner").getJsonArray("tags").getJsonArray(2))
                .isEmpty();
    }

    @Test
    void an_error_body_is_read_as_an_object_and_a_body_of_another_shape_as_empty() {
        var error = new HttpResult(403, Buffer.buffer(" {\"error\":{\"type\":\"usage-limit\",\"message\":\"Out\"}}"));

        assertThat(error.errorReason()).isEqualTo("usage-limit");
        assertThat(error.errorMessage()).isEqualTo("Out");
        assertThat(error.array()).isEmpty();
        assertThat(ok(ITEMS).json()).isEqualTo(new JsonObject());
        assertThat(ok("").array()).isEmpty();
        assertThat(new HttpResult(502, null).errorMessage()).isEqualTo("HTTP 502");
        assertThat(ok("<html>Bad gateway</html>").array()).isEmpty();
    }

    @Test
    void a_cut_body_fails_to_decode_as_before() {
        assertThatThrownBy(() -> ok("[{\"id\":\"1\"").array()).isInstanceOf(DecodeException.class);
        assertThatThrownBy(() -> new JsonArray("[{\"id\":\"1\"")).isInstanceOf(DecodeException.class);
    }
}
