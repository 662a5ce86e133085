package io.sigment.common.api.accounts;

import static org.assertj.core.api.Assertions.assertThat;

import io.vertx.core.json.JsonObject;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The money path's replies read back what they write, and accounts' wire JSON keeps its fields and nesting. */
class MoneyRepliesTest {

    @Test
    void an_agents_new_hold_reads_back_and_shows_todays_agent_spend() {
        var hold = new HoldAuthorization("hold_1", HoldStatus.OPEN, 25, 1000, 975, 500, false, 125L);
        assertThat(HoldAuthorization.fromJson(hold.toJson())).isEqualTo(hold);
        assertThat(hold.toJson().encode())
                .isEqualTo(
                        "{\"hold_id\":\"hold_1\",\"status\":\"open\",\"amount\":25,"
                                + "\"balance\":1000,\"available\":975,\"daily_cap\":500,\"replayed\":false,\"agent_spend_today\":125}");
    }

    @Test
    void a_replayed_or_persons_hold_leaves_agent_spend_out_rather_than_null() {
        var sample = new JsonObject("{\"hold_id\":\"hold_2\",\"status\":\"captured\",\"amount\":7,\"balance\":93,"
                + "\"available\":93,\"daily_cap\":500,\"replayed\":true}");
        var hold = HoldAuthorization.fromJson(sample);
        assertThat(hold).isEqualTo(new HoldAuthorization("hold_2", HoldStatus.CAPTURED, 7, 93, 93, 500, true, null));
        assertThat(hold.toJson()).isEqualTo(sample);
        assertThat(hold.toJson().containsKey("agent_spend_today")).isFalse();
    }

    @Test
    void a_settled_hold_reads_back_with_its_credits_nested() {
        var settled = new HoldSettled("hold_3", HoldStatus.REFUNDED, 40, 0, 40, 1040, 1000);
        assertThat(HoldSettled.fromJson(settled.toJson())).isEqualTo(settled);
        var sample = new JsonObject("{\"hold_id\":\"hold_4\",\"status\":\"captured\",\"amount\":12,"
                + "\"credits\":{\"charged\":12,\"refunded\":0,\"balance\":88,\"available\":80}}");
        var decoded = HoldSettled.fromJson(sample);
        assertThat(decoded).isEqualTo(new HoldSettled("hold_4", HoldStatus.CAPTURED, 12, 12, 0, 88, 80));
        assertThat(decoded.toJson().encode()).isEqualTo(sample.encode());
        assertThat(HoldSettled.fromJson(new JsonObject().put("hold_id", "hold_5")))
                .isEqualTo(new HoldSettled("hold_5", null, 0, 0, 0, 0, 0));
    }

    @Test
    void a_hold_status_is_its_lower_case_name_on_the_wire() {
        for (var status : HoldStatus.values())
            assertThat(HoldStatus.parse(status.wire())).isEqualTo(status);
        assertThat(HoldStatus.RELEASED.wire()).isEqualTo("released");
        assertThat(HoldStatus.parse(null)).isNull();
    }

    @Test
    void a_sandbox_checkout_view_keeps_accounts_wire_json() {
        var sample = "{\"session_id\":\"sandbox_cs_1\",\"workspace_id\":\"ws_1\",\"package_id\":\"starter\","
                + "\"credits\":1000,\"price\":\"USD 10.00\",\"completed\":false}";
        var view = SandboxCheckoutView.fromJson(new JsonObject(sample));
        assertThat(view)
                .isEqualTo(new SandboxCheckoutView("sandbox_cs_1", "ws_1", "starter", 1000, "USD 10.00", false));
        assertThat(view.toJson().encode()).isEqualTo(sample);
    }

