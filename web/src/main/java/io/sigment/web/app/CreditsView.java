package io.sigment.web.app;

import io.sigment.common.api.accounts.AccountView;
import java.util.List;

/**
 * The dashboard's credits ({@code app/credits.jte}) from accounts' account reply ({@link AccountView}): the current
 * workspace, its plan, balance, what is available, today's agent spend against its cap, and the packages to buy.
 */
public record CreditsView(
        String workspace,
        String plan,
        String balance,
        String available,
        String spent,
        String cap,
        List<CreditPackage> packages,
        String csrf) {
    /** A credit package to buy: its id, its name and how many credits it adds. */
    public record CreditPackage(String id, String name, String credits) {}

    /** Null when the person has no workspace yet. */
    public static CreditsView of(AccountView account, String csrf) {
        if (account == null) return null;
        var workspace = account.workspace();
        var credits = account.credits();
        var spend = account.agentSpendToday();
        var packages = account.creditPackages().stream()
                .map(p -> new CreditPackage(p.packageId(), p.name(), text(p.credits())))
                .toList();
        return new CreditsView(
                workspace.name(),
                workspace.plan().name(),
                text(credits.balance()),
                text(credits.available()),
                text(spend.spent()),
                text(spend.cap()),
                packages,
                csrf);
    }

    static String text(Object value) {
        return String.valueOf(value);
    }
}
