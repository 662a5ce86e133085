package io.sigment.gateway.app;

import static io.sigment.gateway.http.HtmlPages.escape;

import io.sigment.common.api.accounts.MemberWorkspace;
import io.sigment.web.app.AppSession;
import io.vertx.core.json.JsonObject;
import java.util.Map;

/** The app's workspaces section: each workspace's plan, balance and today's agent spend; switch, rename, create. */
final class WorkspacesHtml {
  private WorkspacesHtml() {
  }

  /** {@code accounts}: each workspace's get_account reply, by id (absent when it could not be read). */
  static String section(AppSession session, Map<String, JsonObject> accounts, String csrf) {
    var rows = new StringBuilder();
    for (var workspace : session.workspaces()) {
      var id = escape(workspace.workspaceId());
      var account = accounts.getOrDefault(workspace.workspaceId(), new JsonObject());
      var credits = account.getJsonObject("credits", new JsonObject());
      var spend = account.getJsonObject("agent_spend_today", new JsonObject());
      var current = workspace.workspaceId().equals(session.currentWorkspaceId());
      rows.append("<tr id=\"workspace-").append(id).append("\"><td>").append(escape(workspace.name()))
          .append(current ? " <span class=\"state state-approved\">current</span>" : "").append("</td><td>")
          .append(escape(workspace.plan())).append("</td><td>").append(escape(workspace.role())).append("</td><td>")
          .append(figure(credits, "balance")).append("</td><td>").append(figure(spend, "spent"))
          .append("</td><td>");
      if (!current) {
        rows.append("<form class=\"inline\" method=\"post\" action=\"/app/workspaces/switch\">").append(csrf)
            .append("<input type=\"hidden\" name=\"workspace_id\" value=\"").append(id)
            .append("\"><button type=\"submit\" class=\"secondary\">Switch</button></form>");
      }
      rows.append("</td></tr>");
    }
    var rename = session.isOwnerOf(session.currentWorkspaceId())
        ? "<form method=\"post\" action=\"/app/workspaces/rename\">" + csrf
            + "<input type=\"hidden\" name=\"workspace_id\" value=\"" + escape(session.currentWorkspaceId()) + "\">"
            + "<label>Rename this workspace <input id=\"workspace-name\" name=\"name\" maxlength=\"100\" required "
            + "value=\"" + escape(currentName(session)) + "\"></label> <button type=\"submit\" id=\"rename-workspace\">"
            + "Rename</button></form>"
        : "";
    return "<section id=\"workspaces\"><h2>Workspaces</h2><p class=\"muted\">Credits, plan, agents, keys and work "
        + "belong to a workspace; the app acts in the current one. <a href=\"/app/plans\" id=\"plans-link\">"
        + "Plans</a> · <a href=\"/app/members\" id=\"members-link\">Members</a></p><table><tr><th>Workspace</th><th>Plan</th>"
        + "<th>Role</th><th>Balance</th><th>Agents spent today</th><th></th></tr>" + rows + "</table>" + rename
        + "<form method=\"post\" action=\"/app/workspaces\">" + csrf + "<label>New workspace <input "
        + "id=\"new-workspace-name\" name=\"name\" maxlength=\"100\" required></label> <button type=\"submit\" "
        + "id=\"create-workspace\">Create</button></form></section>";
  }

  private static String figure(JsonObject json, String key) {
    var value = json.getValue(key);
    return value == null ? "–" : escape(String.valueOf(value));
  }

  private static String currentName(AppSession session) {
    return session.workspaces().stream().filter(w -> w.workspaceId().equals(session.currentWorkspaceId()))
        .map(MemberWorkspace::name).findFirst().orElse("");
  }
}
