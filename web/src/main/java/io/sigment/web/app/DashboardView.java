package io.sigment.web.app;

import io.sigment.common.api.accounts.AccountView;
import io.sigment.common.api.accounts.AgentList;
import io.sigment.common.api.accounts.ApiKeyList;
import io.sigment.common.api.accounts.CreditHistoryList;
import io.sigment.common.api.accounts.NewApiKey;
import io.sigment.web.team.KeysView;
import io.sigment.web.team.WorkspacesView;
import java.util.List;
import java.util.Map;

/**
 * The app's dashboard ({@code app/dashboard.jte}) at {@code /app}: the key just created (shown once, else null), the
 * credits, the workspaces, the AI agents, the API keys and the credit history.
 */
public record DashboardView(
        String name,
        SignedInHeader who,
        NewApiKey createdKey,
        CreditsView credits,
        WorkspacesView workspaces,
        AgentsView agents,
        KeysView keys,
        List<Entry> history) {
    /** A line of the credit history: when (to the minute, UTC), its type, credits, balance after, and what for. */
    public record Entry(String at, String type, String credits, String balanceAfter, String description) {}

    /** {@code accounts}: each workspace's get_account reply, by id (absent when it could not be read). */
    public static DashboardView of(
            AppSession session,
            String csrf,
            NewApiKey createdKey,
            AccountView account,
            Map<String, AccountView> accounts,
            AgentList agents,
            ApiKeyList keys,
            CreditHistoryList history) {
        var entries = history == null ? List.<CreditHistoryList.Entry>of() : history.entries();
        return new DashboardView(
                session.name(),
                SignedInHeader.of(session, csrf),
                createdKey,
                CreditsView.of(account, csrf),
                WorkspacesView.of(session, accounts, csrf),
                AgentsView.of(session, agents, csrf),
                KeysView.of(session, keys, csrf),
                entries.stream()
                        .map(e -> new Entry(
                                AppDates.minute(e.at()),
                                e.type(),
                                CreditsView.text(e.credits()),
                                CreditsView.text(e.balanceAfter()),
                                e.description()))
                        .toList());
    }
}
