package io.sigment.system.security;

import io.sigment.system.testing.McpHttp;
import io.sigment.system.testing.TestAccounts;
import io.sigment.system.testing.TestStack;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Issue 18's reproduction: one key calling a jobs-service action over and over, whatever jobs-service answers it
 * with (today "not served yet", later a refusal), used to open the gateway's breaker for jobs-service and make
 * every workspace's {@code get_job} answer "did not answer in time". It must not change another workspace's
 * answers.
 */
@Tag("stack")
class OneTenantCannotTripBreakersTest {

    @Test
    void one_key_hammering_a_refused_jobs_action_leaves_every_other_workspace_s_answers_as_they_were() {
        var stack = TestStack.shared();
        var url = stack.gatewayUrl() + "/mcp";
        var noisy = new McpHttp(url, TestAccounts.newUser(stack).apiKey());
        var other = new McpHttp(url, TestAccounts.newUser(stack).apiKey());
        IssueReproductions.oneKeyCannotTripBreakersForOthers(noisy, other);
    }
}
