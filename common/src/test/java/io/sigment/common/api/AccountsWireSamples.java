package io.sigment.common.api;

import io.sigment.common.api.accounts.AgentAccess;
import io.sigment.common.api.accounts.AgentWorkspace;
import io.sigment.common.api.accounts.ClientRegistration;
import io.sigment.common.api.accounts.Departure;
import io.sigment.common.api.accounts.MemberWorkspace;
import io.sigment.common.api.accounts.TokenFacts;
import io.sigment.common.api.accounts.TokenVerification;
import java.util.List;

/** Accounts' records in {@link FixedWireSamples}: workspaces of an agent, client registrations, token verifications. */
final class AccountsWireSamples {
    private AccountsWireSamples() {}

    static void addTo(FixedWireSamples book) {
        agentWorkspace(book);
        clientRegistration(book);
        tokenVerification(book);
    }

    private static void agentWorkspace(FixedWireSamples book) {
        book.writes(
                "AgentWorkspace approved",
                () -> new AgentWorkspace(new MemberWorkspace("ws_1", "Acme", "owner", "pro"), "approved").toJson());
        book.writes(
                "AgentWorkspace old accounts",
                () -> new AgentWorkspace(new MemberWorkspace("ws_1", null, "member", null), null).toJson());
        book.reads(
                "AgentWorkspace",
                AgentWorkspace::fromJson,
                "{\"workspace_id\":\"ws_1\",\"name\":\"Acme\",\"role\":\"owner\",\"plan\":\"pro\","
                        + "\"agent_status\":\"approved\",\"more\":1}",
                "{\"agent_status\":null,\"workspace_id\":\"ws_1\"}",
                "{}");
    }

    private static void clientRegistration(FixedWireSamples book) {
        book.writes(
                "ClientRegistration full",
                () -> new ClientRegistration(
                                List.of("https://app.example/cb", "http://localhost:3000/cb"), "Claude", "mcp")
                        .toJson());
        book.writes("ClientRegistration bare", () -> new ClientRegistration(List.of(), null, null).toJson());
        book.reads(
                "ClientRegistration",
                ClientRegistration::fromJson,
                "{\"redirect_uris\":[\"https://a.example/cb\"],\"client_name\":\"Claude\",\"scope\":\"mcp\","
                        + "\"grant_types\":[\"authorization_code\"]}",
                "{\"redirect_uris\":\"https://a.example/cb\"}",
                "{\"redirect_uris\":[\"https://a.example/cb\",5,null,true,{\"a\":1}]}",
                "{\"redirect_uris\":null,\"client_name\":null,\"scope\":null}",
                "{\"client_name\":5}",
                "{\"scope\":[\"a\"]}",
                "{\"client_name\":true}",
                "{}");
    }

    private static void tokenVerification(FixedWireSamples book) {
        var agent = new AgentAccess(
                "ag_1",
                "Claude",
                "approved",
                List.of(
                        new AgentWorkspace(new MemberWorkspace("ws_1", "Acme", "owner", "pro"), "approved"),
                        new AgentWorkspace(new MemberWorkspace("ws_2", "Beta", "member", "free"), null)),
                List.of(new Departure("ws_3", "Gone", "left")));
        var facts = new TokenFacts("https://mcp.example/mcp", "mcp", "Bearer", 1_800_000_000L, 1_799_996_400L);
        book.writes("TokenVerification inactive", TokenVerification.INACTIVE::toJson);
        book.writes(
                "TokenVerification inactive with facts",
                () -> new TokenVerification(false, "iss", "sub", "cl", facts, "gr_1", agent).toJson());
        book.writes(
                "TokenVerification sigment's",
                () -> new TokenVerification(true, "https://as.example", "u_1", "mcp_1", facts, "gr_1", agent).toJson());
        book.writes(
                "TokenVerification introspected",
                () -> new TokenVerification(
                                true,
                                "https://as.example",
                                "u_1",
                                "mcp_1",
                                new TokenFacts(null, null, "Bearer", 0, 0),
                                null,
                                null)
                        .toJson());
        book.writes(
                "TokenVerification external",
                () -> new TokenVerification(true, null, "u_1", null, null, null, agent).toJson());
        book.reads(
                "TokenVerification",
                TokenVerification::fromJson,
                "{}",
                "{\"active\":false,\"iss\":\"i\",\"agent_id\":\"ag_1\"}",
                "{\"active\":true}",
                "{\"active\":true,\"iss\":\"i\",\"sub\":\"s\",\"client_id\":\"c\"}",
                "{\"active\":true,\"aud\":\"a\"}",
                "{\"active\":true,\"exp\":5}",
                "{\"active\":true,\"token_type\":null}",
                "{\"active\":true,\"scope\":\"mcp\",\"iat\":7}",
                "{\"active\":true,\"agent_id\":null}",
                "{\"active\":true,\"agent_id\":\"ag_1\",\"workspaces\":null,\"removed_from\":[{\"workspace_id\":\"w\"}]}",
                "{\"active\":true,\"iss\":\"https://as.example\",\"sub\":\"u_1\",\"client_id\":\"mcp_1\","
                        + "\"aud\":\"https://mcp.example/mcp\",\"scope\":\"mcp\",\"token_type\":\"Bearer\","
                        + "\"exp\":1800000000,\"iat\":1799996400,\"grant_id\":\"gr_1\",\"agent_id\":\"ag_1\","
                        + "\"client_name\":\"Claude\",\"agent_status\":\"approved\",\"workspaces\":[{\"workspace_id\":"
                        + "\"ws_1\",\"name\":\"Acme\",\"role\":\"owner\",\"plan\":\"pro\",\"agent_status\":\"approved\"}],"
                        + "\"removed_from\":[{\"workspace_id\":\"ws_3\",\"name\":\"Gone\",\"reason\":\"left\"}]}",
                "{\"active\":\"yes\"}");
    }
}
