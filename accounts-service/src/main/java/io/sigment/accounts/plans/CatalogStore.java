package io.sigment.accounts.plans;

import io.sigment.common.db.Store;
import io.vertx.core.Future;
import io.vertx.sqlclient.SqlClient;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;

/** SQL of {@code accounts.plans}, {@code accounts.prices} and {@code accounts.credit_packages}. */
public final class CatalogStore extends Store<CatalogStore> {
    public CatalogStore(SqlClient sql) {
        super(sql, CatalogStore::new);
    }

    public Future<Catalog> load() {
        var plans = sql.preparedQuery("SELECT plan_id, name, platforms, max_handles_per_analysis, optimize_selection, "
                        + "max_members FROM accounts.plans ORDER BY position")
                .execute()
                .map(rows -> {
                    var byId = new LinkedHashMap<String, Plan>();
                    rows.forEach(row -> byId.put(
                            row.getString("plan_id"),
                            new Plan(
                                    row.getString("plan_id"),
                                    row.getString("name"),
                                    Arrays.asList(row.getArrayOfStrings("platforms")),
                                    row.getInteger("max_handles_per_analysis"),
                                    row.getBoolean("optimize_selection"),
                                    row.getInteger("max_members"))));
                    return byId;
                });
        var prices = sql.preparedQuery("SELECT price_id, credits, description FROM accounts.prices ORDER BY position")
                .execute()
                .map(rows -> {
                    var byId = new LinkedHashMap<String, PriceList.Price>();
                    rows.forEach(row -> byId.put(
                            row.getString("price_id"),
                            new PriceList.Price(
                                    row.getString("price_id"),
                                    row.getInteger("credits"),
                                    row.getString("description"))));
                    return new PriceList(byId);
                });
        var packages = sql.preparedQuery("SELECT package_id, name, credits, price_cents, currency "
                        + "FROM accounts.credit_packages ORDER BY position")
                .execute()
                .map(rows -> {
                    var list = new ArrayList<CreditPackage>();
                    rows.forEach(row -> list.add(new CreditPackage(
                            row.getString("package_id"),
                            row.getString("name"),
                            row.getInteger("credits"),
                            row.getInteger("price_cents"),
                            row.getString("currency"))));
                    return list;
                });
        return Future.all(plans, prices, packages)
                .map(all -> new Catalog(plans.result(), prices.result(), packages.result()));
    }
}
