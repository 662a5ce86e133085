package io.sigment.gateway.app;

import static io.sigment.gateway.app.AppHtml.button;
import static io.sigment.gateway.app.AppHtml.day;
import static io.sigment.gateway.http.HtmlPages.escape;

import io.sigment.common.api.accounts.ApiKeyList;
import io.sigment.common.api.accounts.ApiKeySummary;
import io.sigment.common.api.accounts.KeyCreationSetting;
import io.sigment.common.api.accounts.KeyWorkspace;
import io.sigment.web.app.AppSession;
import java.util.stream.Collectors;

/**
 * The app's API keys section (issue 40): create a key for one workspace (a select of the person's workspaces, the
 * current one chosen), the person's keys and every key that can act in a workspace they own (who made it, where it
 * acts, when made and last used; revoke), and, per workspace they own, the switch for key creation by members.
 */
final class KeysHtml {
  private KeysHtml() {
  }

  static String section(AppSession session, ApiKeyList reply, String csrf) {
    var rows = new StringBuilder();
    for (var key : reply.apiKeys()) rows.append(row(session, key, csrf));
    return "<section id=\"api-keys\"><h2>API keys</h2><p class=\"muted\">For scripts and CI. A key acts only in the "
        + "workspace chosen when it is made and can spend that workspace's credits, so keep it in a secret store. "
        + "Listed: your keys, and every key that can act in a workspace you own, whoever made it; revoking a key "
        + "revokes it everywhere it acts.</p>" + createForm(session, reply, csrf)
        + (rows.isEmpty() ? "" : "<table id=\"key-list\"><tr><th>Name</th><th>Key</th><th>Made by</th>"
            + "<th>Acts in</th><th>Created</th><th>Last used</th><th></th></tr>" + rows + "</table>")
        + memberCreation(reply, csrf) + "</section>";
  }

  /** The name field and the select of the person's workspaces (the current one chosen; those closed to them off). */
  private static String createForm(AppSession session, ApiKeyList reply, String csrf) {
    if (reply.workspaces().stream().noneMatch(KeyCreationSetting::mayCreate)) {
      return reply.workspaces().isEmpty() ? "<p class=\"muted\">Create a workspace first: a key acts in one.</p>"
          : "<p class=\"muted\" id=\"key-creation-off\">The owners of your workspaces turned off API key creation by "
              + "members.</p>";
    }
    var options = new StringBuilder();
    for (var workspace : reply.workspaces()) {
      options.append("<option value=\"").append(escape(workspace.workspaceId())).append('"')
          .append(workspace.workspaceId().equals(session.currentWorkspaceId()) ? " selected" : "")
          .append(workspace.mayCreate() ? "" : " disabled").append('>').append(escape(workspace.name()))
          .append(workspace.mayCreate() ? "" : " (its owner turned key creation off)").append("</option>");
    }
    return "<form method=\"post\" action=\"/app/api-keys\">" + csrf
        + "<input type=\"text\" name=\"name\" id=\"key-name\" placeholder=\"Key name, e.g. CI\" required maxlength=\"100\">"
        + " <label>for <select name=\"workspace_id\" id=\"key-workspace\">" + options + "</select></label> "
        + "<button type=\"submit\" id=\"create-key\">Create API key</button></form>";
  }

  private static String row(AppSession session, ApiKeySummary key, String csrf) {
    var id = escape(key.keyId());
    var own = session.userId().equals(key.userId());
    var where = key.workspaces().stream().map(KeyWorkspace::name).map(n -> escape(n)).collect(Collectors.joining(", "));
    return "<tr id=\"key-" + id + "\"><td>" + escape(key.name()) + "</td><td><code>" + escape(key.display())
        + "</code></td><td class=\"key-owner\">" + (own ? "you" : escape(key.userName() == null ? "" : key.userName()))
        + "</td><td class=\"key-workspaces\">" + (where.isEmpty() ? "<span class=\"muted\">no workspace</span>" : where)
        + "</td><td>" + escape(day(key.createdAt())) + "</td><td>" + escape(day(key.lastUsedAt())) + "</td><td>"
        + (key.revoked() ? "<span class=\"state state-revoked\">revoked</span>"
            : button("/app/api-keys/" + id + "/revoke", "Revoke", "danger", csrf))
        + "</td></tr>";
  }

  /** Per workspace the person owns: whether its members may create keys, and the button that turns it over. */
  private static String memberCreation(ApiKeyList reply, String csrf) {
    var owned = new StringBuilder();
    for (var workspace : reply.workspaces()) {
      if (!workspace.owner()) continue;
      var id = escape(workspace.workspaceId());
      var on = workspace.membersCreateKeys();
      owned.append("<form class=\"member-keys\" id=\"member-keys-").append(id)
          .append("\" method=\"post\" action=\"/app/api-keys/members-create\">").append(csrf)
          .append("<input type=\"hidden\" name=\"workspace_id\" value=\"").append(id).append("\">")
          .append("<input type=\"hidden\" name=\"allowed\" value=\"").append(on ? "off" : "on").append("\">")
          .append(escape(workspace.name())).append(": members ").append(on ? "may" : "may not")
          .append(" create keys <button type=\"submit\" class=\"secondary\">").append(on ? "Turn off" : "Turn on")
          .append("</button></form>");
    }
    if (owned.isEmpty()) return "";
    return "<h3>Key creation by members</h3><p class=\"muted\">In a workspace you own you may stop its members from "
        + "creating keys. Keys they made before keep working until you revoke them above.</p>" + owned;
  }
}
