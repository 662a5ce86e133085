package io.sigment.accounts.ledger;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.accounts.testing.AccountsTestService;
import io.sigment.accounts.testing.TestWorkspace;
import io.sigment.common.ToolError;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;
import io.vertx.sqlclient.Tuple;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Many authorizations at once, over the clustered event bus to two service instances: no overspend, ever. */
class ConcurrentAuthorizationTest {
    private static AccountsTestService accounts;

    @BeforeAll
    static void start() {
        accounts = AccountsTestService.shared();
    }

    @AfterEach
    void unpinClock() {
        accounts.clock.reset();
    }

    /** Sends {@code count} authorize requests at once; returns outcome ("open" or the refusal kind) -> count. */
    private Map<String, Long> authorizeAtOnce(TestWorkspace workspace, int count, long price) {
        var requests = new ArrayList<Future<String>>();
        for (int i = 0; i < count; i++) {
            requests.add(accounts.request("authorize", workspace.agent(), SpendAuthorizationTest.analysis(price, price))
                    .map(reply -> reply.getLong("available") < 0 ? "NEGATIVE_AVAILABLE" : reply.getString("status"))
                    .recover(cause -> Future.succeededFuture(
                            cause instanceof ToolError error ? error.kind().name() : cause.toString())));
        }
        return Future.all(requests).await().<String>list().stream()
                .collect(Collectors.groupingBy(Function.identity(), Collectors.counting()));
    }

    private JsonObject credits(TestWorkspace workspace) {
        return accounts.request("get_account", workspace.agent(), new JsonObject())
                .await()
                .getJsonObject("credits");
    }

    /** No ledger entry of the workspace ever recorded a negative balance or available amount. */
    private void assertNeverNegative(TestWorkspace workspace) {
        var lowest = accounts.pool
                .preparedQuery("SELECT min(balance_after) AS b, min(available_after) AS a "
                        + "FROM accounts.ledger WHERE workspace_id = $1")
                .execute(Tuple.of(workspace.workspaceId()))
                .await()
                .iterator()
                .next();
        assertThat(lowest.getLong("b")).isNotNegative();
        assertThat(lowest.getLong("a")).isNotNegative();
    }

    @Test
    void two_hundred_parallel_authorizations_of_15_against_a_balance_of_100_open_exactly_6_holds() {
        var workspace = accounts.newWorkspace("pro");
        accounts.topUp(workspace, 100);
        var outcomes = authorizeAtOnce(workspace, 200, 15);
        assertThat(outcomes).containsOnly(Map.entry("open", 6L), Map.entry("INSUFFICIENT_CREDITS", 194L));
        assertThat(accounts.ledgerKinds(workspace).stream().filter("hold"::equals))
                .hasSize(6);
        var credits = credits(workspace);
        assertThat(credits.getLong("balance")).isEqualTo(100);
        assertThat(credits.getLong("available")).isEqualTo(10);
        assertNeverNegative(workspace);
    }

    @Test
    void two_hundred_parallel_agent_authorizations_stop_at_the_200_credit_daily_cap() {
        var workspace = accounts.newWorkspace("pro");
        accounts.topUp(workspace, 10_000);
        var outcomes = authorizeAtOnce(workspace, 200, 15);
        assertThat(outcomes).containsOnly(Map.entry("open", 13L), Map.entry("DAILY_CAP", 187L));
        assertThat(credits(workspace).getLong("available")).isEqualTo(10_000 - 13 * 15);
        assertNeverNegative(workspace);
    }

    @Test
    void the_daily_cap_belongs_to_the_utc_day_and_a_new_day_starts_at_midnight_utc() {
        var workspace = accounts.newWorkspace("pro");
        accounts.topUp(workspace, 1_000);
        accounts.clock.set(Instant.parse("2031-03-09T23:59:58Z"));
        var yesterday = authorizeAtOnce(workspace, 40, 15);
        assertThat(yesterday).containsOnly(Map.entry("open", 13L), Map.entry("DAILY_CAP", 27L));

        accounts.clock.set(Instant.parse("2031-03-09T23:59:59.999Z"));
        assertThat(authorizeAtOnce(workspace, 1, 15)).containsOnly(Map.entry("DAILY_CAP", 1L));

        accounts.clock.set(Instant.parse("2031-03-10T00:00:00Z"));
        var account = accounts.request("get_account", workspace.agent(), new JsonObject())
                .await();
        assertThat(account.getJsonObject("agent_spend_today").getLong("spent")).isZero();
        assertThat(account.getJsonObject("agent_spend_today").getString("day")).isEqualTo("2031-03-10");
        assertThat(account.getJsonObject("agent_spend_today").getString("resets_at"))
                .isEqualTo("2031-03-11T00:00:00Z");
        var today = authorizeAtOnce(workspace, 40, 15);
        assertThat(today).containsOnly(Map.entry("open", 13L), Map.entry("DAILY_CAP", 27L));
        assertThat(credits(workspace).getLong("available")).isEqualTo(1_000 - 26 * 15);
        assertNeverNegative(workspace);
    }
}
