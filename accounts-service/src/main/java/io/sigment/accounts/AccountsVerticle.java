package io.sigment.accounts;

import io.sigment.accounts.account.AccountChanges;
import io.sigment.accounts.mail.OutboxStore;
import io.sigment.accounts.mail.OutboxWorker;
import io.sigment.accounts.mail.SmtpServer;
import io.sigment.accounts.plans.Catalog;
import io.sigment.accounts.plans.CatalogStore;
import io.sigment.common.Config;
import io.sigment.common.Setting;
import io.sigment.common.api.accounts.AccountsAction;
import io.sigment.common.api.accounts.AccountsChanged;
import io.sigment.common.bus.Action;
import io.sigment.common.bus.ServiceAddress;
import io.sigment.common.bus.Topics;
import io.sigment.common.db.Postgres;
import io.sigment.common.ops.Log;
import io.vertx.core.Future;
import io.vertx.core.VerticleBase;
import io.vertx.sqlclient.Pool;
import java.time.Clock;
import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;
import java.util.logging.Logger;

/** Binds {@code sigment.accounts}: the identity side's handlers and the money side's, nothing else. */
public final class AccountsVerticle extends VerticleBase {
    private static final Logger LOG = Logger.getLogger(AccountsVerticle.class.getName());
    private final Config config;
    private final Clock clock;
    private Pool pool;
    private OutboxWorker mail;
    private Runnable stopTelling = () -> {};

    public AccountsVerticle(Config config) {
        this(config, Clock.systemUTC());
    }

    /** With the clock that decides "today" for the daily agent cap and stamps ledger entries (tests move it). */
    public AccountsVerticle(Config config, Clock clock) {
        this.config = config;
        this.clock = clock;
    }

    @Override
    public Future<?> start() {
        Optional<SmtpServer> smtp;
        try {
            smtp = SmtpServer.from(config);
        } catch (IllegalArgumentException wrong) {
            return Future.failedFuture(wrong);
        }
        config.optional(Setting.INVITE_EMAILS)
                .ifPresent(retired -> Log.warn(
                        LOG,
                        Setting.INVITE_EMAILS.env() + "="
                                + retired
                                + " is retired and ignored: invitations are always mailed to the invited address "
                                + "(through "
                                + Setting.MAIL_SMTP_URL.env()
                                + ") and their link works only for that address; remove the setting",
                        Map.of(),
                        null));
        if (smtp.isEmpty()) {
            Log.warn(LOG, Setting.MAIL_SMTP_URL.env() + " is not set: mail stays in the outbox unsent", Map.of(), null);
        }
        stopTelling = AccountChanges.onCommitted(
                () -> vertx.eventBus().publish(Topics.ACCOUNTS_CHANGED, new AccountsChanged().toJson()));
        // Loading the pool's and the handlers' classes takes seconds in a cold JVM on a busy machine: off the event
        // loop (the verticle's context stays current there).
        return vertx.eventBus()
                .consumer(Topics.ACCOUNTS_CHANGED, changed -> AccountChanges.changedElsewhere())
                .completion()
                .compose(listening -> vertx.executeBlocking(() -> catalogStore(smtp)))
                .compose(CatalogStore::load)
                .compose(catalog -> vertx.executeBlocking(() -> actions(catalog))
                        .compose(actions -> ServiceAddress.ACCOUNTS.bind(vertx, actions))
                        .onSuccess(bound -> vertx.eventBus()
                                .publish(
                                        Topics.PRICES_LOADED,
                                        catalog.prices().table().toJson())))
                .onSuccess(bound -> {
                    if (mail != null) mail.start();
                });
    }

    /** The pool, the mail's worker when a server is set (started once the handlers are bound), and the plans' store. */
    private CatalogStore catalogStore(Optional<SmtpServer> smtp) {
        pool = Postgres.pool(vertx, config, "accounts");
        mail = smtp.map(server -> new OutboxWorker(vertx, new OutboxStore(pool), server, clock))
                .orElse(null);
        return new CatalogStore(pool);
    }

    private Map<AccountsAction, Action> actions(Catalog catalog) {
        var actions = new EnumMap<AccountsAction, Action>(AccountsAction.class);
        actions.putAll(IdentityHandlers.build(vertx, config, pool, catalog, clock));
        actions.putAll(MoneyHandlers.build(vertx, config, pool, catalog, clock));
        return actions;
    }

    @Override
    public Future<?> stop() {
        stopTelling.run();
        return (mail == null ? Future.succeededFuture() : mail.stop())
                .eventually(() -> pool == null ? Future.succeededFuture() : pool.close());
    }
}
