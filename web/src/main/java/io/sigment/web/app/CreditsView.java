package io.sigment.web.app;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * The dashboard's credits ({@code app/credits.jte}) from accounts' account reply (which has no record): the current
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
    public static CreditsView of(JsonObject account, String csrf) {
        if (account == null) return null;
        var workspace = account.getJsonObject("workspace", new JsonObject());
        var credits = account.getJsonObject("credits", new JsonObject());
        var spend = account.getJsonObject("agent_spend_today", new JsonObject());
        var packages = account.getJsonArray("credit_packages", new JsonArray()).stream()
                .map(JsonObject.class::cast)
                .map(p ->
                        new CreditPackage(p.getString("package_id"), p.getString("name"), text(p.getValue("credits"))))
                .toList();
        var plan = workspace.getJsonObject("plan") != null
                ? workspace.getJsonObject("plan").getString("name")
                : workspace.getString("plan");
        return new CreditsView(
                workspace.getString("name"),
                plan,
                text(credits.getValue("balance")),
                text(credits.getValue("available")),
                text(spend.getValue("spent")),
                text(spend.getValue("cap")),
                packages,
                csrf);
    }

    static String text(Object value) {
        return String.valueOf(value);
    }
}
