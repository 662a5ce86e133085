package io.sigment.common.bus;

/** Publish/subscribe addresses: events every interested process hears, as opposed to a service's requests. */
public final class Topics {
    /**
     * A credential changed state: an API key revoked, an agent approved or revoked, an OAuth grant revoked:
     * {@code CredentialRevoked} (a key, agent or grant id, or a user whose workspaces changed). Each gateway drops what
     * it cached of it.
     */
    public static final String CREDENTIAL_REVOKED = "sigment.events.credential-revoked";

    /**
     * A job's status or stage changed: {@code JobChanged}; whoever changes a job publishes. One
     * address for every job, so a process that parks waits subscribes once (not once per job, a cluster operation).
     */
    public static final String JOB_CHANGED = "sigment.events.job-changed";

    /**
     * Progress of a scraper-service {@code scrape}: {@code {"scrape_id", "platform", "event", ...}} with event
     * {@code post_done}, {@code creator_done}, {@code creator_unknown}, {@code completed} or {@code failed}.
     */
    public static final String SCRAPE_PROGRESS = "sigment.events.scrape-progress";

    /**
     * Accounts loaded its price table (at its start, where a migration's new prices take effect): the table, as
     * {@code price_list} answers it. Each process's {@link io.sigment.common.api.accounts.PriceTableCache} takes it.
     */
    public static final String PRICES_LOADED = "sigment.events.prices-loaded";

    /**
     * Accounts committed a change to what {@code get_account} shows (a ledger entry, a workspace, a membership, a
     * plan); no body. Every accounts process drops the replies it kept.
     */
    public static final String ACCOUNTS_CHANGED = "sigment.events.accounts-changed";

    private Topics() {}
}
