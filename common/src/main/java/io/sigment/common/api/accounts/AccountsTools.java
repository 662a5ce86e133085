package io.sigment.common.api.accounts;

import static io.sigment.common.tools.Shape.integer;
import static io.sigment.common.tools.Shape.oneOf;
import static io.sigment.common.tools.ToolSpec.tool;

import io.sigment.common.api.RecordShapes;
import io.sigment.common.bus.ServiceAddress;
import io.sigment.common.tools.Param;
import io.sigment.common.tools.ToolKind;
import io.sigment.common.tools.ToolSpec;

/**
 * The tools accounts answers, each described once (see {@link ToolSpec}): parameters with their limits, the
 * reply's shape (derived from its reply record, {@link RecordShapes}), kind and hints. All tools, in catalog order:
 * {@link io.sigment.common.api.ToolSpecs}.
 */
public final class AccountsTools {
    private AccountsTools() {}

    public static final ToolSpec<GetAccountInput> GET_ACCOUNT = tool(
                    "get_account", "Get account", ServiceAddress.ACCOUNTS)
            .describedAs("Your workspaces, and for the selected workspace: plan, credit balance and what is available "
                    + "after reservations, prices, credit packages, and today's agent spend against the 200-credit "
                    + "daily cap (UTC). Free. Call it first, and before paid work.")
            .params(Param.WORKSPACE_ID)
            .takes(GetAccountInput.class)
            .answers(RecordShapes.of(AccountView.class))
            .kind(ToolKind.READ_ONLY, true, false);

    public static final ToolSpec<GetCreditHistoryInput> GET_CREDIT_HISTORY = tool(
                    "get_credit_history", "Get credit history", ServiceAddress.ACCOUNTS)
            .describedAs("Recent charges, refunds and top-ups of the workspace, newest first, each with its amount, "
                    + "what it was for (job or analysis id) and when. Free.")
            .params(
                    Param.optional(
                            "limit", integer().range(1, 100).defaultValue(20).describe("How many entries.")),
                    Param.WORKSPACE_ID)
            .takes(GetCreditHistoryInput.class)
            .answers(RecordShapes.of(CreditHistoryList.class))
            .kind(ToolKind.READ_ONLY, true, false);

    public static final ToolSpec<Record> GET_TOPUP_LINK = tool(
                    "get_topup_link", "Get top-up link", ServiceAddress.ACCOUNTS)
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
            .answers(RecordShapes.of(TopUpLink.class))
            .kind(ToolKind.WRITE, false, true);
}
