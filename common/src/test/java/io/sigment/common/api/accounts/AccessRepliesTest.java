package io.sigment.common.api.accounts;

import static org.assertj.core.api.Assertions.assertThat;

import io.vertx.core.json.JsonObject;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The access replies the gateway reads read back what accounts writes, and keep accounts' wire JSON. */
class AccessRepliesTest {

    @Test
    void a_described_client_reads_back_and_an_unknown_one_is_only_its_status() {
        var client = new ClientDescription("c_1", "Claude", List.of("https://claude.ai/cb"), "registered", 2);
        assertThat(ClientDescription.fromJson(client.toJson())).isEqualTo(client);
        var sample = new JsonObject("{\"client_id\":\"c_2\",\"client_name\":\"Tool\",\"redirect_uris\":"
                + "[\"http://127.0.0.1/cb\"],\"kind\":\"metadata_document\",\"same_name_clients\":0}");
        assertThat(ClientDescription.fromJson(sample).toJson().encode()).isEqualTo(sample.encode());
        var unknown = ClientDescription.fromJson(new JsonObject().put("status", "unknown"));
        assertThat(unknown.known()).isFalse();
        assertThat(unknown.toJson()).isEqualTo(new JsonObject().put("status", "unknown"));
    }

    @Test
    void an_issued_code_or_its_oauth_error_reads_back_with_only_its_own_fields() {
        assertThat(IssuedCode.fromJson(IssuedCode.of("oac_1").toJson())).isEqualTo(IssuedCode.of("oac_1"));
        assertThat(IssuedCode.of("oac_1").toJson().encode()).isEqualTo("{\"code\":\"oac_1\"}");
        var sample = new JsonObject("{\"error\":\"invalid_client\",\"error_description\":\"Unknown client_id\"}");
        var refused = IssuedCode.fromJson(sample);
        assertThat(refused.isRefused()).isTrue();
        assertThat(refused.toJson().encode()).isEqualTo(sample.encode());
    }

    @Test
    void a_revocation_names_its_grant_or_is_empty_for_an_unknown_token() {
        assertThat(new RevokedGrant("grant_1").toJson().encode()).isEqualTo("{\"credential_id\":\"grant_1\"}");
        assertThat(RevokedGrant.fromJson(new RevokedGrant("grant_1").toJson())).isEqualTo(new RevokedGrant("grant_1"));
        assertThat(new RevokedGrant(null).toJson()).isEmpty();
        assertThat(RevokedGrant.fromJson(new JsonObject()).credentialId()).isNull();
    }

    @Test
    void a_sign_in_form_is_sent_as_typed_and_read_without_the_email_s_surrounding_spaces() {
        var form = new SignInRequest(" a@b.c ", "pw", "10.0.0.0/64", "");
        assertThat(form.toJson().encode())
                .isEqualTo(
                        "{\"email\":\" a@b.c \",\"password\":\"pw\",\"client\":\"10.0.0.0/64\",\"device_sha256\":\"\"}");
        assertThat(SignInRequest.fromJson(form.toJson()))
                .isEqualTo(new SignInRequest("a@b.c", "pw", "10.0.0.0/64", ""));
        assertThat(SignInRequest.fromJson(new JsonObject().put("email", null).put("client", null)))
                .isEqualTo(new SignInRequest("", "", "", ""));
    }

    @Test
    void a_sign_in_writes_only_what_applies_to_its_outcome() {
        var in = SignInOutcome.signedIn("ses_x", "u_1", 1209600, null);
        assertThat(SignInOutcome.fromJson(in.toJson())).isEqualTo(in);
        assertThat(in.toJson().encode())
                .isEqualTo("{\"signed_in\":true,\"session_token\":\"ses_x\",\"user_id\":\"u_1\",\"max_age\":1209600}");
        var newDevice = SignInOutcome.signedIn("ses_x", "u_1", 1209600, "dev_y");
        assertThat(SignInOutcome.fromJson(newDevice.toJson())).isEqualTo(newDevice);
        assertThat(newDevice.toJson().getString("device_token")).isEqualTo("dev_y");
        assertThat(SignInOutcome.locked(30).toJson().encode()).isEqualTo("{\"signed_in\":false,\"locked_seconds\":30}");
        assertThat(SignInOutcome.refused().toJson().encode()).isEqualTo("{\"signed_in\":false}");
        assertThat(SignInOutcome.fromJson(new JsonObject("{\"signed_in\":false}")))
                .isEqualTo(SignInOutcome.refused());
    }

