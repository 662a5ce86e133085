package io.sigment.common.api.accounts;

import static org.assertj.core.api.Assertions.assertThat;

import io.vertx.core.json.JsonObject;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The money path's records whose JSON is derived ({@code WireCodec}) write exactly the bytes the hand-built JSON
 * wrote before (fixed samples, taken from the wire), and read them back.
 */
class MoneyPathCodecTest {

    @Test
    void a_cost_quote_writes_accounts_quote_cost_reply_byte_for_byte() {
        var sample = "{\"action\":\"analysis\",\"tool\":\"analyze_creators\",\"platform\":\"instagram\",\"credits\":15,"
                + "\"list_price\":15,\"discount_checked\":true,\"pricing_note\":\"4 of 4 creators were not analyzed in the last"
                + " 30 days: new-analysis price.\",\"workspace_id\":\"ws_t2a8f16fc_0\",\"plan\":\"pro\",\"plan_allows\":true,"
                + "\"balance\":100,\"available\":100,\"balance_covers\":true,\"agent_spend_today\":0,\"daily_cap\":200,"
                + "\"daily_cap_allows\":true,\"allowed\":true,\"advice\":\"Allowed now. Ask the user before spending 15 "
                + "credits, then call analyze_creators with max_credits set to what they allowed.\"}";
        var quote = CostQuote.fromJson(new JsonObject(sample));
        assertThat(quote.credits()).isEqualTo(15);
        assertThat(quote.action()).isEqualTo("analysis");
        assertThat(quote.agentSpendToday()).isZero();
        assertThat(quote.toJson().encode()).isEqualTo(sample);
    }

    @Test
    void a_quote_missing_fields_reads_them_as_absent_and_ignores_unknown_ones() {
        var quote = CostQuote.fromJson(new JsonObject().put("credits", 5).put("newer_field", "x"));
        assertThat(quote.credits()).isEqualTo(5);
        assertThat(quote.action()).isNull();
        assertThat(quote.allowed()).isFalse();
    }

    @Test
    void an_analysis_hold_request_writes_what_jobs_sent_before() {
        var request = HoldRequest.of("analysis", "instagram", null, 4, "an_1", "Analysis of 4 Instagram creators")
                .priced(15, 20, "job:snapshot:an_1/sn_1", "snapshot:an_1/sn_1");
        var sample = "{\"action\":\"analysis\",\"platform\":\"instagram\",\"handle_count\":4,\"analysis_id\":\"an_1\","
                + "\"description\":\"Analysis of 4 Instagram creators\",\"price\":15,\"max_credits\":20,"
                + "\"idempotency_key\":\"job:snapshot:an_1/sn_1\",\"job_id\":\"snapshot:an_1/sn_1\"}";
        assertThat(request.toJson().encode()).isEqualTo(sample);
        assertThat(HoldRequest.fromJson(new JsonObject(sample))).isEqualTo(request);
        assertThat(request.platformList()).containsExactly("instagram");
    }

    @Test
    void a_discovery_hold_request_names_its_platforms_and_no_analysis() {
        var request = HoldRequest.of(
                        "discovery",
                        null,
                        List.of("instagram", "youtube"),
                        0,
                        null,
                        "Discovery of \"yoga\" on instagram, youtube")
                .priced(20, 20, "job:discovery:dc_1", "discovery:dc_1");
        var sample = "{\"action\":\"discovery\",\"platforms\":[\"instagram\",\"youtube\"],\"handle_count\":0,"
                + "\"description\":\"Discovery of \\\"yoga\\\" on instagram, youtube\",\"price\":20,\"max_credits\":20,"
                + "\"idempotency_key\":\"job:discovery:dc_1\",\"job_id\":\"discovery:dc_1\"}";
        assertThat(request.toJson().encode()).isEqualTo(sample);
        assertThat(HoldRequest.fromJson(new JsonObject(sample))).isEqualTo(request);
        assertThat(request.platformList()).containsExactly("instagram", "youtube");
    }
}
