package io.sigment.gateway.tools;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.ToolError;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
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
}