    @Test
    void an_active_session_reads_back_with_its_workspaces_and_keeps_a_null_name_as_a_field() {
        var sample = new JsonObject(
                "{\"user_id\":\"u_1\",\"email\":\"a@b.c\",\"email_verified\":true,\"name\":null,"
                        + "\"active\":true,"
                        + "\"workspaces\":[{\"workspace_id\":\"ws_1\",\"name\":\"Home\",\"role\":\"owner\",\"plan\":\"free\"}]}");
        var session = SessionView.fromJson(sample);
        assertThat(session)
                .isEqualTo(SessionView.active(
                        "u_1", "a@b.c", true, null, List.of(new MemberWorkspace("ws_1", "Home", "owner", "free"))));
        assertThat(session.toJson().encode()).isEqualTo(sample.encode());
        assertThat(SessionView.fromJson(new JsonObject().put("active", false))).isEqualTo(SessionView.INACTIVE);
        assertThat(SessionView.INACTIVE.toJson().encode()).isEqualTo("{\"active\":false}");
    }

    @Test
    void a_key_verification_writes_workspaces_only_for_an_active_key_and_unknown_alone() {
        var sample = new JsonObject("{\"key_id\":\"key_1\",\"user_id\":\"u_1\",\"name\":\"ci\",\"status\":\"active\","
                + "\"workspaces\":[{\"workspace_id\":\"ws_1\",\"name\":\"Home\",\"role\":\"member\",\"plan\":\"pro\"}],"
                + "\"removed_from\":[{\"workspace_id\":\"ws_2\",\"name\":\"Old\",\"reason\":\"left\"}],"
                + "\"outside\":[{\"workspace_id\":\"ws_3\",\"name\":\"Team\"}]}");
        var active = ApiKeyVerification.fromJson(sample);
        assertThat(active)
                .isEqualTo(ApiKeyVerification.active(
                        "key_1",
                        "u_1",
                        "ci",
                        List.of(new MemberWorkspace("ws_1", "Home", "member", "pro")),
                        List.of(new Departure("ws_2", "Old", "left")),
                        List.of(new KeyWorkspace("ws_3", "Team"))));
        assertThat(active.removedFrom().get(0).left()).isTrue();
        assertThat(active.toJson().encode()).isEqualTo(sample.encode());
        var revoked = ApiKeyVerification.revoked("key_1", "u_1", "ci");
        assertThat(revoked.toJson().encode())
                .isEqualTo("{\"key_id\":\"key_1\",\"user_id\":\"u_1\",\"name\":\"ci\",\"status\":\"revoked\"}");
        assertThat(ApiKeyVerification.fromJson(revoked.toJson())).isEqualTo(revoked);
        assertThat(ApiKeyVerification.unknown().toJson().encode()).isEqualTo("{\"status\":\"unknown\"}");
        assertThat(ApiKeyVerification.fromJson(new JsonObject().put("status", "unknown"))
                        .known())
                .isFalse();
    }