    @Test
    void a_completed_checkout_keeps_accounts_wire_json_and_a_repeat_credits_nothing() {
        var sample = "{\"credited\":true,\"credits_added\":1000,\"balance\":1500,\"available\":1400,\"held\":100,"
                + "\"session_id\":\"sandbox_cs_1\",\"workspace_id\":\"ws_1\"}";
        var completed = CheckoutCompleted.fromJson(new JsonObject(sample));
        assertThat(completed).isEqualTo(new CheckoutCompleted(true, 1000, 1500, 1400, 100, "sandbox_cs_1", "ws_1"));
        assertThat(completed.toJson().encode()).isEqualTo(sample);
        var repeat = new CheckoutCompleted(false, 0, 1500, 1400, 100, "sandbox_cs_1", "ws_1");
        assertThat(CheckoutCompleted.fromJson(repeat.toJson())).isEqualTo(repeat);
    }

    @Test
    void a_plan_change_keeps_each_of_accounts_reply_shapes() {
        var samples = java.util.List.of(
                "{\"workspace_id\":\"ws_1\",\"plan\":\"pro\"}",
                "{\"workspace_id\":\"ws_1\",\"plan\":\"free\",\"requested_plan\":\"pro\",\"pending\":true,"
                        + "\"checkout_url\":\"https://checkout.stripe.com/c/cs_1\"}",
                "{\"workspace_id\":\"ws_1\",\"plan\":\"free\",\"requested_plan\":\"free\",\"pending\":false}",
                "{\"workspace_id\":\"ws_1\",\"plan\":\"pro\",\"requested_plan\":\"free\",\"pending\":true,"
                        + "\"message\":\"The subscription is cancelled\"}");
        for (var sample : samples)
            assertThat(PlanChange.fromJson(new JsonObject(sample)).toJson().encode())
                    .isEqualTo(sample);
        assertThat(PlanChange.fromJson(new JsonObject(samples.get(1))))
                .isEqualTo(new PlanChange("ws_1", "free", "pro", true, "https://checkout.stripe.com/c/cs_1", null));
        assertThat(PlanChange.done("ws_1", "pro").toJson().encode()).isEqualTo(samples.get(0));
    }

    @Test
    void a_plan_list_keeps_accounts_wire_json_and_without_billing_falls_back_to_the_sandbox_flag() {
        var sample = "{\"plans\":[{\"plan_id\":\"free\",\"name\":\"Free\",\"platforms\":[\"instagram\"],"
                + "\"max_creators_per_analysis\":10,\"optimize_selection\":false,\"max_members\":1,\"monthly_usd\":0},"
                + "{\"plan_id\":\"pro\",\"name\":\"Pro\",\"platforms\":[\"instagram\",\"tiktok\"],"
                + "\"max_creators_per_analysis\":200,\"optimize_selection\":true,\"max_members\":5,\"monthly_usd\":49}],"
                + "\"sandbox\":true,\"billing\":\"sandbox\"}";
        var plans = PlanList.fromJson(new JsonObject(sample));
        assertThat(plans.plans())
                .containsExactly(
                        new PlanOffer("free", "Free", List.of("instagram"), 10, false, 1, 0),
                        new PlanOffer("pro", "Pro", List.of("instagram", "tiktok"), 200, true, 5, 49));
        assertThat(plans.plans().get(0).free()).isTrue();
        assertThat(plans.plans().get(1).free()).isFalse();
        assertThat(plans.changeable()).isTrue();
        assertThat(plans.toJson().encode()).isEqualTo(sample);
        assertThat(PlanList.fromJson(new JsonObject("{\"plans\":[],\"sandbox\":false}"))
                        .billing())
                .isEqualTo("none");
        assertThat(PlanList.fromJson(new JsonObject("{\"plans\":[],\"sandbox\":true}"))
                        .billing())
                .isEqualTo("sandbox");
        assertThat(new PlanList(List.of(), false, "none", List.of("refused"))
                        .toJson()
                        .encode())
                .isEqualTo("{\"plans\":[],\"sandbox\":false,\"billing\":\"none\",\"notices\":[\"refused\"]}");
        assertThat(PlanList.fromJson(new JsonObject("{\"plans\":[],\"sandbox\":false,\"billing\":\"stripe\"}"))
                        .changeable())
                .isTrue();
        assertThat(PlanList.fromJson(new JsonObject("{\"plans\":[],\"sandbox\":false}"))
                        .changeable())
                .isFalse();
    }
}
