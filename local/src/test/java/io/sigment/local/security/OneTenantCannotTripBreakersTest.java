package io.sigment.local.security;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.ToolError;
import io.sigment.local.testing.McpHttp;
import io.sigment.local.testing.TestAccounts;
import io.sigment.local.testing.TestStack;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Test;

/**
 * Issue 18's reproduction: one key calling a jobs-service action over and over, whatever jobs-service answers it
 * with (today "not served yet", later a refusal), used to open the gateway's breaker for jobs-service and make
 * every workspace's {@code get_job} answer "did not answer in time". It must not change another workspace's
 * answers.
 */
class OneTenantCannotTripBreakersTest {

  @Test
  void one_key_hammering_a_refused_jobs_action_leaves_every_other_workspace_s_answers_as_they_were() {
    var stack = TestStack.shared();
    var url = stack.gatewayUrl() + "/mcp";
    var noisy = new McpHttp(url, TestAccounts.newUser(stack).apiKey());
    var other = new McpHttp(url, TestAccounts.newUser(stack).apiKey());
    var getJob = new JsonObject().put("job_id", "job_doesnotexist");
    var before = McpHttp.text(other.callTool("get_job", getJob));
    assertThat(before).startsWith("Not found, or this account has no access to it.");

    var analyze = new JsonObject().put("platform", "instagram").put("handles", new JsonArray().add("nobody_here"))
        .put("max_credits", 0);
    var first = McpHttp.text(noisy.callTool("analyze_creators", analyze));
    for (int i = 0; i < 15; i++) {
      assertThat(McpHttp.text(noisy.callTool("analyze_creators", analyze))).as("call %d keeps the service's answer", i)
          .isEqualTo(first);
    }
    assertThat(first).isNotEqualTo(ToolError.unavailable().getMessage());
    assertThat(McpHttp.text(other.callTool("get_job", getJob))).isEqualTo(before);
    assertThat(McpHttp.text(other.callTool("wait_for_job", getJob.copy().put("timeout_seconds", 1))))
        .startsWith("Not found, or this account has no access to it.");
  }
}