    @Test
    void a_token_verification_keeps_each_variant_s_fields_and_a_null_scope_as_a_field() {
        var introspection = new JsonObject(
                "{\"active\":true,\"iss\":\"http://s\",\"sub\":\"u_1\",\"client_id\":\"c_1\","
                        + "\"aud\":\"http://s/mcp\",\"scope\":null,\"token_type\":\"Bearer\",\"exp\":1800000000,\"iat\":1799996400}");
        var decoded = TokenVerification.fromJson(introspection);
        assertThat(decoded.facts()).isEqualTo(new TokenFacts("http://s/mcp", null, "Bearer", 1800000000L, 1799996400L));
        assertThat(decoded.agent()).isNull();
        assertThat(decoded.toJson().encode()).isEqualTo(introspection.encode());

        var agentFields = ",\"agent_id\":\"agt_1\",\"client_name\":\"Cursor\",\"agent_status\":\"approved\","
                + "\"workspaces\":[{\"workspace_id\":\"ws_1\",\"name\":\"Home\",\"role\":\"owner\",\"plan\":\"free\","
                + "\"agent_status\":\"approved\"}],\"removed_from\":[]}";
        var local = new JsonObject(introspection.encode().replace("}", ",\"grant_id\":\"g_1\"" + agentFields));
        var agent = TokenVerification.fromJson(local);
        assertThat(agent.grantId()).isEqualTo("g_1");
        assertThat(agent.agent().workspaces())
                .containsExactly(new AgentWorkspace(new MemberWorkspace("ws_1", "Home", "owner", "free"), "approved"));
        assertThat(agent.toJson().encode()).isEqualTo(local.encode());
        assertThat(TokenVerification.fromJson(agent.toJson())).isEqualTo(agent);

        var external = new JsonObject(
                "{\"active\":true,\"iss\":\"https://idp\",\"sub\":\"u_2\",\"client_id\":\"c_2\"" + agentFields);
        var fromIdp = TokenVerification.fromJson(external);
        assertThat(fromIdp.facts()).isNull();
        assertThat(fromIdp.toJson().encode()).isEqualTo(external.encode());
        assertThat(TokenVerification.INACTIVE.toJson().encode()).isEqualTo("{\"active\":false}");
        assertThat(TokenVerification.fromJson(new JsonObject().put("active", false)))
                .isEqualTo(TokenVerification.INACTIVE);
    }

    @Test
    void an_invitation_shows_its_details_unless_unknown_and_a_sign_up_names_its_email() {
        var sample = new JsonObject("{\"status\":\"open\",\"workspace_name\":\"Team\",\"email\":\"a@b.c\","
                + "\"invited_by\":null,\"expires_at\":\"2026-12-01T00:00Z\"}");
        var shown = InvitationView.fromJson(sample);
        assertThat(shown.open()).isTrue();
        assertThat(shown.toJson().encode()).isEqualTo(sample.encode());
        assertThat(InvitationView.fromJson(shown.toJson())).isEqualTo(shown);
        assertThat(InvitationView.unknown().toJson().encode()).isEqualTo("{\"status\":\"unknown\"}");

        var signedUp = new JoinedWorkspace("ws_1", "Team", "u_1", "member", "a@b.c");
        assertThat(signedUp.toJson().encode())
                .isEqualTo("{\"workspace_id\":\"ws_1\",\"workspace_name\":\"Team\","
                        + "\"user_id\":\"u_1\",\"role\":\"member\",\"email\":\"a@b.c\"}");
        assertThat(JoinedWorkspace.fromJson(signedUp.toJson())).isEqualTo(signedUp);
        assertThat(new JoinedWorkspace("ws_1", "Team", "u_1", "member", null)
                        .toJson()
                        .containsKey("email"))
                .isFalse();
    }

    @Test
    void a_created_workspace_keeps_accounts_wire_json() {
        var sample = "{\"workspace_id\":\"ws_1\",\"name\":\"Team\",\"role\":\"owner\",\"plan\":\"free\"}";
        var created = CreatedWorkspace.fromJson(new JsonObject(sample));
        assertThat(created).isEqualTo(new CreatedWorkspace("ws_1", "Team", "owner", "free"));
        assertThat(created.toJson().encode()).isEqualTo(sample);
    }

    @Test
    void a_new_invitation_keeps_accounts_wire_json() {
        var sample = "{\"invitation_id\":\"inv_1\",\"email\":\"a@b.c\",\"expires_at\":\"2026-12-03T12:00:00Z\"}";
        var invitation = NewInvitation.fromJson(new JsonObject(sample));
        assertThat(invitation).isEqualTo(new NewInvitation("inv_1", "a@b.c", "2026-12-03T12:00:00Z"));
        assertThat(invitation.toJson().encode()).isEqualTo(sample);
    }

