package io.sigment.common.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.sigment.common.api.accounts.ClientRegistration;
import io.sigment.common.api.accounts.CodeRequest;
import io.sigment.common.api.accounts.ExternalIdentity;
import io.sigment.common.api.accounts.TokenCheck;
import io.sigment.common.api.accounts.TokenGrant;
import io.sigment.common.api.analytics.AnalysisId;
import io.sigment.common.api.analytics.PricingFacts;
import io.sigment.common.api.analytics.SelectionFacts;
import io.sigment.common.api.lists.ShareLinkView;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The contracts' records read back what they write, leave null fields out, and read missing ones as documented. */
class ContractRecordsTest {

    @Test
    void a_refresh_grant_travels_without_the_code_fields_and_reads_back_the_same() {
        var grant = TokenGrant.refresh("mcp_1", null, "ort_x");
        var json = grant.toJson();
        assertThat(json.fieldNames()).containsExactlyInAnyOrder("grant_type", "client_id", "refresh_token");
        assertThat(TokenGrant.fromJson(json))
                .isEqualTo(new TokenGrant("refresh_token", "mcp_1", null, "", null, null, "ort_x"));
        var code = TokenGrant.authorizationCode("mcp_1", "https://x/mcp", "oac_1", "http://localhost/cb", "v");
        assertThat(TokenGrant.fromJson(code.toJson()))
                .isEqualTo(new TokenGrant(
                        "authorization_code", "mcp_1", "https://x/mcp", "oac_1", "http://localhost/cb", "v", ""));
    }

    @Test
    void a_present_null_reads_as_the_default_like_an_absent_field() {
        var sent =
                new JsonObject().put("client_id", null).put("scope", null).put("redirect_uri", "http://localhost/cb");
        var request = CodeRequest.fromJson(sent);
        assertThat(request.clientId()).isEmpty();
        assertThat(request.scope()).isEqualTo("mcp");
        assertThat(request.resource()).isNull();
        assertThat(TokenCheck.fromJson(new JsonObject().put("token_sha256", "ab"))
                        .introspection())
                .isFalse();
    }

    @Test
    void external_identity_leaves_out_a_missing_email() {
        var identity = new ExternalIdentity("https://idp", "sub", "app", null, false);
        assertThat(identity.toJson().containsKey("email")).isFalse();
        assertThat(ExternalIdentity.fromJson(identity.toJson())).isEqualTo(identity);
    }

    @Test
    void client_metadata_is_read_from_the_document_the_client_sent() {
        var metadata = new JsonObject()
                .put("redirect_uris", new JsonArray().add("http://localhost:3000/cb"))
                .put("client_name", "Claude")
                .put("logo_uri", "https://x/logo.png");
        assertThat(ClientRegistration.fromJson(metadata))
                .isEqualTo(new ClientRegistration(List.of("http://localhost:3000/cb"), "Claude", null));
        assertThat(ClientRegistration.fromJson(new JsonObject().put("redirect_uris", "not a list"))
                        .redirectUris())
                .isEmpty();
    }

    @Test
    void a_completion_query_names_its_field_in_lower_case_and_says_workspace_named_only_when_true() {
        var query = new CompletionQuery(CompletionQuery.Field.SNAPSHOT_IDS, "sn", false, null, "an_1");
        assertThat(query.toJson().encode())
                .isEqualTo("{\"field\":\"snapshot_ids\",\"prefix\":\"sn\",\"analysis_id\":\"an_1\"}");
        assertThat(CompletionQuery.fromJson(query.toJson())).isEqualTo(query);
        var named = new CompletionQuery(CompletionQuery.Field.DISCOVERY_TOPICS, "", true, "instagram", null);
        assertThat(named.toJson().getBoolean("workspace_named")).isTrue();
        assertThat(CompletionQuery.fromJson(named.toJson())).isEqualTo(named);
        assertThatThrownBy(() -> CompletionQuery.fromJson(new JsonObject().put("field", "names")))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void share_link_view_reads_a_missing_or_low_page_as_the_first() {
        assertThat(ShareLinkView.fromJson(new JsonObject().put("token", "t").put("page", 0))
                        .page())
                .isEqualTo(1);
        assertThat(ShareLinkView.fromJson(new JsonObject().put("token", 7)).token())
                .isEmpty();
        assertThat(ShareLinkView.fromJson(new ShareLinkView("t", 3).toJson())).isEqualTo(new ShareLinkView("t", 3));
    }

    @Test
    void facts_read_as_analytics_writes_them_and_only_when_handed_in() {
        var facts = new JsonObject().put("recently_analyzed_handles", new JsonArray().add("Nat.Geo"));
        assertThat(PricingFacts.handedIn(new JsonObject().put(PricingFacts.FIELD, facts)))
                .hasValueSatisfying(read -> {
                    assertThat(read.recentlyAnalyzedHandles()).containsExactly("Nat.Geo");
                    assertThat(read.sameTopicWithin24h()).isFalse();
                });
        assertThat(PricingFacts.handedIn(new JsonObject())).isEmpty();
        var selection = new SelectionFacts(new AnalysisId("an_1"), "ws_1", "instagram", 12, "snap_1");
        assertThat(SelectionFacts.fromJson(selection.toJson())).isEqualTo(selection);
    }
}
