package io.sigment.gateway.app;

import static io.sigment.gateway.http.HtmlPages.escape;

import io.sigment.common.api.accounts.AgentList;
import io.sigment.common.api.accounts.AgentWorkspaceState;
import io.sigment.common.api.accounts.NewApiKey;
import io.sigment.web.app.AppSession;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

/** The sections of the app's page, from accounts-service's replies; everything from users escaped. */
final class AppHtml {
  private AppHtml() {
  }

  static String createdKey(NewApiKey created) {
    return "<section class=\"notice\" id=\"new-key\"><h2>API key “" + escape(created.name())
        + "” created</h2><p>Copy it now: it is shown once and Sigment keeps only a hash of it.</p><p class=\"secret\" "
        + "id=\"new-key-value\">" + escape(created.apiKey()) + "</p></section>";
  }

  static String credits(JsonObject account, String csrf) {
    if (account == null) return "<section><h2>Credits</h2><p class=\"muted\">No workspace yet.</p></section>";
    var workspace = account.getJsonObject("workspace", new JsonObject());
    var credits = account.getJsonObject("credits", new JsonObject());
    var spend = account.getJsonObject("agent_spend_today", new JsonObject());
    var packages = new StringBuilder();
    for (var entry : account.getJsonArray("credit_packages", new JsonArray())) {
      var p = (JsonObject) entry;
      packages.append("<option value=\"").append(escape(p.getString("package_id"))).append("\">")
          .append(escape(p.getString("name"))).append(" — ").append(p.getValue("credits")).append(" credits</option>");
    }
    var plan = workspace.getJsonObject("plan") != null ? workspace.getJsonObject("plan").getString("name")
        : workspace.getString("plan");
    return "<section id=\"credits\"><h2>" + escape(workspace.getString("name")) + " <span class=\"muted\">· "
        + escape(plan) + " plan</span></h2>"
        + "<div class=\"figures\"><div class=\"figure\">Balance<b id=\"balance\">" + credits.getValue("balance")
        + "</b></div><div class=\"figure\">Available<b>" + credits.getValue("available") + "</b></div>"
        + "<div class=\"figure\">Agents spent today<b id=\"agent-spend\">" + spend.getValue("spent") + " / "
        + spend.getValue("cap") + "</b></div></div>"
        + "<form method=\"post\" action=\"/app/top-up\">" + csrf + "<p>Buy credits: <select name=\"package_id\">"
        + packages + "</select> <button type=\"submit\" id=\"top-up\">Go to checkout</button></p></form></section>";
  }

  /**
   * Each agent with its state in each workspace the person sees (approval is per workspace): approve, re-approve
   * or revoke where they own the workspace; revoke their own agent anywhere; a member's own agent in a team waits
   * for that team's owner.
   */
  static String agents(AppSession session, AgentList reply, String csrf) {
    var rows = new StringBuilder();
    for (var agent : reply.agents()) {
      var id = escape(agent.agentId());
      var own = session.userId().equals(agent.userId());
      var states = new StringBuilder();
      for (var shown : agent.workspaces()) {
        states.append(agentIn(id, shown, own, csrf));
      }
      if (states.isEmpty()) states.append("<span class=\"muted\">No workspace yet.</span>");
      var whose = agent.userName() != null && !own
          ? " <span class=\"muted\">· member " + escape(agent.userName()) + "</span>" : "";
      rows.append("<tr id=\"agent-").append(id).append("\"><td>").append(escape(agent.clientName()))
          .append(" <span class=\"muted\">(unverified)</span>").append(whose)
          .append(ClientFacts.html(agent.clientId() == null ? "" : agent.clientId(), agent.clientName(),
              agent.sameNameClients(), null))
          .append("</td><td>").append(states).append("</td><td>")
          .append(escape(day(agent.lastUsedAt()))).append("</td></tr>");
    }
    return "<section id=\"agents\"><h2>AI agents</h2><p class=\"muted\">AI clients that signed in with your account, "
        + "and your members' ones. An agent is approved per workspace: it calls tools in a workspace only after that "
        + "workspace's owner approves it there (you, for the workspaces you own); revoke it at any time.</p>"
        + (rows.isEmpty() ? "<p>No AI agent has connected yet.</p>"
            : "<table><tr><th>Client</th><th>Workspaces</th><th>Last used</th></tr>" + rows + "</table>")
        + "</section>";
  }

  /** The agent's state in one workspace, with what the person may do about it there. */
  private static String agentIn(String agentId, AgentWorkspaceState workspace, boolean own, String csrf) {
    var status = workspace.status();
    var mayDecide = workspace.mayDecide();
    var workspaceId = escape(workspace.workspaceId());
    var field = "<input type=\"hidden\" name=\"workspace_id\" value=\"" + workspaceId + "\">";
    var html = new StringBuilder("<div class=\"agent-workspace\" id=\"agent-").append(agentId).append("-in-")
        .append(workspaceId).append("\">").append(escape(workspace.name())).append(": <span class=\"state state-")
        .append(escape(status)).append("\">").append(escape(status.replace('_', ' '))).append("</span> ");
    if (!"approved".equals(status) && mayDecide) {
      html.append(button("/app/agents/" + agentId + "/approve", "revoked".equals(status) ? "Re-approve" : "Approve",
          "", csrf + field));
    } else if (!"approved".equals(status)) {
      html.append("<span class=\"muted\">Its owner approves it.</span> ");
    }
    if (!"revoked".equals(status) && (mayDecide || own)) {
      html.append(button("/app/agents/" + agentId + "/revoke", "Revoke", "danger", csrf + field));
    }
    return html.append("</div>").toString();
  }

  static String history(JsonObject reply) {
    var rows = new StringBuilder();
    var entries = reply == null ? new JsonArray() : reply.getJsonArray("entries", new JsonArray());
    for (var entry : entries) {
      var e = (JsonObject) entry;
      rows.append("<tr><td>").append(escape(day(e.getString("at")))).append("</td><td>")
          .append(escape(e.getString("type"))).append("</td><td>").append(e.getValue("credits")).append("</td><td>")
          .append(e.getValue("balance_after")).append("</td><td>").append(escape(e.getString("description")))
          .append("</td></tr>");
    }
    return "<section id=\"history\"><h2>Credit history</h2>" + (rows.isEmpty() ? "<p>No credits moved yet.</p>"
        : "<table><tr><th>When (UTC)</th><th>Type</th><th>Credits</th><th>Balance</th><th>For</th></tr>" + rows
            + "</table>") + "</section>";
  }

  static String button(String action, String label, String style, String csrf) {
    return "<form class=\"inline\" method=\"post\" action=\"" + action + "\">" + csrf + "<button type=\"submit\" class=\""
        + style + "\">" + label + "</button></form> ";
  }

  static String day(String timestamp) {
    if (timestamp == null || timestamp.equals("null")) return "never";
    return timestamp.length() >= 16 ? timestamp.substring(0, 16).replace('T', ' ') : timestamp;
  }
}