    @Test
    void a_new_api_key_keeps_accounts_wire_json_and_leaves_the_secret_out_of_its_text() {
        var sample = "{\"key_id\":\"key_1\",\"name\":\"ci\",\"api_key\":\"sk_secret\",\"note\":\"Shown once.\"}";
        var created = NewApiKey.fromJson(new JsonObject(sample));
        assertThat(created).isEqualTo(new NewApiKey("key_1", "ci", "sk_secret", "Shown once."));
        assertThat(created.toJson().encode()).isEqualTo(sample);
        assertThat(created.toString()).contains("key_1").doesNotContain("sk_secret");
    }

    @Test
    void an_api_key_list_keeps_accounts_wire_json_with_a_never_used_key_s_null() {
        var sample = "{\"api_keys\":[{\"key_id\":\"key_2\",\"name\":\"ci\",\"display\":\"sk_live_ab…wxyz\","
                + "\"created_at\":\"2026-11-26T12:00Z\",\"last_used_at\":null,\"revoked\":false,\"user_id\":\"u_1\","
                + "\"user_name\":\"Ann\",\"workspaces\":[{\"workspace_id\":\"ws_1\",\"name\":\"Team\"}]},"
                + "{\"key_id\":\"key_1\",\"name\":\"old\",\"display\":\"sk_live_cd…1234\","
                + "\"created_at\":\"2026-11-01T08:00Z\",\"last_used_at\":\"2026-11-02T09:30Z\",\"revoked\":true,"
                + "\"user_id\":\"u_2\",\"user_name\":\"Bo\",\"workspaces\":[]}],"
                + "\"workspaces\":[{\"workspace_id\":\"ws_1\",\"name\":\"Team\",\"role\":\"member\","
                + "\"members_create_keys\":false}]}";
        var keys = ApiKeyList.fromJson(new JsonObject(sample));
        assertThat(keys.apiKeys())
                .containsExactly(
                        new ApiKeySummary(
                                "key_2",
                                "ci",
                                "sk_live_ab…wxyz",
                                "2026-11-26T12:00Z",
                                null,
                                false,
                                "u_1",
                                "Ann",
                                List.of(new KeyWorkspace("ws_1", "Team"))),
                        new ApiKeySummary(
                                "key_1",
                                "old",
                                "sk_live_cd…1234",
                                "2026-11-01T08:00Z",
                                "2026-11-02T09:30Z",
                                true,
                                "u_2",
                                "Bo",
                                List.of()));
        assertThat(keys.workspaces().get(0).mayCreate())
                .as("a member where the owner turned creation off")
                .isFalse();
        assertThat(keys.toJson().encode()).isEqualTo(sample);
        assertThat(ApiKeyList.fromJson(new JsonObject()).toJson().encode())
                .isEqualTo("{\"api_keys\":[],\"workspaces\":[]}");
    }

    @Test
    void an_agent_list_keeps_accounts_wire_json_with_each_workspace_s_state() {
        var sample = "{\"agents\":[{\"agent_id\":\"agt_2\",\"client_id\":\"c_2\",\"client_name\":\"Cursor\","
                + "\"status\":\"not_approved\",\"created_at\":\"2026-11-26T12:00Z\",\"last_used_at\":null,"
                + "\"same_name_clients\":0,\"user_id\":\"u_2\",\"user_name\":null,\"may_approve\":true,\"workspaces\":["
                + "{\"workspace_id\":\"ws_1\",\"name\":\"Team\",\"status\":\"not_approved\",\"may_decide\":true}]},"
                + "{\"agent_id\":\"agt_1\",\"client_id\":\"c_1\",\"client_name\":\"Claude\",\"status\":\"approved\","
                + "\"created_at\":\"2026-11-01T08:00Z\",\"last_used_at\":\"2026-11-02T09:30Z\",\"same_name_clients\":2,"
                + "\"user_id\":\"u_1\",\"user_name\":\"Ann\",\"may_approve\":false,\"workspaces\":["
                + "{\"workspace_id\":\"ws_1\",\"name\":\"Team\",\"status\":\"approved\",\"may_decide\":true},"
                + "{\"workspace_id\":\"ws_3\",\"name\":\"Side\",\"status\":\"revoked\",\"may_decide\":false}]}]}";
        var agents = AgentList.fromJson(new JsonObject(sample));
        assertThat(agents.agents()).hasSize(2);
        assertThat(agents.agents().get(0))
                .isEqualTo(new ListedAgent(
                        "agt_2",
                        "c_2",
                        "Cursor",
                        "not_approved",
                        "2026-11-26T12:00Z",
                        null,
                        0,
                        "u_2",
                        null,
                        true,
                        List.of(new AgentWorkspaceState("ws_1", "Team", "not_approved", true))));
        assertThat(agents.agents().get(1).sameNameClients()).isEqualTo(2);
        assertThat(agents.agents().get(1).workspaces())
                .containsExactly(
                        new AgentWorkspaceState("ws_1", "Team", "approved", true),
                        new AgentWorkspaceState("ws_3", "Side", "revoked", false));
        assertThat(agents.toJson().encode()).isEqualTo(sample);
        assertThat(AgentList.fromJson(new JsonObject()).agents()).isEmpty();
    }

