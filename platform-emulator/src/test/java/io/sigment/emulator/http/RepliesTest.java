package io.sigment.emulator.http;

import static org.assertj.core.api.Assertions.assertThat;

import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Test;

/** The emulator's answers are the bytes {@code encode()}'s text would be, written without the text. */
class RepliesTest {
    private static final JsonObject ITEM = new JsonObject()
            .put("text", "so good 🔥 déjà vu, \"quoted\" \\ back\u0001slash </script>\n")
            .put("none", null)
            .put("followers", 12_345_678_901L)
            .put("count", 7)
            .put("share", 0.1)
            .put("large", 1e20)
            .put("verified", false)
            .put("hashtags", new JsonArray().add("yoga").add("🧘").add(3))
            .put("owner", new JsonObject().put("id", "5").put("name", "Ünal 日本")); // BMP, two- and three-byte

    @Test
    void an_object_or_an_array_is_written_as_the_utf8_bytes_of_its_encoded_text() {
        var array = new JsonArray().add(ITEM).add(ITEM.copy().put("text", "")).add(new JsonArray());

        assertThat(Replies.bytes(ITEM)).isEqualTo(Buffer.buffer(ITEM.encode()));
        assertThat(Replies.bytes(array)).isEqualTo(Buffer.buffer(array.encode()));
        assertThat(Replies.bytes(new JsonArray())).isEqualTo(Buffer.buffer("[]"));
    }

    @Test
    void a_character_outside_the_bmp_is_its_four_utf8_bytes_not_an_escaped_surrogate_pair() {
        var bytes = Replies.bytes(new JsonObject().put("t", "🔥")).getBytes();

        assertThat(bytes).containsSequence(0xF0, 0x9F, 0x94, 0xA5);
        assertThat(new String(bytes, java.nio.charset.StandardCharsets.UTF_8)).doesNotContain("\\u");
    }
}
