package io.sigment.system.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.Setting;
import io.sigment.local.LocalStack;
import io.sigment.system.testing.McpHttp;
import io.sigment.system.testing.TestAccounts;
import io.sigment.system.testing.TestStack;
import io.vertx.core.json.JsonObject;
import java.net.URI;
import java.net.http.HttpRequest;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The gateway's own series on /metrics: tool calls by tool and outcome, latency per tool and the part of it spent in
 * the limits, 401s, and every MCP request by the OpenTelemetry MCP semantic conventions.
 */
@Tag("stack")
class GatewayMetricsTest {

    @Test
    void tool_calls_latency_and_refusals_are_counted() {
        LocalStack stack = TestStack.shared();
        var before = scrape(stack);
        var mcp = new McpHttp(
                stack.gatewayUrl() + "/mcp", TestAccounts.newUser(stack).apiKey());
        mcp.callTool("get_job", new JsonObject().put("job_id", "missing"));
        mcp.callTool("get_job", new JsonObject());
        new McpHttp(stack.gatewayUrl() + "/mcp", null).post("{}", Map.of());

        var after = scrape(stack);
        assertThat(value(after, "sigment_tool_calls_total{outcome=\"not_found\",tool=\"get_job\"}"))
                .isEqualTo(value(before, "sigment_tool_calls_total{outcome=\"not_found\",tool=\"get_job\"}") + 1);
        assertThat(value(after, "sigment_tool_calls_total{outcome=\"invalid_arguments\",tool=\"get_job\"}"))
                .isEqualTo(
                        value(before, "sigment_tool_calls_total{outcome=\"invalid_arguments\",tool=\"get_job\"}") + 1);
        assertThat(value(after, "sigment_http_unauthorized_total"))
                .isEqualTo(value(before, "sigment_http_unauthorized_total") + 1);
        assertThat(after).contains("sigment_tool_call_duration_seconds_bucket{tool=\"get_job\",le=");
        assertThat(after).contains("sigment_http_throttled_total");
    }

    @Test
    void every_tool_call_times_its_limits_once_whether_they_admit_or_refuse_it() {
        LocalStack stack = TestStack.shared();
        var before = scrape(stack);
        var mcp = new McpHttp(
                stack.gatewayUrl() + "/mcp", TestAccounts.newUser(stack).apiKey());
        var perMinute = stack.config().integer(Setting.CALLS_PER_MINUTE);
        for (int call = 0; call < perMinute; call++) {
            mcp.callTool("get_job", new JsonObject().put("job_id", "j" + call));
        }
        assertThat(McpHttp.text(mcp.callTool("get_job", new JsonObject().put("job_id", "one too many"))))
                .startsWith("Rate limit reached");

        var after = scrape(stack);
        var admitted = "sigment_tool_call_limits_seconds_count{outcome=\"admitted\",tool=\"get_job\"}";
        var refused = "sigment_tool_call_limits_seconds_count{outcome=\"refused\",tool=\"get_job\"}";
        assertThat(value(after, admitted)).isEqualTo(value(before, admitted) + perMinute);
        assertThat(value(after, refused)).isEqualTo(value(before, refused) + 1);
        var calls = "sigment_tool_call_duration_seconds_count{tool=\"get_job\"}";
        assertThat(value(after, calls)).isEqualTo(value(before, calls) + perMinute + 1);
        assertThat(after)
                .contains("# HELP sigment_tool_call_limits_seconds Time a tool call spent in the cluster-wide limits")
                .contains("sigment_tool_call_limits_seconds_bucket{outcome=\"refused\",tool=\"get_job\",le=");
    }

    @Test
    void the_app_views_reads_time_their_limits_too() {
        LocalStack stack = TestStack.shared();
        var before = scrape(stack);
        var mcp = new McpHttp(
                stack.gatewayUrl() + "/mcp", TestAccounts.newUser(stack).apiKey());
        var read = mcp.reply(
                "resources/read", new JsonObject().put("uri", "sigment://analysis-pictures/instagram/an_missing"));
        assertThat(read.containsKey("error")).as(read.encode()).isTrue();

        var admitted = "sigment_tool_call_limits_seconds_count{outcome=\"admitted\",tool=\"get_analysis_result\"}";
        assertThat(value(scrape(stack), admitted)).isEqualTo(value(before, admitted) + 1);
    }

