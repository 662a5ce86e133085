package io.sigment.system.security;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.Setting;
import io.sigment.common.ToolError;
import io.sigment.common.runtime.ServiceRuntime;
import io.sigment.common.testing.TestConfig;
import io.sigment.gateway.GatewayService;
import io.sigment.system.testing.McpHttp;
import io.vertx.core.json.JsonObject;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * A gateway whose accounts-service does not answer cannot check an {@code ak_} key: every method that needs a
 * session answers "Could not confirm this session right now…", none answers as if the key were valid.
 */
@Tag("stack")
class UnconfirmedSessionTest {

    @Test
    void tools_list_prompts_and_tools_call_with_a_key_that_cannot_be_checked_answer_could_not_confirm() {
        var config = TestConfig.node();
        var gateway = ServiceRuntime.start(config, List.of(GatewayService.module()));
        try {
            var mcp = new McpHttp(
                    "http://127.0.0.1:" + config.integer(Setting.HTTP_PORT) + "/mcp", "ak_" + "b".repeat(43));
            var expected = ToolError.sessionUnconfirmed().getMessage();
            for (var method : List.of("tools/list", "prompts/list", "prompts/get")) {
                var reply = mcp.post(
                        new JsonObject()
                                .put("jsonrpc", "2.0")
                                .put("id", 1)
                                .put("method", method)
                                .put("params", new JsonObject().put("name", "plan_campaign")),
                        Map.of());
                assertThat(reply.status()).as(method).isEqualTo(200);
                assertThat(reply.json().containsKey("result"))
                        .as(method + " must not answer as if valid")
                        .isFalse();
                assertThat(reply.json().getJsonObject("error").getString("message"))
                        .as(method)
                        .isEqualTo(expected);
            }
            assertThat(McpHttp.text(mcp.callTool("get_account", new JsonObject())))
                    .isEqualTo(expected);
        } finally {
            gateway.stop().await();
        }
    }
}
