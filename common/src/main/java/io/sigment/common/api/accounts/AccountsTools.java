package io.sigment.common.api.accounts;

import static io.sigment.common.tools.Shape.array;
import static io.sigment.common.tools.Shape.bool;
import static io.sigment.common.tools.Shape.integer;
import static io.sigment.common.tools.Shape.number;
import static io.sigment.common.tools.Shape.object;
import static io.sigment.common.tools.Shape.oneOf;
import static io.sigment.common.tools.Shape.property;
import static io.sigment.common.tools.Shape.string;
import static io.sigment.common.tools.Shape.stringOrNull;
import static io.sigment.common.tools.ToolSpec.tool;

import io.sigment.common.bus.ServiceAddress;
import io.sigment.common.tools.Param;
import io.sigment.common.tools.Shape;
import io.sigment.common.tools.ToolKind;
import io.sigment.common.tools.ToolSpec;

/**
 * The tools accounts answers, each described once (see {@link ToolSpec}): parameters with their limits, the
 * reply's shape, kind and hints. All tools, in catalog order: {@link io.sigment.common.api.ToolSpecs}.
 */
public final class AccountsTools {
    private AccountsTools() {}

    /** What {@code get_account} answers: its {@code structuredContent}. */
    public static final Shape GET_ACCOUNT_REPLY = object(
                    property(
                            "workspaces",
                            array(object(
                                    property("workspace_id", string()),
                                    property("name", stringOrNull()),
                                    property("role", string()),
                                    property("plan", string()),
                                    property("selected", bool())))),
                    property(
                            "workspace",
                            object(
                                    property("workspace_id", string()),
                                    property("name", stringOrNull()),
                                    property(
                                            "plan",
                                            object(
                                                    property("plan_id", string()),
                                                    property("name", stringOrNull()),
                                                    property("platforms", array(string())),
                                                    property("max_handles_per_analysis", integer()),
                                                    property("optimize_selection", bool()),
                                                    property("max_members", integer()))))),
                    property(
                            "credits",
                            object(
                                    property("balance", integer()),
                                    property("available", integer()),
                                    property("held", integer()))),
                    property(
                            "agent_spend_today",
                            object(
                                    property("spent", integer()),
                                    property("cap", integer()),
                                    property("remaining", integer()),
                                    property("day", string()),
                                    property("resets_at", string()))),
                    property(
                            "prices",
                            array(object(
                                    property("price_id", string()),
                                    property("credits", integer()),
                                    property("applies_to", string())))),
                    property(
                            "credit_packages",
                            array(object(
                                    property("package_id", string()),
                                    property("name", stringOrNull()),
                                    property("credits", integer()),
                                    property("price", number()),
                                    property("currency", string())))),
                    property("notes", string()))
            .required("workspaces", "credits", "agent_spend_today", "prices", "credit_packages");

    /** What {@code get_credit_history} answers: its {@code structuredContent}. */
    public static final Shape GET_CREDIT_HISTORY_REPLY = object(
                    property("workspace_id", string()),
                    property(
                            "entries",
                            array(object(
                                    property("entry_id", string()),
                                    property("type", string()),
                                    property("credits", integer()),
                                    property("balance_after", integer()),
                                    property("for", string()),
                                    property("description", stringOrNull()),
                                    property("job_id", stringOrNull()),
                                    property("analysis_id", stringOrNull()),
                                    property("at", string())))),
                    property("count", integer()))
            .required("entries");

    /** What {@code get_topup_link} answers: its {@code structuredContent}. */
    public static final Shape GET_TOPUP_LINK_REPLY = object(
                    property("checkout_url", string()),
                    property(
                            "package",
                            object(
                                    property("package_id", string()),
                                    property("name", stringOrNull()),
                                    property("credits", integer()),
                                    property("price", number()),
                                    property("currency", string()))),
                    property("workspace_id", string()),
                    property("sandbox", bool()),
                    property("instructions", string()))
            .required("checkout_url", "package");

    public static final ToolSpec GET_ACCOUNT = tool("get_account", "Get account", ServiceAddress.ACCOUNTS)
            .describedAs("Your workspaces, and for the selected workspace: plan, credit balance and what is available "
                    + "after reservations, prices, credit packages, and today's agent spend against the 200-credit "
                    + "daily cap (UTC). Free. Call it first, and before paid work.")
            .params(Param.WORKSPACE_ID)
            .answers(GET_ACCOUNT_REPLY)
            .kind(ToolKind.READ_ONLY, true, false);

    public static final ToolSpec GET_CREDIT_HISTORY = tool(
                    "get_credit_history", "Get credit history", ServiceAddress.ACCOUNTS)
            .describedAs("Recent charges, refunds and top-ups of the workspace, newest first, each with its amount, "
                    + "what it was for (job or analysis id) and when. Free.")
            .params(
                    Param.optional(
                            "limit", integer().range(1, 100).defaultValue(20).describe("How many entries.")),
                    Param.WORKSPACE_ID)
            .answers(GET_CREDIT_HISTORY_REPLY)
            .kind(ToolKind.READ_ONLY, true, false);

    public static final ToolSpec GET_TOPUP_LINK = tool("get_topup_link", "Get top-up link", ServiceAddress.ACCOUNTS)
            .describedAs("Create a payment checkout link where the human user can buy credits (packages starter, "
                    + "growth, scale; see get_account for credits and prices). Agents cannot pay: give the URL to "
                    + "the user. Use it when a paid call fails with Insufficient credits.")
            .params(
                    Param.optional(
                            "package_id",
                            oneOf("starter", "growth", "scale")
                                    .defaultValue("starter")
                                    .describe("Credit package to buy.")),
                    Param.WORKSPACE_ID)
            .answers(GET_TOPUP_LINK_REPLY)
            .kind(ToolKind.WRITE, false, true);
}
