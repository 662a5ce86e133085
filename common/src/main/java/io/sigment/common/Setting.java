package io.sigment.common;

/**
 * Every setting of every Sigment process. Each is read from the environment variable {@link #env()};
 * the documentation site's configuration page ({@code docs/pages/configuration.md}) is generated from this enum
 * ({@code ConfigurationPage} in common's tests; {@code ConfigurationPageTest} keeps the two in step).
 */
public enum Setting {
    HTTP_PORT("SIGMENT_HTTP_PORT", "8080", "Gateway HTTP port: `/mcp`, OAuth, app, share pages."),
    MANAGEMENT_PORT(
            "SIGMENT_MANAGEMENT_PORT", "9090", "Port of this process's `/metrics`, `/health/live`, `/health/ready`."),
    PUBLIC_BASE_URL(
            "SIGMENT_PUBLIC_BASE_URL",
            "",
            "Public base URL (`{base_url}`); the MCP URL is this plus `/mcp`. Empty: `http://localhost:<HTTP_PORT>`."),
    AUTH_URL(
            "SIGMENT_AUTH_URL",
            "",
            "Authorization server (`{auth_url}`) listed in the protected-resource metadata. Empty: the public base URL."),
    AUTH_EXTERNAL(
            "SIGMENT_AUTH_EXTERNAL",
            "false",
            "`true`: `{auth_url}` is an external OpenID/OAuth server (Keycloak 26.4+) whose JWT access tokens the "
                    + "gateway validates itself (JWKS signature RS256/ES256, `iss` = `{auth_url}`, `aud`, "
                    + "`exp`/`nbf`); the embedded authorization server's endpoints are then not served and `oat_` "
                    + "tokens are not accepted."),
    AUTH_JWKS_URL(
            "SIGMENT_AUTH_JWKS_URL",
            "",
            "External authorization server only: its JWKS URL. Empty: the `jwks_uri` of "
                    + "`{auth_url}/.well-known/openid-configuration`."),
    AUTH_AUDIENCE(
            "SIGMENT_AUTH_AUDIENCE",
            "",
            "External authorization server only: the value its tokens' `aud` must contain. Empty: the MCP URL."),
    INTROSPECTION_CLIENT_ID(
            "SIGMENT_INTROSPECTION_CLIENT_ID",
            "",
            "Client id a resource server sends (HTTP Basic, `client_secret_basic`) to `POST /oauth/introspect` (RFC "
                    + "7662). Empty: introspection answers every caller `401`."),
    INTROSPECTION_CLIENT_SECRET(
            "SIGMENT_INTROSPECTION_CLIENT_SECRET",
            "",
            "The secret of `SIGMENT_INTROSPECTION_CLIENT_ID` (a long random value, kept in a secret store)."),
    CIMD_ALLOW_LOOPBACK(
            "SIGMENT_CIMD_ALLOW_LOOPBACK",
            "false",
            "Tests only: `true` lets OAuth client ids that are metadata-document URLs point at loopback addresses over "
                    + "plain HTTP (the SSRF guard otherwise fetches only HTTPS from public addresses). Outside a "
                    + "demo an accounts process refuses to start with it."),
    CIMD_CLIENTS_PER_HOUR(
            "SIGMENT_CIMD_CLIENTS_PER_HOUR",
            "200",
            "New OAuth clients known by a metadata-document URL (SEP-991) that accounts-service stores per hour, "
                    + "cluster-wide; past it, a new document URL is refused (\"Unknown application\") until the hour "
                    + "has room. Clients already stored keep working."),
    CIMD_CLIENTS_PER_SOURCE_PER_HOUR(
            "SIGMENT_CIMD_CLIENTS_PER_SOURCE_PER_HOUR",
            "20",
            "New metadata-document clients (as `SIGMENT_CIMD_CLIENTS_PER_HOUR`) one source may have stored per hour: "
                    + "the client address whose authorize request first named the document, so one source cannot use "
                    + "up the cluster-wide hour alone."),
    DOCS_URL(
            "SIGMENT_DOCS_URL",
            "",
            "Documentation site (`{docs_url}`), served by the gateway at this URL's path (which must not be empty). "
                    + "Empty: public base URL plus `/docs`."),
    DOCS_CALLS_PER_MINUTE(
            "SIGMENT_DOCS_CALLS_PER_MINUTE",
            "120",
            "Requests per minute one client address may send to the documentation MCP server (`{docs_url}/mcp`), per "
                    + "gateway."),
    TRUSTED_PROXIES(
            "SIGMENT_TRUSTED_PROXIES",
            "127.0.0.0/8,::1/128",
            "Comma-separated CIDRs of the proxies in front of the gateway (the ingress controller's pods). From a peer "
                    + "in them, the client address for per-address limits (sign-in, client registration, failed "
                    + "tokens, the documentation MCP server) is the last `X-Forwarded-For` hop outside them; any "
                    + "other peer is the client itself. The prod overlay sets the cluster's pod range."),
    ALLOWED_ORIGINS(
            "SIGMENT_ALLOWED_ORIGINS",
            "",
            "Comma-separated browser origins allowed to call `/mcp`. The public base URL's origin and localhost "
                    + "origins are always allowed."),
    PG_URL(
            "SIGMENT_PG_URL",
            "",
            "PostgreSQL server, `postgresql://user[:password]@host[:port]/database`. Empty: `local` starts an embedded "
                    + "PostgreSQL; service processes require it."),
    PG_POOL_SIZE("SIGMENT_PG_POOL_SIZE", "4", "Connections per service pool."),
    DATA_DIR("SIGMENT_DATA_DIR", ".sigment", "Local data: the embedded PostgreSQL's files and `local.env`."),
    CLUSTER_NAME("SIGMENT_CLUSTER_NAME", "sigment", "Hazelcast cluster name; only members with the same name join."),
    CLUSTER_HOST(
            "SIGMENT_CLUSTER_HOST",
            "127.0.0.1",
            "Address this process binds and announces for Hazelcast and the event bus (in Kubernetes: the pod IP)."),
    CLUSTER_PORT("SIGMENT_CLUSTER_PORT", "5701", "Hazelcast member port of this process."),
    CLUSTER_MEMBERS(
            "SIGMENT_CLUSTER_MEMBERS",
            "127.0.0.1:5701",
            "Comma-separated `host:port` members for TCP-IP join (ignored when `SIGMENT_CLUSTER_DNS` is set)."),
    CLUSTER_DNS(
            "SIGMENT_CLUSTER_DNS",
            "",
            "DNS name of a Kubernetes headless service: switches Hazelcast to Kubernetes DNS discovery."),
    CLUSTER_MIN_SIZE(
            "SIGMENT_CLUSTER_MIN_SIZE",
            "1",
            "Split-brain protection: the shared limits and work heartbeats answer only in a cluster of at least this "
                    + "many members, so two halves of a split cluster cannot each grant a whole limit (1: off). A "
                    + "majority of the deployment's members."),
    REQUEST_TIMEOUT_MS(
            "SIGMENT_REQUEST_TIMEOUT_MS", "10000", "Default timeout of an event-bus request between services."),
    CALLS_PER_MINUTE(
            "SIGMENT_CALLS_PER_MINUTE", "120", "Tool calls per user per minute, across all gateways (spec: 120)."),
    SEARCHES_PER_HOUR("SIGMENT_SEARCHES_PER_HOUR", "60", "`search_creators` calls per user per hour (spec: 60)."),
    INFLIGHT_PER_USER(
            "SIGMENT_INFLIGHT_PER_USER", "8", "Tool calls of one user in flight at once before `429` (spec: 8)."),
    INFLIGHT_PER_TOKEN(
            "SIGMENT_INFLIGHT_PER_TOKEN",
            "2",
            "Extra in-flight calls each credential may have beyond the user's share."),
    CREDENTIAL_CACHE_SECONDS(
            "SIGMENT_CREDENTIAL_CACHE_SECONDS",
            "30",
            "How long a gateway trusts a verified credential before asking again (revocations evict at once)."),
    LOG_LEVEL("SIGMENT_LOG_LEVEL", "INFO", "Log level (`SEVERE`, `WARNING`, `INFO`, `FINE`)."),
    PROCESS_NAME("SIGMENT_PROCESS_NAME", "", "Name in every log line of this process. Empty: the service it runs."),
    PARENT_PID(
            "SIGMENT_PARENT_PID",
            "",
            "Internal: a child started by `./sigment up --processes` exits when this process ends."),
    PROCESS_JAVA_OPTIONS(
            "SIGMENT_PROCESS_JAVA_OPTIONS",
            "-Xmx512m",
            "`./sigment up --processes` only: the JVM options (space-separated) of each process it starts."),
    EVENT_BUS_PORT(
            "SIGMENT_EVENT_BUS_PORT",
            "0",
            "Event-bus TCP port of this process; `0` picks a free one. Set a fixed port where a firewall or "
                    + "NetworkPolicy must allow it (Kubernetes)."),
    EMULATOR_HOST("SIGMENT_EMULATOR_HOST", "127.0.0.1", "Address the platform emulator listens on."),
    EMULATOR_PORT("SIGMENT_EMULATOR_PORT", "8091", "Port of the platform emulator's HTTP APIs (0: any free port)."),
    EMULATOR_SEED(
            "SIGMENT_EMULATOR_SEED", "42", "Seed of the emulated world: the same seed and size give the same world."),
    EMULATOR_SIZE(
            "SIGMENT_EMULATOR_SIZE",
            "1200",
            "Creators per platform in the emulated world (it has 400 people per creator)."),
    EMULATOR_TRUTH(
            "SIGMENT_EMULATOR_TRUTH",
            "false",
            "`true`: the emulator serves its ground truth under `/_truth/` (tests only)."),
    EMULATOR_LATENCY_MS(
            "SIGMENT_EMULATOR_LATENCY_MS", "0", "Emulator fault injection: milliseconds added to every response."),
    EMULATOR_RUN_LATENCY_MS(
            "SIGMENT_EMULATOR_RUN_LATENCY_MS",
            "0",
            "Milliseconds each emulated scraping-provider actor run takes to start (a real run: ~2000)."),
    EMULATOR_ERROR_RATE(
            "SIGMENT_EMULATOR_ERROR_RATE", "0", "Emulator fault injection: share of requests answered 503 (0-1)."),
    EMULATOR_THROTTLE_RATE(
            "SIGMENT_EMULATOR_THROTTLE_RATE",
            "0",
            "Emulator fault injection: share of requests answered 429 with `Retry-After` (0-1)."),
    EMULATOR_RETRY_AFTER_S(
            "SIGMENT_EMULATOR_RETRY_AFTER_S",
            "1",
            "Emulator fault injection: the `Retry-After` seconds of an injected 429."),
    EMULATOR_YOUTUBE_QUOTA(
            "SIGMENT_EMULATOR_YOUTUBE_QUOTA",
            "1000000",
            "YouTube quota units per key and day the emulator grants (Google's default grant is 10000)."),
    YOUTUBE_API_BASE(
            "SIGMENT_YOUTUBE_API_BASE",
            "",
            "YouTube Data API v3 base URL. Empty: the local emulator; real: `https://www.googleapis.com/youtube/v3`."),
    YOUTUBE_API_KEY(
            "SIGMENT_YOUTUBE_API_KEY",
            "emulator-key",
            "YouTube Data API key (the emulator accepts only this value too)."),
    YOUTUBE_DAILY_QUOTA(
            "SIGMENT_YOUTUBE_DAILY_QUOTA",
            "10000",
            "YouTube quota units the scraper may spend per Pacific-time day; a call beyond it fails unsent."),
    SCRAPER_DAILY_RUNS(
            "SIGMENT_SCRAPER_DAILY_RUNS",
            "100000",
            "Scraping-provider actor runs (searches, and each page a scrape fetches) the deployment budgets per UTC "
                    + "day; each workspace may use `SIGMENT_WORKSPACE_PLATFORM_SHARE` of them."),
    WORKSPACE_PLATFORM_SHARE(
            "SIGMENT_WORKSPACE_PLATFORM_SHARE",
            "10",
            "Percent of the day's YouTube quota and scraping-provider budget one workspace's searches and its jobs' "
                    + "scrapes may spend; past it, its searches answer from the catalog and its new analyses and "
                    + "discoveries still start but wait behind other workspaces' jobs while the platform is busy "
                    + "(fair share)."),
    SCRAPER_API_BASE(
            "SIGMENT_SCRAPER_API_BASE",
            "",
            "Scraping provider (Apify API v2) base URL for Instagram and TikTok. Empty: the local emulator; real: "
                    + "`https://api.apify.com`."),
    SCRAPER_API_TOKEN(
            "SIGMENT_SCRAPER_API_TOKEN",
            "emulator-token",
            "Scraping provider API token (the emulator accepts only this value too)."),
    SCRAPER_ACTORS(
            "SIGMENT_SCRAPER_ACTORS",
            "",
            "Overrides of the scraping provider's actor ids, e.g. `instagram.likers=someone~likes-actor`, "
                    + "comma-separated."),
    CONNECTED_API_BASE(
            "SIGMENT_CONNECTED_API_BASE",
            "",
            "Insights API of creators who connected their account. Empty: the local emulator."),
    SCRAPER_CONCURRENCY(
            "SIGMENT_SCRAPER_CONCURRENCY",
            "8",
            "Platform HTTP requests in flight per platform and scraper process. One in eight (at least one) is kept "
                    + "for calls an agent waits on (`search_creators`, `get_creator`), which also go before jobs' "
                    + "waiting scrapes. Also the creators of a platform one scraper process scrapes at once, however "
                    + "many scrapes it serves (their engagers are held in memory until stored)."),
    SCRAPER_RETRIES(
            "SIGMENT_SCRAPER_RETRIES",
            "4",
            "Retries of a failed platform request (5xx, 429, network), with exponential backoff and jitter."),
    SCRAPER_RETRY_BASE_MS(
            "SIGMENT_SCRAPER_RETRY_BASE_MS",
            "200",
            "First retry delay; doubles per retry (a `Retry-After` header wins)."),
    SCRAPER_HTTP_TIMEOUT_MS("SIGMENT_SCRAPER_HTTP_TIMEOUT_MS", "60000", "Timeout of one platform HTTP request."),
    SCRAPER_BREAKER_FAILURES(
            "SIGMENT_SCRAPER_BREAKER_FAILURES",
            "5",
            "Failed platform requests (after their retries) within 10 minutes that open a platform's circuit breaker."),
    SCRAPER_BREAKER_RESET_MS(
            "SIGMENT_SCRAPER_BREAKER_RESET_MS",
            "30000",
            "How long an open platform circuit breaker refuses calls before trying again."),
    JOBS_SCRAPE_SLOTS(
            "SIGMENT_JOBS_SCRAPE_SLOTS",
            "",
            "Paid jobs (analyses, discoveries) scraping at once, cluster-wide; more wait in stage `queued` and start "
                    + "by themselves. Empty: twice `SIGMENT_SCRAPER_CONCURRENCY` (16), one job per platform request "
                    + "permit of two scraper replicas (a job spends most of its scraping stage waiting on provider "
                    + "runs and storage, not holding permits; agents' calls have permits of their own); with more "
                    + "scraper replicas, raise it to about replicas × `SIGMENT_SCRAPER_CONCURRENCY`. Give every jobs "
                    + "replica the same value."),
    JOBS_MAX_QUEUED(
            "SIGMENT_JOBS_MAX_QUEUED",
            "50",
            "Queued jobs, cluster-wide, at which new paid work is refused with \"Sigment is busy\"."),
    JOBS_LEASE_SECONDS(
            "SIGMENT_JOBS_LEASE_SECONDS",
            "30",
            "How long a jobs-service replica's claim on a job lasts unrenewed; a dead replica's job is resumed by "
                    + "another after it."),
    JOBS_STALE_HOLD_SECONDS(
            "SIGMENT_JOBS_STALE_HOLD_SECONDS",
            "900",
            "Age at which the sweeper releases an open credit hold whose job no longer exists or has ended."),
    STRIPE_SECRET_KEY(
            "SIGMENT_STRIPE_SECRET_KEY",
            "",
            "Stripe secret key (`sk_live_...`/`sk_test_...`) for top-up checkouts and plan subscriptions (the app's "
                    + "upgrades and downgrades). Empty: the sandbox when `SIGMENT_SANDBOX_PAYMENTS` is `true`, else "
                    + "`get_topup_link` answers that top-ups are not configured."),
    SHARE_TOKEN_SECRET(
            "SIGMENT_SHARE_TOKEN_SECRET",
            "",
            "Secret (at least 32 characters) from which lists-service derives each public share link's token "
                    + "(HMAC-SHA256 of the link id); only a SHA-256 of the token is stored. Outside a demo a "
                    + "lists-service process refuses to start without it; `./sigment up` generates one into the data "
                    + "dir. Changing it gives active links a new URL on their next share; the URLs they were shared "
                    + "under before keep working."),
    PERSON_KEY_SECRET(
            "SIGMENT_PERSON_KEY_SECRET",
            "",
            "Secret (at least 32 characters) under which scraper-service keys every engager: a person is stored only "
                    + "as HMAC-SHA-256 of platform and platform person id, never by that id or handle. Outside a "
                    + "demo a scraper process, and the migration that re-keys stored people, refuse to start without "
                    + "it; `./sigment up` generates one into the data dir. To change it, see "
                    + "`SIGMENT_PERSON_KEY_SECRET_PREVIOUS`."),
    PERSON_KEY_SECRET_PREVIOUS(
            "SIGMENT_PERSON_KEY_SECRET_PREVIOUS",
            "",
            "The person-key secret being rotated out. While set, a person not found under `SIGMENT_PERSON_KEY_SECRET` "
                    + "is looked up under this one and re-keyed under the new one; keep it set for "
                    + "`SIGMENT_ENGAGERS_RETENTION_DAYS` + 1 days, after which every key still under it has been "
                    + "dropped by retention, then remove it."),
    PERSON_DENY_SECRET(
            "SIGMENT_PERSON_DENY_SECRET",
            "",
            "Secret (at least 32 characters) of the deny list of people excluded from scraping at their request: "
                    + "entries are HMAC-SHA-256 under it, separate from the person key so a rotation of that one "
                    + "keeps the list. Outside a demo a scraper process refuses to start without it; `./sigment up` "
                    + "generates one into the data dir."),
    ENGAGERS_RETENTION_DAYS(
            "SIGMENT_ENGAGERS_RETENTION_DAYS",
            "90",
            "Days a post's engagers are kept after they were fetched (at least 31: the spec's re-analysis price looks "
                    + "30 days back); then the retention sweeper deletes them, and the key of every person no "
                    + "engagers row fetched within the window holds."),
    RETENTION_SWEEP_SECONDS(
            "SIGMENT_RETENTION_SWEEP_SECONDS",
            "600",
            "Seconds between two runs of scraper-service's retention sweeper (each replica runs it; batches are "
                    + "idempotent)."),
    RETENTION_BATCH(
            "SIGMENT_RETENTION_BATCH", "500", "Posts (or people) one retention batch deletes in one transaction."),
    DEMO(
            "SIGMENT_DEMO",
            "false",
            "`true`: a demo deployment. Without it a service process refuses to start when it would use the platform "
                    + "emulator, sandbox payments, a localhost public URL or a setting still holding the example "
                    + "Secret's `CHANGE-ME` placeholder (the log names the setting). `./sigment up` sets it."),
    SANDBOX_PAYMENTS(
            "SIGMENT_SANDBOX_PAYMENTS",
            "false",
            "`true`: without a Stripe key, top-ups go through the gateway's sandbox checkout page (no real payment, "
                    + "credits for free). `./sigment up` sets it; off in every Kubernetes overlay."),
    STRIPE_API_BASE(
            "SIGMENT_STRIPE_API_BASE",
            "https://api.stripe.com",
            "Stripe API base URL (tests point it at a local fake)."),
    STRIPE_WEBHOOK_SECRET(
            "SIGMENT_STRIPE_WEBHOOK_SECRET",
            "",
            "Signing secret (`whsec_...`) of the Stripe webhook endpoint `POST /webhooks/stripe`, which needs the "
                    + "events `checkout.session.completed`, `customer.subscription.updated` and "
                    + "`customer.subscription.deleted`. Empty: every webhook is refused with 400."),
    STARTING_CREDITS(
            "SIGMENT_STARTING_CREDITS",
            "500",
            "Credits the local demo workspace receives once (an idempotent top-up when the stack first seeds it)."),
    INVITE_EMAILS(
            "SIGMENT_INVITE_EMAILS",
            "",
            "Retired: invitations are always mailed to the invited address (through `SIGMENT_MAIL_SMTP_URL`) and their "
                    + "link works only for that address; the owner sees open invitations without their link. An "
                    + "accounts process that finds it set says so in its log at start (a warning naming it) and "
                    + "otherwise ignores it."),
    MAIL_SMTP_URL(
            "SIGMENT_MAIL_SMTP_URL",
            "",
            "SMTP server for Sigment's mail (address verification, invitations, password resets): "
                    + "`smtp://[user:password@]host[:587]` (STARTTLS required), `smtps://[user:password@]host[:465]` "
                    + "(TLS from the first byte), or `smtp+plain://host:port` (no encryption, only to a server on "
                    + "this machine's loopback). User and password URL-encoded. Outside a demo an accounts process "
                    + "refuses to start without it; `./sigment up` points it at its own loopback server, whose "
                    + "mailbox it serves."),
    MAIL_FROM(
            "SIGMENT_MAIL_FROM",
            "Sigment <no-reply@localhost>",
            "Sender of Sigment's mail, `Name <address>` or `address`; its domain ends each message's `Message-ID`. "
                    + "Outside a demo an accounts process refuses to start with the default."),
    MAIL_PER_ADDRESS_PER_HOUR(
            "SIGMENT_MAIL_PER_ADDRESS_PER_HOUR",
            "5",
            "Messages Sigment queues to one email address per hour, cluster-wide; past it, what would send one (an "
                    + "invitation, a sign-up) is refused with a rate-limit message until the hour has room."),
    MAIL_PER_ACCOUNT_PER_HOUR(
            "SIGMENT_MAIL_PER_ACCOUNT_PER_HOUR",
            "30",
            "Messages one account's actions (invitations, address changes) may cause per hour, cluster-wide."),
    MAILBOX_PORT(
            "SIGMENT_MAILBOX_PORT",
            "8025",
            "`./sigment up` only: port (on 127.0.0.1) of the demo's mailbox page, which shows every message the demo "
                    + "deployment sent to its own loopback SMTP server (0: any free port)."),
    LOCAL_START_TIMEOUT_SECONDS(
            "SIGMENT_LOCAL_START_TIMEOUT_SECONDS",
            "180",
            "`./sigment up --processes` only: how long the launcher waits for the emulator and each gateway to answer "
                    + "before it stops the stack (raise it on a loaded machine)."),
    AGENT_DAILY_CAP(
            "SIGMENT_AGENT_DAILY_CAP",
            "200",
            "Credits agents may spend per workspace per UTC day, whatever the balance (spec: 200).");

    private final String env;
    private final String defaultValue;
    private final String description;

    Setting(String env, String defaultValue, String description) {
        this.env = env;
        this.defaultValue = defaultValue;
        this.description = description;
    }

    public String env() {
        return env;
    }

    public String defaultValue() {
        return defaultValue;
    }

    public String description() {
        return description;
    }
}
