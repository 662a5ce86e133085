package io.sigment.common;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** CONTRIBUTING's "one way to do each thing", held by the build: each rule scans every module's main sources. */
class ConventionsTest {
    private static final Path ROOT = Path.of("..");
    private static final Pattern NEW_TOOL_ERROR = Pattern.compile("new ToolError\\(");
    private static final Pattern RANDOM_UUID = Pattern.compile("UUID\\.randomUUID\\(");
    private static final Pattern ACTION_LITERAL =
            Pattern.compile("\\.(request|requestWatched|exchange)\\(\\s*ServiceAddress\\.[A-Z]+\\s*,\\s*\"");
    /** Platform work a service other than jobs-service asks scraper-service for (analytics only reads samples). */
    private static final Pattern PLATFORM_WORK =
            Pattern.compile("ScraperAction\\.(SCRAPE|SEARCH_TOPIC)\\b|\\.(scrape|searchTopic)\\(\\s*\\w+\\s*,");

    private static final Pattern POOL_OR_SQLSTATE =
            Pattern.compile("io\\.vertx\\.sqlclient\\.Pool\\b|\\bPgException\\b");
    private static final Pattern UNCHECKED_SWITCH =
            Pattern.compile("Boolean\\.parseBoolean\\(|Boolean\\.valueOf\\(\\s*\\w+\\.(get|getenv|optional)\\(");
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
     * A bus handler class is named for what it serves ({@code CreatorLists}, {@code Creators}), with no suffix;
     * {@code XHandlers} names only the wiring that builds a verticle's action map (accounts' {@code MoneyHandlers}).
     */
    private static final Pattern HANDLER_SUFFIX =
            Pattern.compile("-service/src/main/java/.*(Tools|Handler|Actions)\\.java$");
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
    /**
     * A JsonObject getter on arguments: services read them with ToolArgs or decode a contract record. Only the
     * services' own modules are held to the rule: {@code common} holds the readers themselves (ToolArgs, the records'
     * codecs); the gateway's {@code params} are MCP JSON-RPC messages read at the protocol's edge, and {@code local} is
     * the command line.
     */
    private static final Pattern RAW_ARGUMENT_READ = Pattern.compile(
            "\\b(args|params)\\.get(String|Integer|Long|Boolean|Double|Float|Number|Value|JsonObject|JsonArray|Instant|Binary)\\(");
    /**
     * A bus reply read by literal key ({@code quote.getLong("credits")}): the reply's contract record reads it instead
     * ({@code CostQuote.fromJson(answer).credits()}). Found by the names replies go by in the services.
     */
    private static final Pattern REPLY_KEY_READ = Pattern.compile("\\b(quote|answer|reply|facts|found|result|response"
            + "|replied|answered)\\.get(String|Integer|Long|Boolean|Double|Number|Value|JsonObject|JsonArray)\\(\"");
    /** Replies not yet read through a record (issue 41): remove a file here in the change that types its reads. */
    private static final Set<String> REPLIES_READ_BY_KEY_YET = Set.of(
            "analytics-service/src/main/java/io/sigment/analytics/discovery/Discoveries.java",
            "analytics-service/src/main/java/io/sigment/analytics/analyses/AudienceEstimateJson.java");
    /**
     * A JSON object read by literal key where people see the tools' answers: the Java of the app's and share pages
     * (module {@code web}) and of the MCP Apps views (the gateway's {@code views}) reads a tool's reply through its
     * record ({@code AnalysisList.fromJson(reply).analyses()}, not {@code reply.getJsonArray("analyses")}). MCP
     * request {@code params} are the protocol's, read at its edge.
     */
    private static final Pattern LITERAL_KEY_READ =
            Pattern.compile("(?<!\\bparams)\\.get(String|Integer|Long|Boolean|Double"
                    + "|Float|Number|Value|JsonObject|JsonArray|Instant)\\(\"");

    private static final Pattern SHOWS_TOOL_REPLIES =
            Pattern.compile("web/src/main/java/.*|gateway/src/main/java/io/sigment/gateway/views/.*");
    /**
     * Pages still reading a reply by key (issue 41): the share pages' shared list and shared analysis link.
     * Remove a file here in the change that reads its reply's record.
     */
    private static final Set<String> TOOL_REPLIES_READ_BY_KEY_YET = Set.of(
            "web/src/main/java/io/sigment/web/share/ShareHtml.java",
            "web/src/main/java/io/sigment/web/share/SharePages.java");
    /** A price written outside accounts' price table: a string saying "N credits", or a {@code *_CREDITS} constant. */
    private static final Pattern PRICE_LITERAL =
            Pattern.compile("\"[^\"\\n]*\\b\\d+ credits\\b|(?<!MAX)_CREDITS\\s*=\\s*\\d+");
    /** The tools' specs, whose descriptions keep the spec's words, prices included. */
    private static final Pattern TOOL_SPECS =
            Pattern.compile("common/src/main/java/io/sigment/common/api/\\w+/\\w+Tools\\.java");
    /** A price written in a template's words: "20 credits a topic" (a page shows accounts' prices instead). */
    private static final Pattern TEMPLATE_PRICE = Pattern.compile("\\b\\d+ credits?\\b");

    /**
     * A contract record's JSON is derived from the record ({@code WireCodec.toJson(this)}, {@code WireCodec.fromJson}),
     * never written key by key. Two records keep theirs by hand, measured: the samples reply (about 1 MB, the largest
     * on the bus) holds each creator's posts as a {@code JsonArray} that the hand-written codec passes on by reference,
     * while WireCodec writes and parses it again, 3-8 times slower to encode and about 10 times slower to decode
     * ({@code SamplesCodecBenchmark} in common's tests). A new record is never added.
     */
    private static final Set<String> CODECS_WRITTEN_BY_HAND_FOR_SPEED =
            Set.of("scraper/CreatorSamples.java", "scraper/SamplesReply.java");

    private static final Path CONTRACTS = Path.of("src/main/java/io/sigment/common/api");
    private static final Pattern CODEC =
            Pattern.compile("public JsonObject toJson\\(\\)|public static \\w+ fromJson\\(JsonObject \\w+\\)");

    @Test
    void bus_replies_are_read_through_their_contract_records_not_by_literal_keys() {
        assertThat(offenders(
                        REPLY_KEY_READ,
                        path -> path.matches("[a-z]+-service/.*")
                                && !REPLIES_READ_BY_KEY_YET.contains(path)
                                && !path.endsWith("Api.java")))
                .isEmpty();
        assertThat(REPLIES_READ_BY_KEY_YET).allMatch(path -> mainSources().contains(path));
    }

    @Test
    void pages_and_app_views_read_tool_replies_through_their_records_not_by_literal_keys() {
        assertThat(offenders(
                        LITERAL_KEY_READ,
                        path -> SHOWS_TOOL_REPLIES.matcher(path).matches()
                                && !TOOL_REPLIES_READ_BY_KEY_YET.contains(path)))
                .isEmpty();
        assertThat(TOOL_REPLIES_READ_BY_KEY_YET)
                .as("read through records since: remove them from the list")
                .allMatch(path -> !offenders(LITERAL_KEY_READ, path::equals).isEmpty());
    }

    @Test
    void contract_records_derive_their_json_from_the_record() throws IOException {
        var byHand = new ArrayList<String>();
        try (Stream<Path> files = Files.walk(CONTRACTS)) {
            for (var file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                var text = Files.readString(file);
                if (CODEC.matcher(text).find() && !text.contains("WireCodec.")) {
                    byHand.add(CONTRACTS.relativize(file).toString());
                }
            }
        }
        assertThat(byHand)
                .as("contract records whose JSON is written by hand")
                .allMatch(CODECS_WRITTEN_BY_HAND_FOR_SPEED::contains);
        assertThat(CODECS_WRITTEN_BY_HAND_FOR_SPEED)
                .as("derived since: remove them from the set")
                .allMatch(byHand::contains);
    }

    @Test
    void prices_are_written_only_in_accounts_price_table() {
        assertThat(offenders(
                        PRICE_LITERAL,
                        path -> !path.startsWith("accounts-service/")
                                && !TOOL_SPECS.matcher(path).matches()))
                .isEmpty();
    }

    @Test
    void templates_show_prices_from_accounts_never_their_own() {
        var found = new ArrayList<String>();
        for (var path : templates()) {
            var matcher = TEMPLATE_PRICE.matcher(read(path));
            while (matcher.find()) found.add(path + ": " + matcher.group());
        }
        assertThat(found).isEmpty();
        assertThat(templates()).anyMatch(path -> path.endsWith("/work/discoveries.jte"));
    }

    @Test
    void agent_facing_errors_are_made_by_common_factories_only() {
        assertThat(offenders(NEW_TOOL_ERROR, path -> !path.startsWith("common/")))
                .isEmpty();
    }

    @Test
    void ids_come_from_Ids_not_UUID() {
        assertThat(offenders(RANDOM_UUID, path -> true)).isEmpty();
    }

    @Test
    void calls_between_services_name_their_action_by_the_contract_constant() {
        assertThat(offenders(ACTION_LITERAL, path -> true)).isEmpty();
    }

    @Test
    void services_read_arguments_through_ToolArgs_or_contract_records() {
        assertThat(offenders(RAW_ARGUMENT_READ, path -> path.matches("[a-z]+-service/.*")))
                .isEmpty();
    }

    @Test
    void analytics_asks_no_platform_work_jobs_service_orchestrates_it() {
        assertThat(offenders(PLATFORM_WORK, path -> path.startsWith("analytics-service/")))
                .isEmpty();
    }

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
    void switches_are_read_with_Config_bool_which_refuses_anything_but_true_or_false() {
        assertThat(offenders(
                        UNCHECKED_SWITCH, path -> !path.equals("common/src/main/java/io/sigment/common/Config.java")))
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
    void services_name_bus_handlers_for_what_they_serve_without_a_suffix() {
        assertThat(mainSources()).noneMatch(path -> HANDLER_SUFFIX.matcher(path).find());
    }

    @Test
    void each_rule_finds_what_it_forbids() {
        assertThat(NEW_TOOL_ERROR
                        .matcher("throw new ToolError(Kind.BUSY, \"x\");")
                        .find())
                .isTrue();
        assertThat(RANDOM_UUID.matcher("var id = UUID.randomUUID().toString();").find())
                .isTrue();
        assertThat(ACTION_LITERAL
                        .matcher("client.request(ServiceAddress.SCRAPER,\n    \"scrape\", caller, args)")
                        .find())
                .isTrue();
        assertThat(ACTION_LITERAL
                        .matcher("client.request(ScraperAction.SCRAPE, caller, args)")
                        .find())
                .isFalse();
        assertThat(PLATFORM_WORK
                        .matcher("bus.requestWatched(ScraperAction.SEARCH_TOPIC, caller, args, t)")
                        .find())
                .isTrue();
        assertThat(PLATFORM_WORK
                        .matcher("bus.request(ScraperAction.SCRAPE, caller, args)")
                        .find())
                .isTrue();
        assertThat(PLATFORM_WORK
                        .matcher("scraper.scrape(caller, request, TIMEOUT)")
                        .find())
                .isTrue();
        assertThat(PLATFORM_WORK
                        .matcher("scraper.searchTopic(caller, request, TIMEOUT)")
                        .find())
                .isTrue();
        assertThat(PLATFORM_WORK
                        .matcher("scraper.samples(caller, platform, scrapeId, handles, 9)")
                        .find())
                .isFalse();
        assertThat(PLATFORM_WORK.matcher("ScraperAction.SAMPLES").find()).isFalse();
        assertThat(POOL_OR_SQLSTATE.matcher("import io.vertx.sqlclient.Pool;").find())
                .isTrue();
        assertThat(POOL_OR_SQLSTATE.matcher("cause instanceof PgException pg").find())
                .isTrue();
        assertThat(POOL_OR_SQLSTATE
                        .matcher("import io.vertx.sqlclient.PoolOptions;")
                        .find())
                .isFalse();
        assertThat(UNCHECKED_SWITCH
                        .matcher("Boolean.parseBoolean(config.get(Setting.DEMO))")
                        .find())
                .isTrue();
        assertThat(UNCHECKED_SWITCH
                        .matcher("Boolean.valueOf(System.getenv(\"SIGMENT_DEMO\"))")
                        .find())
                .isTrue();
        assertThat(UNCHECKED_SWITCH.matcher("Boolean.valueOf(found)").find()).isFalse();
        assertThat(UNCHECKED_SWITCH
                        .matcher("Boolean.valueOf(config.get(Setting.DEMO))")
                        .find())
                .isTrue();
        assertThat(WIRES_POOLS).allMatch(path -> mainSources().contains(path));
        assertThat(WALL_CLOCK.matcher("var now = OffsetDateTime.now();").find()).isTrue();
        assertThat(WALL_CLOCK.matcher("map.put(id, System.currentTimeMillis())").find())
                .isTrue();
        assertThat(WALL_CLOCK.matcher("new TopUpCredits(Clock.systemUTC())").find())
                .isTrue();
        assertThat(WALL_CLOCK.matcher("var now = OffsetDateTime.now(clock);").find())
                .isFalse();
        assertThat(HANDLER_SUFFIX
                        .matcher("scraper-service/src/main/java/io/sigment/scraper/CreatorTools.java")
                        .find())
                .isTrue();
        assertThat(HANDLER_SUFFIX
                        .matcher("lists-service/src/main/java/io/sigment/lists/ShareLinks.java")
                        .find())
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
        assertThat(RAW_ARGUMENT_READ
                        .matcher("var id = args.getString(\"list_id\", \"\");")
                        .find())
                .isTrue();
        assertThat(RAW_ARGUMENT_READ
                        .matcher("if (args.getValue(\"usernames\") instanceof JsonArray a)")
                        .find())
                .isTrue();
        assertThat(RAW_ARGUMENT_READ
                        .matcher("var handles = params.getJsonArray(\"handles\");")
                        .find())
                .isTrue();
        assertThat(RAW_ARGUMENT_READ
                        .matcher("var id = ToolArgs.string(args, \"list_id\", 1, 100);")
                        .find())
                .isFalse();
        assertThat(RAW_ARGUMENT_READ
                        .matcher("var grant = TokenGrant.fromJson(args);")
                        .find())
                .isFalse();
        assertThat(REPLY_KEY_READ
                        .matcher("var price = quote.getLong(\"credits\");")
                        .find())
                .isTrue();
        assertThat(REPLY_KEY_READ
                        .matcher(".map(answer -> answer.getBoolean(\"over_share\", false))")
                        .find())
                .isTrue();
        assertThat(REPLY_KEY_READ
                        .matcher(".map(answer -> PlatformShare.fromJson(answer).overShare())")
                        .find())
                .isFalse();
        assertThat(LITERAL_KEY_READ
                        .matcher("var rows = reply.getJsonArray(\"analyses\", new JsonArray());")
                        .find())
                .isTrue();
        assertThat(LITERAL_KEY_READ
                        .matcher("progress.getInteger(\"posts_total\", 0) > 0")
                        .find())
                .isTrue();
        assertThat(LITERAL_KEY_READ
                        .matcher("var uri = params.getValue(\"uri\") instanceof String s ? s : null;")
                        .find())
                .isFalse();
        assertThat(LITERAL_KEY_READ.matcher("reply.analyses().stream()").find()).isFalse();
        assertThat(SHOWS_TOOL_REPLIES
                        .matcher("web/src/main/java/io/sigment/web/work/JobView.java")
                        .matches())
                .isTrue();
        assertThat(SHOWS_TOOL_REPLIES
                        .matcher("gateway/src/main/java/io/sigment/gateway/views/AppViews.java")
                        .matches())
                .isTrue();
        assertThat(PRICE_LITERAL.matcher("\"<p>20 credits a topic</p>\"").find())
                .isTrue();
        assertThat(PRICE_LITERAL
                        .matcher("static final int ANALYSIS_CREDITS = 15;")
                        .find())
                .isTrue();
        assertThat(PRICE_LITERAL
                        .matcher("private static final long MAX_CREDITS = 1000;")
                        .find())
                .isFalse();
        assertThat(PRICE_LITERAL
                        .matcher("\"Insufficient credits: \" + price + \" credits needed\"")
                        .find())
                .isFalse();
        assertThat(TEMPLATE_PRICE
                        .matcher("<p class=\"muted\">20 credits a topic, free when")
                        .find())
                .isTrue();
        assertThat(TEMPLATE_PRICE.matcher("Optimize (1 credit)").find()).isTrue();
        assertThat(TEMPLATE_PRICE
                        .matcher("Analyze (up to ${prices.analysis()} credits)")
                        .find())
                .isFalse();
        assertThat(mainSources())
                .anyMatch(path -> path.startsWith("jobs-service/"))
                .anyMatch(path -> path.startsWith("analytics-service/"))
                .anyMatch(path -> path.startsWith("gateway/"))
                .anyMatch(path -> path.startsWith("common/"))
                .anyMatch(path -> path.matches("[a-z]+-service/.*"));
    }

    private static List<String> offenders(Pattern rule, java.util.function.Predicate<String> applies) {
        var found = new ArrayList<String>();
        for (var path : mainSources()) {
            if (!applies.test(path)) continue;
            var matcher = rule.matcher(read(path));
            while (matcher.find()) found.add(path + ": " + matcher.group());
        }
        return found;
    }

    /** Paths (from the repository root, with /) of every module's main Java sources. */
    private static List<String> mainSources() {
        try (Stream<Path> modules = Files.list(ROOT)) {
            var sources = new ArrayList<String>();
            for (var module : modules.filter(m -> Files.isDirectory(m.resolve("src/main/java")))
                    .toList()) {
                try (Stream<Path> files = Files.walk(module.resolve("src/main/java"))) {
                    files.filter(f -> f.toString().endsWith(".java"))
                            .forEach(f ->
                                    sources.add(ROOT.relativize(f).toString().replace('\\', '/')));
                }
            }
            return sources;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Paths (from the repository root, with /) of every module's jte templates. */
    private static List<String> templates() {
        try (Stream<Path> modules = Files.list(ROOT)) {
            var found = new ArrayList<String>();
            for (var module : modules.filter(m -> Files.isDirectory(m.resolve("src/main/jte")))
                    .toList()) {
                try (Stream<Path> files = Files.walk(module.resolve("src/main/jte"))) {
                    files.filter(f -> f.toString().endsWith(".jte"))
                            .forEach(
                                    f -> found.add(ROOT.relativize(f).toString().replace('\\', '/')));
                }
            }
            return found;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String read(String path) {
        try {
            return Files.readString(ROOT.resolve(path));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
