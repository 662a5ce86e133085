package io.sigment.common.api.accounts;

import static org.assertj.core.api.Assertions.assertThat;

import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Test;

/** The money path's replies read back what they write, and accounts' wire JSON keeps its fields and nesting. */
class MoneyRepliesTest {

  @Test
  void an_agents_new_hold_reads_back_and_shows_todays_agent_spend() {
    var hold = new HoldAuthorization("hold_1", HoldStatus.OPEN, 25, 1000, 975, 500, false, 125L);
    assertThat(HoldAuthorization.fromJson(hold.toJson())).isEqualTo(hold);
    assertThat(hold.toJson().encode()).isEqualTo("{\"hold_id\":\"hold_1\",\"status\":\"open\",\"amount\":25,"
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
  }

  @Test
  void a_hold_status_is_its_lower_case_name_on_the_wire() {
    for (var status : HoldStatus.values()) assertThat(HoldStatus.parse(status.wire())).isEqualTo(status);
    assertThat(HoldStatus.RELEASED.wire()).isEqualTo("released");
    assertThat(HoldStatus.parse(null)).isNull();
  }
}