    @Test
    void a_member_list_keeps_accounts_wire_json_with_invitations_only_for_the_owner() {
        var members = "{\"workspace_id\":\"ws_1\",\"members\":[{\"user_id\":\"u_1\",\"name\":\"Ann\","
                + "\"email\":\"a@b.c\",\"role\":\"owner\",\"joined_at\":\"2026-11-01T08:00Z\"},{\"user_id\":\"u_2\","
                + "\"name\":null,\"email\":\"d@e.f\",\"role\":\"member\",\"joined_at\":\"2026-11-02T09:00Z\"}],"
                + "\"owner\":%s,\"plan_name\":\"Team\",\"max_members\":10";
        var ownerSample = members.formatted("true") + ",\"invitations\":[{\"invitation_id\":\"invt_1\","
                + "\"email\":\"g@h.i\",\"created_at\":\"2026-11-26T12:00Z\",\"expires_at\":\"2026-12-03T12:00Z\"}]}";
        var seenByOwner = MemberList.fromJson(new JsonObject(ownerSample));
        assertThat(seenByOwner)
                .isEqualTo(new MemberList(
                        "ws_1",
                        List.of(
                                new WorkspaceMember("u_1", "Ann", "a@b.c", "owner", "2026-11-01T08:00Z"),
                                new WorkspaceMember("u_2", null, "d@e.f", "member", "2026-11-02T09:00Z")),
                        true,
                        "Team",
                        10,
                        List.of(new OpenInvitation("invt_1", "g@h.i", "2026-11-26T12:00Z", "2026-12-03T12:00Z"))));
        assertThat(seenByOwner.members().get(0).owner()).isTrue();
        assertThat(seenByOwner.toJson().encode()).isEqualTo(ownerSample);

        var memberSample = members.formatted("false") + "}";
        var seenByMember = MemberList.fromJson(new JsonObject(memberSample));
        assertThat(seenByMember.invitations()).isNull();
        assertThat(seenByMember.openInvitations()).isEmpty();
        assertThat(seenByMember.toJson().encode()).isEqualTo(memberSample);
    }

    /** The app's JSON API answers these as accounts wrote them: each recorded reply reads back to the same bytes. */
    @Test
    void the_team_replies_the_app_passes_on_read_back_to_the_bytes_accounts_wrote() {
        for (var recorded : List.of(
                "{\"agent_id\":\"ag_1\",\"status\":\"approved\",\"workspace_ids\":[\"ws_1\",\"ws_2\"]}",
                "{\"agent_id\":\"ag_1\",\"status\":\"revoked\",\"workspace_ids\":[\"ws_1\"]}")) {
            assertThat(DecidedAgent.fromJson(new JsonObject(recorded)).toJson().encode())
                    .isEqualTo(recorded);
        }
        var revoked = "{\"key_id\":\"key_1\",\"revoked\":true}";
        assertThat(RevokedApiKey.fromJson(new JsonObject(revoked)).toJson().encode())
                .isEqualTo(revoked);
        for (var recorded : List.of(
                "{\"workspace_id\":\"ws_1\",\"members_create_keys\":true}",
                "{\"workspace_id\":\"ws_1\",\"members_create_keys\":false}")) {
            assertThat(MembersCreateKeysSet.fromJson(new JsonObject(recorded))
                            .toJson()
                            .encode())
                    .isEqualTo(recorded);
        }
    }
}
