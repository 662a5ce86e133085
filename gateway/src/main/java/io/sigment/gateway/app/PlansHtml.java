package io.sigment.gateway.app;

import static io.sigment.gateway.http.HtmlPages.escape;

import io.sigment.common.api.accounts.PlanList;
import io.sigment.web.app.AppSession;

/**
 * The plans page: what each plan allows and costs, the current one marked; its owner changes it, through Stripe
 * (a paid plan's Checkout, Free cancelling the subscription) or the sandbox.
 */
final class PlansHtml {
  private PlansHtml() {
  }

  static String page(AppSession session, PlanList reply, String csrf) {
    var current = session.workspaces().stream().filter(w -> w.workspaceId().equals(session.currentWorkspaceId()))
        .findFirst().orElse(null);
    var owner = current != null && session.isOwnerOf(current.workspaceId());
    var billing = reply.billing();
    var changeable = reply.changeable();
    var plans = reply.plans();
    int currentPosition = -1;
    for (int i = 0; i < plans.size(); i++) {
      if (current != null && plans.get(i).planId().equals(current.plan())) currentPosition = i;
    }
    var rows = new StringBuilder();
    for (int i = 0; i < plans.size(); i++) {
      var plan = plans.get(i);
      var id = escape(plan.planId());
      var isCurrent = i == currentPosition;
      var price = plan.monthlyUsd();
      rows.append("<tr id=\"plan-").append(id).append("\"><td><b>").append(escape(plan.name()))
          .append("</b>").append(isCurrent ? " <span class=\"state state-approved\">current</span>" : "")
          .append("</td><td>").append(plan.free() ? "free" : "$" + price + " / month").append("</td><td>")
          .append(escape(String.join(", ", plan.platforms()))).append("</td><td>")
          .append(plan.maxCreatorsPerAnalysis()).append("</td><td>")
          .append(plan.optimizeSelection() ? "yes" : "no").append("</td><td>")
          .append(plan.maxMembers()).append("</td><td>");
      if (!isCurrent && owner && changeable) {
        rows.append("<form class=\"inline\" method=\"post\" action=\"/app/plans\">").append(csrf)
            .append("<input type=\"hidden\" name=\"plan_id\" value=\"").append(id).append("\"><button type=\"submit\" ")
            .append("id=\"choose-").append(id).append("\">").append(i > currentPosition ? "Upgrade" : "Downgrade")
            .append(" to ").append(escape(plan.name())).append("</button></form>");
      }
      rows.append("</td></tr>");
    }
    var note = current == null ? "<p>No workspace yet.</p>"
        : !owner ? "<p class=\"muted\">Only the owner of " + escape(current.name()) + " changes its plan.</p>"
        : !changeable ? "<p class=\"muted\">Plan changes are not configured on this deployment.</p>"
        : "stripe".equals(billing) ? "<p class=\"muted\">Paid plans are monthly subscriptions paid through Stripe: "
            + "the plan changes as soon as Stripe confirms the payment. Free cancels the subscription. A downgrade "
            + "keeps every analysis, list and credit.</p>"
        : "<p class=\"muted\">Sandbox payments: a change takes effect at once and nothing is paid. A downgrade keeps "
            + "every analysis, list and credit.</p>";
    var notices = new StringBuilder();
    for (var notice : reply.notices()) {
      notices.append("<p class=\"notice\" id=\"plan-refused\">").append(escape(notice)).append("</p>");
    }
    return "<section id=\"plans\"><h2>Plans of " + escape(current == null ? "" : current.name()) + "</h2>" + notices
        + note
        + "<table><tr><th>Plan</th><th>Price</th><th>Platforms</th><th>Creators per analysis</th>"
        + "<th>optimize_selection</th><th>Members</th><th></th></tr>" + rows + "</table>"
        + "<p><a href=\"/app\">Back to the app</a></p></section>";
  }
}
