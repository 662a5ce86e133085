package io.sigment.system.jobs;

import static io.sigment.system.testing.AnalysisAgent.analyze;
import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.Caller;
import io.sigment.common.api.accounts.AccountsAction;
import io.sigment.common.bus.ServiceClient;
import io.sigment.common.testing.Eventually;
import io.sigment.local.LocalStack;
import io.sigment.system.testing.AnalysisAgent;
import io.sigment.system.testing.TestCredits;
import io.vertx.core.json.JsonObject;
import java.time.Duration;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Starting paid analyses through {@code POST /mcp}: the reply, and each refusal in the spec's order with its exact
 * prefix and nothing held after it. The stack has no scrape slot, so every started job stays queued (active); it is
 * {@link NoScrapeSlotStack}, shared with {@link DiscoveryJobStartChecksTest}.
 */
@Tag("stack")
class JobStartChecksTest {
    private static LocalStack stack;

    @BeforeAll
    static void start() {
        stack = NoScrapeSlotStack.shared();
    }

    private static List<String> creators(String... names) {
        var tag = UUID.randomUUID().toString().substring(0, 6);
        return java.util.Arrays.stream(names).map(name -> name + "_" + tag).toList();
    }

    @Test
    void a_start_answers_at_once_with_the_job_its_ids_and_the_credits_held() {
        var agent = AnalysisAgent.withCredits(stack, 100);
        var started = agent.ok("analyze_creators", analyze("instagram", creators("ana", "ben", "cy"), 15));

        assertThat(started.getString("job_id"))
                .isEqualTo("snapshot:" + started.getString("analysis_id") + "/" + started.getString("snapshot_id"));
        assertThat(started.getString("status")).isEqualTo("running");
        assertThat(started.getString("stage")).isEqualTo("queued");
        assertThat(started.getInteger("poll_after_seconds")).isPositive();
        assertThat(started.getJsonObject("credits").getInteger("held")).isEqualTo(15);
        assertThat(agent.credits().getInteger("held")).isEqualTo(15);

        var job = agent.job(started.getString("job_id"));
        assertThat(job.getString("status")).isEqualTo("running");
        assertThat(job.getString("stage")).isEqualTo("queued");
        assertThat(job.getString("analysis_id")).isEqualTo(started.getString("analysis_id"));
        assertThat(job.getJsonObject("credits").getInteger("held")).isEqualTo(15);
    }

    @Test
    void a_price_above_max_credits_starts_nothing_and_holds_nothing() {
        var agent = AnalysisAgent.withCredits(stack, 100);
        var refusal = agent.error("analyze_creators", analyze("instagram", creators("a", "b"), 14));

        assertThat(refusal).startsWith("Not started: this costs 15 credits, above max_credits=14");
        assertThat(agent.credits().getInteger("held")).isZero();
        assertThat(agent.credits().getInteger("balance")).isEqualTo(100);
    }

    @Test
    void the_same_creators_again_are_already_in_progress_naming_the_job_to_poll() {
        var agent = AnalysisAgent.withCredits(stack, 100);
        var handles = creators("dee", "eve", "fay");
        var first =
                agent.ok("analyze_creators", analyze("instagram", handles, 15)).getString("job_id");

        var again = List.of("@" + handles.get(2).toUpperCase(), handles.get(0), handles.get(1));
        var refusal = agent.error("analyze_creators", analyze("instagram", again, 15));

        assertThat(refusal).startsWith("Already in progress").contains(first);
        assertThat(agent.credits().getInteger("held")).isEqualTo(15);
    }

    @Test
    void a_sixth_active_analysis_is_too_many_and_holds_nothing_more() {
        var agent = AnalysisAgent.withCredits(stack, 200);
        for (int i = 0; i < 5; i++) agent.ok("analyze_creators", analyze("instagram", creators("g" + i, "h" + i), 15));

        var refusal = agent.error("analyze_creators", analyze("instagram", creators("six", "seven"), 15));

        assertThat(refusal).startsWith("Too many active jobs");
        assertThat(agent.credits().getInteger("held")).isEqualTo(75);
    }

    @Test
    void accounts_refusals_plan_balance_and_daily_cap_pass_through_and_hold_nothing() {
        var free = AnalysisAgent.withCredits(stack, 100);
        TestCredits.setPlan(stack, free.workspace(), "free");
        assertThat(free.error("analyze_creators", analyze("tiktok", creators("t1", "t2"), 15)))
                .startsWith("Plan limit");
        assertThat(free.credits().getInteger("held")).isZero();

        var poor = AnalysisAgent.withCredits(stack, 10);
        assertThat(poor.error("analyze_creators", analyze("instagram", creators("p1", "p2"), 15)))
                .startsWith("Insufficient credits");
        assertThat(poor.credits().getInteger("held")).isZero();

        var spender = AnalysisAgent.withCredits(stack, 500);
        TestCredits.chargeAsAgent(stack, spender.user, spender.workspace(), 190, "earlier-" + UUID.randomUUID());
        assertThat(spender.error("analyze_creators", analyze("instagram", creators("c1", "c2"), 15)))
                .startsWith("Daily agent spend cap reached");
        assertThat(spender.credits().getInteger("held")).isZero();
    }

    @Test
    void another_accounts_job_is_not_found() {
        var owner = AnalysisAgent.withCredits(stack, 100);
        var jobId = owner.ok("analyze_creators", analyze("instagram", creators("i", "j"), 15))
                .getString("job_id");
        var stranger = AnalysisAgent.withCredits(stack, 0);

        assertThat(stranger.error("get_job", new JsonObject().put("job_id", jobId)))
                .startsWith("Not found, or this account has no access to it");
        assertThat(stranger.error(
                        "wait_for_job", new JsonObject().put("job_id", jobId).put("timeout_seconds", 1)))
                .startsWith("Not found, or this account has no access to it");
    }

    @Test
    void a_hold_whose_job_does_not_exist_is_released_by_the_sweeper() throws InterruptedException {
        var agent = AnalysisAgent.withCredits(stack, 100);
        var asAgent = new Caller(
                "t",
                agent.user.userId(),
                agent.workspace(),
                "api_key",
                agent.user.keyId(),
                "test",
                List.of(agent.workspace()));
        var lostJob = "snapshot:lost/" + UUID.randomUUID();
        var hold = new ServiceClient(stack.vertx(), Duration.ofSeconds(10))
                .request(
                        AccountsAction.AUTHORIZE,
                        asAgent,
                        new JsonObject()
                                .put("job_id", lostJob)
                                .put("action", "analysis")
                                .put("platform", "instagram")
                                .put("handle_count", 2)
                                .put("price", 15)
                                .put("max_credits", 15)
                                .put("idempotency_key", "job:" + lostJob))
                .await();
        // The hold was opened (read from the reply: with a 1 s stale age the sweeper may release it before a read).
        assertThat(hold.getString("status")).isEqualTo("open");
        assertThat(hold.getLong("amount")).isEqualTo(15);
        assertThat(hold.getLong("balance") - hold.getLong("available")).isEqualTo(15);

        Eventually.poll(
                Duration.ofSeconds(20),
                Duration.ofMillis(250),
                () -> agent.credits().getInteger("held"),
                held -> held == 0);

        assertThat(agent.credits().getInteger("held")).isZero();
        assertThat(agent.credits().getInteger("balance")).isEqualTo(100);
    }
}
