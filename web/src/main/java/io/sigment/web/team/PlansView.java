package io.sigment.web.team;

import io.sigment.common.api.accounts.PlanList;
import io.sigment.web.app.AppSession;
import java.util.ArrayList;
import java.util.List;

/**
 * The plans page ({@code team/plans.jte}): what each plan allows and costs, the current one marked; its owner changes
 * it, through Stripe (a paid plan's Checkout, Free cancelling the subscription) or the sandbox. {@code workspaceName}
 * is empty when the person has no workspace.
 */
public record PlansView(
        String signedInAs, String csrf, String workspaceName, Note note, List<String> notices, List<Plan> plans) {

    /** What the page says about changing the plan. */
    public enum Note {
        NO_WORKSPACE,
        NOT_OWNER,
        NOT_CONFIGURED,
        STRIPE,
        SANDBOX
    }

    /** A plan's row; {@code change} is the button's word ("Upgrade", "Downgrade"), null when there is no button. */
    public record Plan(
            String planId,
            String name,
            boolean current,
            String price,
            String platforms,
            int maxCreatorsPerAnalysis,
            String optimizeSelection,
            int maxMembers,
            String change) {}

    public static PlansView of(AppSession session, PlanList reply, String csrf) {
        var current = session.workspaces().stream()
                .filter(w -> w.workspaceId().equals(session.currentWorkspaceId()))
                .findFirst()
                .orElse(null);
        var owner = current != null && session.isOwnerOf(current.workspaceId());
        var offers = reply.plans();
        int currentPosition = -1;
        for (int i = 0; i < offers.size(); i++) {
            if (current != null && offers.get(i).planId().equals(current.plan())) currentPosition = i;
        }
        var changeable = owner && reply.changeable();
        var plans = new ArrayList<Plan>();
        for (int i = 0; i < offers.size(); i++) {
            var plan = offers.get(i);
            var isCurrent = i == currentPosition;
            plans.add(new Plan(
                    plan.planId(),
                    plan.name(),
                    isCurrent,
                    plan.free() ? "free" : "$" + plan.monthlyUsd() + " / month",
                    String.join(", ", plan.platforms()),
                    plan.maxCreatorsPerAnalysis(),
                    plan.optimizeSelection() ? "yes" : "no",
                    plan.maxMembers(),
                    isCurrent || !changeable ? null : i > currentPosition ? "Upgrade" : "Downgrade"));
        }
        var note = current == null
                ? Note.NO_WORKSPACE
                : !owner
                        ? Note.NOT_OWNER
                        : !reply.changeable()
                                ? Note.NOT_CONFIGURED
                                : "stripe".equals(reply.billing()) ? Note.STRIPE : Note.SANDBOX;
        return new PlansView(
                session.email(),
                csrf,
                current == null ? "" : current.name(),
                note,
                reply.notices(),
                List.copyOf(plans));
    }
}
