package io.sigment.gateway.tools;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.ToolError;
import io.vertx.core.json.Json;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class ToolResultsTest {
    private static final JsonObject REPLY = new JsonObject()
            .put("workspace_id", "ws_1")
            .put("note", "say \"hi\"\n\u00e9\u2028")
            .put("credits", new JsonObject().put("balance", 500L).put("ratio", 0.25))
            .putNull("nothing")
            .put("list", new JsonArray().add(1).add("two").add(new JsonObject().put("three", true)));

    @Test
    void a_result_encodes_to_the_same_text_whichever_way() {
        var success = ToolResults.success(REPLY.copy());
        assertThat(ToolResults.encode(success)).isEqualTo(success.encode());
        assertThat(new JsonObject(ToolResults.encode(success)).getJsonObject("structuredContent"))
                .isEqualTo(REPLY);
        var failure = ToolResults.failure(ToolError.notFound("No such job."));
        assertThat(ToolResults.encode(failure)).isEqualTo(failure.encode());
        var empty = ToolResults.success(new JsonObject());
        assertThat(ToolResults.encode(empty)).isEqualTo(empty.encode());
    }

    @Test
    void a_result_that_is_not_exactly_a_success_is_encoded_as_it_is() {
        var extra = ToolResults.success(REPLY.copy()).put("_meta", new JsonObject().put("k", 1));
        assertThat(ToolResults.encode(extra)).isEqualTo(extra.encode());
        var reordered = new JsonObject()
                .put("structuredContent", REPLY)
                .put(
                        "content",
                        new JsonArray().add(new JsonObject().put("type", "text").put("text", REPLY.encode())))
                .put("isError", false);
        assertThat(ToolResults.encode(reordered)).isEqualTo(reordered.encode());
        var other = new JsonObject()
                .put(
                        "content",
                        new JsonArray().add(new JsonObject().put("text", "x").put("type", "text")))
                .put("structuredContent", new JsonObject())
                .put("isError", false);
        assertThat(ToolResults.encode(other)).isEqualTo(other.encode());
    }

    @Test
    void text_is_quoted_exactly_as_the_json_encoder_quotes_it() {
        var every = new StringBuilder();
        for (char c = 0; c < 0x100; c++) every.append(c);
        every.append("\u2028\u2029\ud83d\ude00\ud800x\udc00\uffff/<>&'");
        var random = new Random(44);
        var samples = new ArrayList<String>(List.of("", "plain", "\"", "\\", every.toString()));
        for (var n = 0; n < 2_000; n++) {
            var sample = new StringBuilder();
            for (var i = random.nextInt(40); i > 0; i--) {
                sample.append((char) (random.nextBoolean() ? random.nextInt(0x80) : random.nextInt(0x10000)));
            }
            samples.add(sample.toString());
        }
        for (var text : samples) {
            var quoted = new StringBuilder();
            ToolResults.appendQuoted(quoted, text);
            assertThat(quoted.toString()).isEqualTo(Json.encode(text));
        }
    }
}
