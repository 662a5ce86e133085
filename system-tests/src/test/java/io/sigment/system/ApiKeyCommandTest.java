package io.sigment.system;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.accounts.keys.ApiKeyFormat;
import io.sigment.common.Config;
import io.sigment.common.Setting;
import io.sigment.local.ApiKeyCommand;
import io.sigment.system.testing.McpHttp;
import io.sigment.system.testing.TestStack;
import io.vertx.core.json.JsonObject;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** {@code ./sigment apikey create --name NAME} against a running stack, found through its local.env. */
@Tag("stack")
class ApiKeyCommandTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(Config config, String... args) {
        return ApiKeyCommand.run(
                List.of(args),
                config,
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @Test
    void create_prints_a_new_key_of_the_demo_user_that_works_at_mcp() {
        var stack = TestStack.shared();
        var onlyDataDir =
                Config.of(Map.of()).with(Setting.DATA_DIR, stack.config().get(Setting.DATA_DIR));
        assertThat(run(onlyDataDir, "create", "--name", "laptop"))
                .as(err.toString())
                .isZero();
        var key = out.toString(StandardCharsets.UTF_8).trim();
        assertThat(ApiKeyFormat.looksLikeKey(key)).isTrue();
        assertThat(err.toString())
                .contains("\"laptop\"")
                .contains("demo@sigment.local")
                .doesNotContain(key);

        var account = new McpHttp(stack.gatewayUrl() + "/mcp", key).callTool("get_account", new JsonObject());
        assertThat(account.getJsonObject("structuredContent")
                        .getJsonObject("workspace")
                        .getString("workspace_id"))
                .isEqualTo("ws_demo");
    }

    @Test
    void without_a_name_it_prints_the_usage_and_without_a_running_stack_it_says_to_start_one() throws Exception {
        assertThat(run(Config.of(Map.of()), "create")).isEqualTo(2);
        assertThat(err.toString()).contains("usage: ./sigment apikey create --name NAME");
        var empty = Files.createTempDirectory("sigment-no-stack");
        assertThat(run(Config.of(Map.of()).with(Setting.DATA_DIR, empty), "create", "--name", "x"))
                .isEqualTo(1);
        assertThat(err.toString()).contains("./sigment up");
        assertThat(out.toString()).isEmpty();
    }
}
