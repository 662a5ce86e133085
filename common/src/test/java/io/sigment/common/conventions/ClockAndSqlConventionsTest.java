package io.sigment.common.conventions;

import static io.sigment.common.conventions.SourceScan.mainSources;
import static io.sigment.common.conventions.SourceScan.offenders;
import static io.sigment.common.conventions.SourceScan.read;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.Set;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** CONTRIBUTING's stores and clocks: SQL behind stores, time from an injected clock, stored times by StoredTime. */
class ClockAndSqlConventionsTest {
    private static final Pattern POOL_OR_SQLSTATE =
            Pattern.compile("io\\.vertx\\.sqlclient\\.Pool\\b|\\bPgException\\b");
    private static final Pattern WALL_CLOCK = Pattern.compile("(Instant|LocalDate|LocalDateTime|OffsetDateTime|"
            + "ZonedDateTime)\\.now\\(\\)|System\\.currentTimeMillis\\(\\)|Clock\\.system(UTC|DefaultZone)\\(\\)");
    /**
     * Where the system clock is made and passed down: each verticle ({@code *Verticle.java}) and the launcher's
     * entry points in {@code local}. The platform emulator is exempt: it is the outside world's fake, not ours.
     */
    private static final Set<String> MAKES_CLOCKS = Set.of(
            "local/src/main/java/io/sigment/local/LocalStack.java",
            "local/src/main/java/io/sigment/local/LocalProcesses.java",
            "local/src/main/java/io/sigment/local/ChaosCommand.java",
            "local/src/main/java/io/sigment/local/ApiKeyCommand.java",
            "local/src/main/java/io/sigment/local/PrivacyCommand.java");

    private static final Pattern STORED_TIME_BY_HAND =
            Pattern.compile("\\.toInstant\\(\\)\\.toString\\(\\)|OffsetDateTime\\.ofInstant\\(");
    /**
     * Beside stores (classes extending {@code Store}) and {@code common/db}, the wiring that creates pools and hands
     * them to stores: each service's verticle (accounts' with its two handler factories), the runtime's health-check
     * pool, and the job engine's factory.
     */
    private static final Set<String> WIRES_POOLS = Set.of(
            "accounts-service/src/main/java/io/sigment/accounts/AccountsVerticle.java",
            "accounts-service/src/main/java/io/sigment/accounts/IdentityHandlers.java",
            "accounts-service/src/main/java/io/sigment/accounts/MoneyHandlers.java",
            "analytics-service/src/main/java/io/sigment/analytics/AnalyticsVerticle.java",
            "jobs-service/src/main/java/io/sigment/jobs/JobsVerticle.java",
            "jobs-service/src/main/java/io/sigment/jobs/engine/JobEngine.java",
            "lists-service/src/main/java/io/sigment/lists/ListsVerticle.java",
            "scraper-service/src/main/java/io/sigment/scraper/ScraperVerticle.java",
            "common/src/main/java/io/sigment/common/runtime/ServiceRuntime.java");

    @Test
    void only_stores_and_wiring_see_the_pool_and_sqlstates() {
        assertThat(offenders(
                        POOL_OR_SQLSTATE,
                        path -> !path.startsWith("common/src/main/java/io/sigment/common/db/")
                                && !WIRES_POOLS.contains(path)
                                && !read(path).contains(" extends Store<")))
                .isEmpty();
    }

    @Test
    void time_is_read_from_an_injected_clock_made_only_where_services_are_wired() {
        assertThat(offenders(
                        WALL_CLOCK,
                        path -> !path.endsWith("Verticle.java")
                                && !MAKES_CLOCKS.contains(path)
                                && !path.startsWith("platform-emulator/")))
                .isEmpty();
    }

    @Test
    void stored_times_are_converted_by_StoredTime() {
        assertThat(offenders(
                        STORED_TIME_BY_HAND,
                        path -> !path.endsWith("/common/db/StoredTime.java") && !path.startsWith("platform-emulator/")))
                .isEmpty();
    }

    @Test
    void each_rule_finds_what_it_forbids() {
        assertThat(POOL_OR_SQLSTATE.matcher("import io.vertx.sqlclient.Pool;").find())
                .isTrue();
        assertThat(POOL_OR_SQLSTATE.matcher("cause instanceof PgException pg").find())
                .isTrue();
        assertThat(POOL_OR_SQLSTATE
                        .matcher("import io.vertx.sqlclient.PoolOptions;")
                        .find())
                .isFalse();
        assertThat(WIRES_POOLS).allMatch(path -> mainSources().contains(path));
        assertThat(WALL_CLOCK.matcher("var now = OffsetDateTime.now();").find()).isTrue();
        assertThat(WALL_CLOCK.matcher("map.put(id, System.currentTimeMillis())").find())
                .isTrue();
        assertThat(WALL_CLOCK.matcher("new TopUpCredits(Clock.systemUTC())").find())
                .isTrue();
        assertThat(WALL_CLOCK.matcher("var now = OffsetDateTime.now(clock);").find())
                .isFalse();
        assertThat(STORED_TIME_BY_HAND
                        .matcher(".put(\"created_at\", createdAt.toInstant().toString())")
                        .find())
                .isTrue();
        assertThat(STORED_TIME_BY_HAND
                        .matcher("OffsetDateTime.ofInstant(since, ZoneOffset.UTC)")
                        .find())
                .isTrue();
        assertThat(STORED_TIME_BY_HAND
                        .matcher(".put(\"created_at\", StoredTime.text(createdAt))")
                        .find())
                .isFalse();
        assertThat(MAKES_CLOCKS).allMatch(path -> mainSources().contains(path));
    }
}
