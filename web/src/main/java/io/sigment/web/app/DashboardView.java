package io.sigment.web.app;

import gg.jte.Content;
import io.sigment.common.api.accounts.AgentList;
import io.sigment.common.api.accounts.NewApiKey;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * The app's dashboard ({@code app/dashboard.jte}) at {@code /app}: the key just created (shown once, else null), the
 * credits, the workspaces, the AI agents, the API keys and the credit history. {@code workspaces} and {@code keys}
 * are sections the gateway still renders itself (until they move here).
 */
public record DashboardView(String name, SignedInHeader who, NewApiKey createdKey, CreditsView credits,
    Content workspaces, AgentsView agents, Content keys, List<Entry> history) {
  /** A line of the credit history: when (to the minute, UTC), its type, credits, balance after, and what for. */
  public record Entry(String at, String type, String credits, String balanceAfter, String description) {
  }

  public static DashboardView of(AppSession session, String csrf, NewApiKey createdKey, JsonObject account,
      Content workspaces, AgentList agents, Content keys, JsonObject history) {
    var entries = history == null ? new JsonArray() : history.getJsonArray("entries", new JsonArray());
    return new DashboardView(session.name(), SignedInHeader.of(session, csrf), createdKey, CreditsView.of(account, csrf),
        workspaces, AgentsView.of(session, agents, csrf), keys, entries.stream().map(JsonObject.class::cast)
        .map(e -> new Entry(AppDates.minute(e.getString("at")), e.getString("type"), CreditsView.text(e.getValue("credits")),
            CreditsView.text(e.getValue("balance_after")), e.getString("description"))).toList());
  }
}
