package io.sigment.common;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Agents act on the beginnings of the spec's error messages (docs/spec.md §7), so every {@link ToolError} factory is
 * tied here to the §7 row it serves, and its message starts with that row's prefix. A factory no §7 row covers is
 * listed in {@link #NO_ROW} with why; a new factory in neither map fails this test until it is placed.
 */
class ToolErrorPrefixesTest {
    /** Factory name → the §7 row's "Message starts with" cell (without its placeholder's value). */
    private static final Map<String, String> ROW = Map.ofEntries(
            Map.entry("notApproved", "\"<client>\" is not approved to use this account yet"),
            Map.entry("notApprovedInWorkspace", "\"<client>\" is not approved to use this account yet"),
            Map.entry("revoked", "Access for \"<client>\" was revoked by the user"),
            Map.entry("revokedKey", "Access for \"<client>\" was revoked by the user"),
            Map.entry("revokedInWorkspace", "Access for \"<client>\" was revoked by the user"),
            Map.entry("overMaxCredits", "Not started: this costs N credits, above max_credits=M"),
            Map.entry("insufficientCredits", "Insufficient credits"),
            Map.entry("dailyCap", "Daily agent spend cap reached"),
            Map.entry("planLimit", "Plan limit"),
            Map.entry("membersFull", "Plan limit"),
            Map.entry("downgradePending", "Plan limit"),
            Map.entry("alreadyInProgress", "Already in progress"),
            Map.entry("tooManyActiveJobs", "Too many active jobs"),
            Map.entry("busy", "Sigment is busy"),
            // The deployment's daily platform budget spent: the platform at capacity, for the rest of the day.
            Map.entry("platformBudgetSpent", "Sigment is busy"),
            // A part of Sigment or an outside provider not answering: busy, with the reason and when to retry.
            Map.entry("unavailable", "Sigment is busy"),
            Map.entry("unavailableBecause", "Sigment is busy"),
            Map.entry("paymentProviderFailed", "Sigment is busy"),
            Map.entry("notServed", "Sigment is busy"),
            Map.entry("notFound", "Not found, or this account has no access to it"),
            Map.entry("workspaceNotFound", "Not found, or this account has no access to it"),
            Map.entry("removedFromWorkspace", "Not found, or this account has no access to it"),
            Map.entry("keyNotForWorkspace", "Not found, or this account has no access to it"),
            Map.entry("leftWorkspace", "Not found, or this account has no access to it"),
            Map.entry("sessionUnconfirmed", "Could not confirm this session right now"));

    /** Factory name → its own prefix, and why no §7 row covers it. */
    private static final Map<String, String[]> NO_ROW = Map.of(
            "invalidArguments",
                    new String[] {
                        "Invalid arguments",
                        "an input rejection (§8 'Input rejected'); the message names the argument and the rule"
                    },
            "rateLimited",
                    new String[] {
                        "Rate limit reached",
                        "a §8 rate limit (tool calls per minute, searches per hour): 'Tool error; retry after a minute'"
                    },
            "notAvailable",
                    new String[] {
                        "Not available",
                        "a tool that does not apply to the case (an Instagram-only tool on another platform): a rejected input"
                    },
            "notReady",
                    new String[] {
                        "Not ready",
                        "what the call needs is not done yet (a job still running): the message says what to wait for"
                    },
            "topUpsNotConfigured",
                    new String[] {
                        "Top-ups are not configured",
                        "this deployment has no payment provider: retrying cannot help, unlike 'Sigment is busy'"
                    },
            "noDocsPage",
                    new String[] {
                        "No documentation page matches",
                        "the docs MCP server's read_docs, outside the tool service's §7"
                    });

    @Test
    void every_factory_starts_with_the_prefix_of_the_spec_row_it_serves_or_is_listed_with_why_none_does()
            throws Exception {
        var rows = specRows();
        var unplaced = new ArrayList<String>();
        for (var factory : factories()) {
            var message = ((ToolError) factory.invoke(null, sampleArguments(factory))).getMessage();
            var name = factory.getName();
            if (ROW.containsKey(name)) {
                var row = ROW.get(name);
                assertThat(rows).as("§7 has the row " + name + " serves").contains(row);
                assertThat(message).as(name).startsWith(prefixOf(row));
            } else if (NO_ROW.containsKey(name)) {
                assertThat(message).as(name).startsWith(NO_ROW.get(name)[0]);
                assertThat(rows.stream().map(ToolErrorPrefixesTest::prefixOf))
                        .as(name + " wears no §7 prefix")
                        .noneMatch(message::startsWith);
            } else {
                unplaced.add(name);
            }
        }
        assertThat(unplaced)
                .as("factories tied to no §7 row and not listed with why")
                .isEmpty();
    }

    @Test
    void no_condition_keeps_the_old_words_that_no_row_covers() throws Exception {
        for (var factory : factories()) {
            var message = ((ToolError) factory.invoke(null, sampleArguments(factory))).getMessage();
            assertThat(message)
                    .as(factory.getName())
                    .doesNotStartWith("Temporarily unavailable")
                    .doesNotStartWith("Platform budget spent");
        }
    }

    @Test
    void the_spent_platform_budget_says_when_it_resets_and_a_failed_provider_when_to_retry() {
        assertThat(ToolError.platformBudgetSpent("YouTube resets at 08:00 UTC").getMessage())
                .startsWith("Sigment is busy: ")
                .contains("YouTube resets at 08:00 UTC", "retry after that");
        assertThat(ToolError.paymentProviderFailed("create a checkout link").getMessage())
                .isEqualTo(
                        "Sigment is busy: the payment provider could not create a checkout link right now. Retry in a "
                                + "minute.");
        assertThat(ToolError.unavailable().getMessage()).contains("did not answer", "Retry in a few seconds");
        assertThat(ToolError.notServed().getMessage()).contains("Retry in a few minutes");
    }

    private static List<Method> factories() {
        return Arrays.stream(ToolError.class.getDeclaredMethods())
                .filter(m -> Modifier.isStatic(m.getModifiers()) && Modifier.isPublic(m.getModifiers()))
                .filter(m -> m.getReturnType() == ToolError.class)
                .toList();
    }

    private static Object[] sampleArguments(Method factory) {
        return Arrays.stream(factory.getParameterTypes())
                .map(type -> type == long.class ? (Object) 15L : type == int.class ? (Object) 5 : "x")
                .toArray();
    }

    /** §7's first table: each row's first cell, its backquoted text. */
    private static List<String> specRows() throws Exception {
        var text = Files.readString(Path.of("..", "docs", "spec.md"));
        var section = text.substring(text.indexOf("## 7. Errors"), text.indexOf("HTTP-level errors"));
        var cell = Pattern.compile("^\\| `([^`]+)`", Pattern.MULTILINE).matcher(section);
        var rows = new ArrayList<String>();
        while (cell.find()) rows.add(cell.group(1));
        return rows;
    }

    /** The fixed words before a row's first placeholder ({@code <client>}, N, M). */
    private static String prefixOf(String row) {
        var cut = row.indexOf('<');
        if (cut < 0) cut = row.indexOf(" N ");
        return cut < 0 ? row : row.substring(0, cut);
    }
}
