package io.sigment.system.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.Caller;
import io.sigment.common.api.accounts.AccountsAction;
import io.sigment.common.bus.ServiceClient;
import io.sigment.system.testing.McpHttp;
import io.sigment.system.testing.TestAccounts;
import io.sigment.system.testing.TestStack;
import io.vertx.core.json.JsonObject;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Resources in both protocol eras (issue 43; issue 40 L3): the analysis pictures listed as a resource template, the
 * caching hints revision 2026-07-28 requires, "not found" as each revision numbers it, a malformed URI refused as
 * invalid params without a logged stack trace, and a revoked key refused (and counted) before its URI is decoded.
 */
@Tag("stack")
class ResourceErrorsTest {
    private static final String MALFORMED = "sigment://analysis-pictures/instagram/%zz";
    private static final String TEMPLATE = "sigment://analysis-pictures/{platform}/{analysis_id}{/snapshot_id}";

    private static McpHttp newAgent() {
        var stack = TestStack.shared();
        return new McpHttp(
                stack.gatewayUrl() + "/mcp", TestAccounts.newUser(stack).apiKey());
    }

    @Test
    void the_pictures_are_a_resource_template_in_both_eras_with_hints_in_2026() {
        var mcp = newAgent();
        var legacy = mcp.request("resources/templates/list", new JsonObject()).getJsonArray("resourceTemplates");
        assertThat(legacy).hasSize(1);
        var template = legacy.getJsonObject(0);
        assertThat(template.getString("uriTemplate")).isEqualTo(TEMPLATE);
        assertThat(template.getString("name")).isNotBlank();
        assertThat(template.getString("mimeType")).isEqualTo("image/svg+xml");
        var current = mcp.modern("resources/templates/list", new JsonObject()).getJsonObject("result");
        assertThat(current.getJsonArray("resourceTemplates")).isEqualTo(legacy);
        assertThat(current.getString("resultType")).isEqualTo("complete");
        assertThat(current.getLong("ttlMs")).isEqualTo(300_000L);
        assertThat(current.getString("cacheScope")).isEqualTo("public");
    }

    @Test
    void a_read_carries_the_2026_caching_hints_and_the_2025_answer_is_unchanged() {
        var mcp = newAgent();
        var current = mcp.modern("resources/read", new JsonObject().put("uri", "ui://sigment/analysis"))
                .getJsonObject("result");
        assertThat(current.getLong("ttlMs")).isEqualTo(300_000L);
        assertThat(current.getString("cacheScope")).isEqualTo("public");
        var legacy = mcp.request("resources/read", new JsonObject().put("uri", "ui://sigment/analysis"));
        assertThat(legacy.fieldNames()).containsExactly("contents");
    }

    @Test
    void an_unknown_resource_is_32602_in_2026_and_32002_for_2025_clients_naming_the_uri() {
        var mcp = newAgent();
        var uri = "test://nothing-here";
        var current =
                mcp.modern("resources/read", new JsonObject().put("uri", uri)).getJsonObject("error");
        assertThat(current.getInteger("code")).isEqualTo(-32602);
        assertThat(current.getJsonObject("data").getString("uri")).isEqualTo(uri);
        assertThat(current.getString("message"))
                .startsWith("Resource not found: " + uri)
                .contains("resources/templates/list");
        var legacy =
                mcp.reply("resources/read", new JsonObject().put("uri", uri)).getJsonObject("error");
        assertThat(legacy.getInteger("code")).isEqualTo(-32002);
        assertThat(legacy.getJsonObject("data").getString("uri")).isEqualTo(uri);
    }

    @Test
    void a_malformed_uri_is_32602_in_every_revision_and_logs_no_stack_trace() {
        var mcp = newAgent();
        var severe = new ArrayList<LogRecord>();
        Handler watcher = new Handler() {
            @Override
            public void publish(LogRecord record) {
                var ours =
                        record.getLoggerName() != null && record.getLoggerName().startsWith("io.sigment.gateway");
                if (ours && (record.getLevel().intValue() >= Level.SEVERE.intValue() || record.getThrown() != null))
                    severe.add(record);
            }

            @Override
            public void flush() {}

            @Override
            public void close() {}
        };
        var root = Logger.getLogger("");
        root.addHandler(watcher);
        try {
            for (var uri : List.of(MALFORMED, "sigment://analysis-pictures/%zz/an_1", "not a uri")) {
                var legacy = mcp.reply("resources/read", new JsonObject().put("uri", uri))
                        .getJsonObject("error");
                assertThat(legacy.getInteger("code")).as(uri).isEqualTo(-32602);
                assertThat(legacy.getString("message")).as(uri).startsWith("Invalid resource URI");
                assertThat(legacy.getJsonObject("data").getString("uri")).isEqualTo(uri);
            }
            var current = mcp.modern("resources/read", new JsonObject().put("uri", MALFORMED))
                    .getJsonObject("error");
            assertThat(current.getInteger("code")).isEqualTo(-32602);
            assertThat(current.getString("message")).startsWith("Invalid resource URI");
        } finally {
            root.removeHandler(watcher);
        }
        assertThat(severe).extracting(LogRecord::getMessage).isEmpty();
    }

    @Test
    void a_revoked_key_is_refused_before_its_uri_is_decoded_and_its_refusals_are_counted() {
        var stack = TestStack.shared();
        var user = TestAccounts.newUser(stack);
        var leaked = TestAccounts.anotherKey(stack, user);
        new ServiceClient(stack.vertx(), Duration.ofSeconds(5))
                .request(
                        AccountsAction.REVOKE_API_KEY,
                        Caller.system("test"),
                        new JsonObject().put("user_id", leaked.userId()).put("key_id", leaked.keyId()))
                .await();
        var attacker = new McpHttp(stack.gatewayUrl() + "/mcp", leaked.apiKey());
        var first = attacker.reply("resources/read", new JsonObject().put("uri", MALFORMED))
                .getJsonObject("error");
        assertThat(first.getString("message")).startsWith("Access for \"");
        String last = null;
        for (int i = 0; i < 40; i++) {
            last = attacker.reply("resources/read", new JsonObject().put("uri", MALFORMED))
                    .getJsonObject("error")
                    .getString("message");
        }
        assertThat(last).as("the revoked key's own refusal budget").startsWith("Rate limit reached");
        var owner = new McpHttp(stack.gatewayUrl() + "/mcp", user.apiKey())
                .callTool("list_creator_lists", new JsonObject());
        assertThat(owner.getBoolean("isError")).as(McpHttp.text(owner)).isFalse();
    }
}