    @Test
    void made_up_tool_names_never_become_series_of_their_own() {
        LocalStack stack = TestStack.shared();
        var before = scrape(stack);
        var mcp = new McpHttp(
                stack.gatewayUrl() + "/mcp", TestAccounts.newUser(stack).apiKey());
        for (int i = 0; i < 50; i++) {
            var reply = mcp.post(
                    new JsonObject()
                            .put("jsonrpc", "2.0")
                            .put("id", i)
                            .put("method", "tools/call")
                            .put("params", new JsonObject().put("name", "made_up_tool_" + i)),
                    Map.of());
            assertThat(reply.json().getJsonObject("error").getInteger("code")).isEqualTo(-32602);
        }
        var after = scrape(stack);
        assertThat(after).doesNotContain("made_up_tool_");
        assertThat(value(after, "sigment_tool_calls_total{outcome=\"unknown_tool\",tool=\"unknown\"}"))
                .isEqualTo(value(before, "sigment_tool_calls_total{outcome=\"unknown_tool\",tool=\"unknown\"}") + 50);
        assertThat(after).doesNotContain("sigment_tool_call_duration_seconds_bucket{tool=\"unknown\"");
    }

    @Test
    void every_mcp_request_is_timed_by_the_opentelemetry_mcp_names_with_bounded_labels() {
        LocalStack stack = TestStack.shared();
        var before = scrape(stack);
        var mcp = new McpHttp(
                stack.gatewayUrl() + "/mcp", TestAccounts.newUser(stack).apiKey());
        mcp.callTool("get_job", new JsonObject().put("job_id", "missing"));
        mcp.modern("tools/list", new JsonObject());
        mcp.reply("tools/call", new JsonObject().put("name", "made_up_for_metrics"));
        mcp.reply("made/up", new JsonObject());
        var after = scrape(stack);

        var toolError = operation("tools/call", "get_job", "tool_error", "2025-03-26");
        assertThat(value(after, toolError)).isEqualTo(value(before, toolError) + 1);
        var modernList = operation("tools/list", "", "", "2026-07-28");
        assertThat(value(after, modernList)).isEqualTo(value(before, modernList) + 1);
        var unknownTool = operation("tools/call", "_OTHER", "-32602", "2025-03-26");
        assertThat(value(after, unknownTool)).isEqualTo(value(before, unknownTool) + 1);
        var unknownMethod = operation("_OTHER", "", "-32601", "2025-03-26");
        assertThat(value(after, unknownMethod)).isEqualTo(value(before, unknownMethod) + 1);
        assertThat(after)
                .doesNotContain("made_up_for_metrics", "made/up")
                .contains(
                        "mcp_server_operation_duration_seconds_bucket{error_type=\"tool_error\",gen_ai_tool_name=\"get_job\"");
    }

    /** The count series of one label set of {@code mcp_server_operation_duration_seconds}. */
    private static String operation(String method, String tool, String errorType, String version) {
        return "mcp_server_operation_duration_seconds_count{error_type=\"" + errorType + "\",gen_ai_tool_name=\"" + tool
                + "\",mcp_method_name=\"" + method + "\",mcp_protocol_version=\"" + version
                + "\",network_transport=\"tcp\"}";
    }

    private static String scrape(LocalStack stack) {
        return McpHttp.send(
                        HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + stack.managementPort() + "/metrics"))
                                .GET()
                                .build())
                .body();
    }

    private static double value(String metrics, String series) {
        var line = Pattern.compile("(?m)^" + Pattern.quote(series) + " ([0-9.eE+-]+)$")
                .matcher(metrics);
        return line.find() ? Double.parseDouble(line.group(1)) : 0;
    }
}
