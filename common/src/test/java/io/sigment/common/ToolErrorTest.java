package io.sigment.common;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;

/** Agents depend on the exact beginnings of these messages (spec §7). */
class ToolErrorTest {

    @Test
    void each_error_kind_starts_with_the_spec_prefix() {
        var expected = Map.ofEntries(
                Map.entry(
                        ToolError.notApproved("Claude Desktop"),
                        "\"Claude Desktop\" is not approved to use this account yet"),
                Map.entry(ToolError.revoked("Cursor"), "Access for \"Cursor\" was revoked by the user"),
                Map.entry(ToolError.revokedKey("CI key"), "Access for \"CI key\" was revoked by the user"),
                Map.entry(
                        ToolError.notApprovedInWorkspace("Cursor", "Team"),
                        "\"Cursor\" is not approved to use this account yet"),
                Map.entry(
                        ToolError.revokedInWorkspace("Cursor", "Team"),
                        "Access for \"Cursor\" was revoked by the user"),
                Map.entry(ToolError.leftWorkspace("Team"), "Not found, or this account has no access to it"),
                Map.entry(ToolError.overMaxCredits(15, 10), "Not started: this costs 15 credits, above max_credits=10"),
                Map.entry(ToolError.insufficientCredits(15, 3), "Insufficient credits"),
                Map.entry(ToolError.dailyCap(190, 200, 15), "Daily agent spend cap reached"),
                Map.entry(ToolError.planLimit("the free plan does not include TikTok."), "Plan limit"),
                Map.entry(ToolError.alreadyInProgress("discovery:abc"), "Already in progress"),
                Map.entry(ToolError.tooManyActiveJobs("analyses", 5), "Too many active jobs"),
                Map.entry(ToolError.busy(), "Sigment is busy"),
                Map.entry(ToolError.platformBudgetSpent("YouTube resets at 08:00"), "Sigment is busy"),
                Map.entry(
                        ToolError.notFound("Check the id with list_analyses."),
                        "Not found, or this account has no access to it"),
                Map.entry(ToolError.sessionUnconfirmed(), "Could not confirm this session right now"));
        expected.forEach((error, prefix) -> assertThat(error.getMessage()).startsWith(prefix));
    }

    @Test
    void messages_tell_the_agent_what_to_do() {
        assertThat(ToolError.insufficientCredits(15, 3).getMessage()).contains("get_topup_link");
        assertThat(ToolError.revokedKey("CI key").getMessage())
                .contains("create a new key")
                .doesNotContain("re-approve it");
        assertThat(ToolError.overMaxCredits(15, 10).getMessage()).contains("Nothing was charged");
        assertThat(ToolError.dailyCap(190, 200, 15).getMessage()).contains("midnight UTC");
        assertThat(ToolError.dailyCap(190, 200, 15).getMessage())
                .contains("agents spent 190 of 200 credits today (UTC)", "costs 15, which would exceed the cap");
        assertThat(ToolError.alreadyInProgress("discovery:abc").getMessage()).contains("discovery:abc", "wait_for_job");
        assertThat(ToolError.notApprovedInWorkspace("Cursor", "Team").getMessage())
                .contains("owner of \"Team\" approve it in the AI agents settings", "omit workspace_id");
        assertThat(ToolError.revokedInWorkspace("Cursor", "Team").getMessage()).contains("Only the owner of \"Team\"");
        assertThat(ToolError.rateLimited("120 tool calls per minute", 42).getMessage())
                .contains("42 seconds");
    }

    @Test
    void kinds_round_trip_through_their_codes_and_unknown_codes_are_transient() {
        for (var kind : ToolError.Kind.values())
            assertThat(ToolError.Kind.ofCode(kind.code)).isEqualTo(kind);
        assertThat(ToolError.Kind.ofCode(-1)).isEqualTo(ToolError.Kind.UNAVAILABLE);
    }

    @Test
    void carries_no_stack_trace() {
        assertThat(ToolError.busy().getStackTrace()).isEmpty();
    }

    @Test
    void factories_moved_from_the_services_keep_their_exact_words() {
        assertThat(ToolError.paymentProviderFailed("create a checkout link").getMessage())
                .isEqualTo("Sigment is busy: the payment "
                        + "provider could not create a checkout link right now. Retry in a minute.");
        assertThat(ToolError.notAvailable("x is Instagram only.").getMessage())
                .isEqualTo("Not available: x is Instagram only.");
        assertThat(ToolError.notAvailable("x").kind()).isEqualTo(ToolError.Kind.INVALID_ARGUMENTS);
        assertThat(ToolError.notReady("analysis a has no completed snapshot.").getMessage())
                .isEqualTo("Not ready: analysis a has no completed snapshot.");
        assertThat(ToolError.unavailable().getMessage())
                .isEqualTo("Sigment is busy: part of Sigment did not answer in time. Retry in a few seconds.");
        assertThat(ToolError.unavailable().kind()).isEqualTo(ToolError.Kind.UNAVAILABLE);
        assertThat(ToolError.unavailableBecause("the YouTube search failed").getMessage())
                .isEqualTo("Sigment is busy: the YouTube search failed");
        assertThat(ToolError.noDocsPage("nope", "https://s.example/docs").getMessage())
                .isEqualTo("No documentation page "
                        + "matches \"nope\". Find pages with search_docs (your question in words), or read https://s.example/docs/llms.txt, "
                        + "which lists every page; paths look like getting-started, errors or tools/analyze_creators.");
        assertThat(ToolError.noDocsPage("nope", "u").kind()).isEqualTo(ToolError.Kind.NOT_FOUND);
    }
}
