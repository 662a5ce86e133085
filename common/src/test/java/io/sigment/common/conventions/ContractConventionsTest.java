package io.sigment.common.conventions;

import static io.sigment.common.conventions.SourceScan.mainSources;
import static io.sigment.common.conventions.SourceScan.offenders;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** CONTRIBUTING's calls between services: actions by their constants, replies and arguments through the contract. */
class ContractConventionsTest {
    private static final Pattern ACTION_LITERAL =
            Pattern.compile("\\.(request|requestWatched|exchange)\\(\\s*ServiceAddress\\.[A-Z]+\\s*,\\s*\"");
    /** Platform work a service other than jobs-service asks scraper-service for (analytics only reads samples). */
    private static final Pattern PLATFORM_WORK =
            Pattern.compile("ScraperAction\\.(SCRAPE|SEARCH_TOPIC)\\b|\\.(scrape|searchTopic)\\(\\s*\\w+\\s*,");
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
     * ({@code CostQuote.fromJson(answer).credits()}). Found by the names replies go by in the services, the gateway,
     * the web and the launcher, a job's ({@code get_job}'s reply, a start's) included (a service's own computed or
     * stored document goes by another name: {@code computed}, {@code stored}).
     */
    private static final Pattern REPLY_KEY_READ = Pattern.compile(
            "\\b(quote|answer|reply|facts|found|result|response"
                    + "|replied|answered|created|job|started|state)\\.get(String|Integer|Long|Boolean|Double|Number|Value|JsonObject|JsonArray)\\(\"");
    /**
     * Where bus replies are read: the services, the web, the launcher and the gateway, except its MCP edge
     * ({@code mcp}, {@code tools}), whose {@code result} and {@code reply} are JSON-RPC messages, not bus replies.
     */
    private static final Pattern READS_BUS_REPLIES = Pattern.compile(
            "([a-z]+-service|web|local)/.*" + "|gateway/src/main/java/io/sigment/gateway/(?!mcp/|tools/).*");

    /** The gateway's MCP edge: JSON-RPC, tool calls and their results, jobs as tasks. */
    private static final Pattern MCP_EDGE = Pattern.compile("gateway/src/main/java/io/sigment/gateway/(mcp|tools)/.*");

    /**
     * At the MCP edge, JSON read by key is MCP's own: JSON-RPC messages, their {@code params} and {@code _meta}, tool
     * results ({@code structuredContent}, {@code isError}, {@code content}) and tool definitions, whose keys are
     * camelCase or one word in every revision; and a tool's arguments ({@code args}, {@code arguments}), read there
     * before any service sees them (e.g. {@code workspace_id}), which stay allowed. A snake_case key read under any
     * other name is a bus reply's field (a {@code get_job} reply's {@code job.getString("job_id")}): the reply's
     * record reads it ({@code JobState.fromJson(content).jobId()}). One-word bus keys ({@code status}) cannot be told
     * from MCP's here; {@link #REPLY_KEY_READ}'s names ({@code job}, {@code started}, {@code state}) catch those
     * elsewhere.
     */
    private static final Pattern EDGE_BUS_KEY_READ = Pattern.compile("\\b(?!(?:args|arguments)\\.)\\w+\\.get"
            + "(String|Integer|Long|Boolean|Double|Number|Value|JsonObject|JsonArray)\\(\"[a-z][a-z0-9]*_[a-z0-9_]*\"");

    /**
     * A broadcast written or read by key: what a process publishes on a {@code Topics} address is a contract record's
     * JSON ({@code CredentialRevoked.user(id).toJson()}), and a subscriber reads the message's body through it
     * ({@code JobChanged.fromJson(message.body())}), never {@code message.body().getString("job_id")}.
     */
    private static final Pattern BROADCAST_BY_KEY =
            Pattern.compile("publish\\(\\s*Topics\\.[A-Z_]+\\s*,\\s*new JsonObject\\("
                    + "|\\.body\\(\\)\\.get(String|Integer|Long|Boolean|Double|Number|Value|JsonObject|JsonArray)\\(");

    private static final Path CONTRACTS = Path.of("src/main/java/io/sigment/common/api");
    private static final Pattern CODEC =
            Pattern.compile("public JsonObject toJson\\(\\)|public static \\w+ fromJson\\(JsonObject \\w+\\)");

    @Test
    void bus_replies_are_read_through_their_contract_records_not_by_literal_keys() {
        assertThat(offenders(
                        REPLY_KEY_READ,
                        path -> READS_BUS_REPLIES.matcher(path).matches() && !path.endsWith("Api.java")))
                .isEmpty();
    }

    @Test
    void the_mcp_edge_reads_bus_replies_through_their_contract_records() {
        assertThat(offenders(EDGE_BUS_KEY_READ, path -> MCP_EDGE.matcher(path).matches()))
                .isEmpty();
    }

    /**
     * A contract record's JSON is derived from the record ({@code WireCodec.toJson(this)}, {@code WireCodec.fromJson}),
     * never written key by key, the ~1 MB samples reply too ({@code SamplesCodecBenchmark} in common's tests).
     */
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
        assertThat(byHand).as("contract records whose JSON is written by hand").isEmpty();
    }

    @Test
    void broadcasts_are_written_and_read_through_their_contract_records() {
        assertThat(offenders(BROADCAST_BY_KEY, path -> true)).isEmpty();
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
    void each_rule_finds_what_it_forbids() {
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
        assertThat(REPLY_KEY_READ
                        .matcher("out.println(created.getString(\"api_key\"));")
                        .find())
                .isTrue();
        assertThat(REPLY_KEY_READ
                        .matcher("if (!\"running\".equals(job.getString(\"status\"))) {")
                        .find())
                .isTrue();
        assertThat(REPLY_KEY_READ.matcher("if (!job.running()) {").find()).isFalse();
        assertThat(EDGE_BUS_KEY_READ
                        .matcher(".put(\"taskId\", job.getString(\"job_id\"))")
                        .find())
                .isTrue();
        assertThat(EDGE_BUS_KEY_READ
                        .matcher("|| !(started.getValue(\"job_id\") instanceof String jobId)) {")
                        .find())
                .isTrue();
        assertThat(EDGE_BUS_KEY_READ
                        .matcher("return job.getLong(\"poll_after_seconds\", 5L) * 1000;")
                        .find())
                .isTrue();
        assertThat(EDGE_BUS_KEY_READ
                        .matcher("var content = result.getJsonObject(\"structuredContent\");")
                        .find())
                .isFalse();
        assertThat(EDGE_BUS_KEY_READ
                        .matcher("return p.getValue(\"_meta\") instanceof JsonObject meta ? meta : null;")
                        .find())
                .isFalse();
        assertThat(EDGE_BUS_KEY_READ
                        .matcher("if (args.getValue(\"workspace_id\") instanceof String id)")
                        .find())
                .isFalse();
        assertThat(EDGE_BUS_KEY_READ
                        .matcher("var ws = myargs.getString(\"workspace_id\");")
                        .find())
                .isTrue();
        assertThat(MCP_EDGE.matcher("gateway/src/main/java/io/sigment/gateway/mcp/JobTasks.java")
                        .matches())
                .isTrue();
        assertThat(BROADCAST_BY_KEY
                        .matcher("bus.publish(Topics.CREDENTIAL_REVOKED, new JsonObject().put(\"user_id\", id));")
                        .find())
                .isTrue();
        assertThat(BROADCAST_BY_KEY
                        .matcher("var watch = watches.get(change.body().getString(\"job_id\", \"\"));")
                        .find())
                .isTrue();
        assertThat(BROADCAST_BY_KEY
                        .matcher("bus.publish(Topics.CREDENTIAL_REVOKED, CredentialRevoked.user(id).toJson());")
                        .find())
                .isFalse();
        assertThat(READS_BUS_REPLIES
                        .matcher("gateway/src/main/java/io/sigment/gateway/oauth/OAuthEndpoints.java")
                        .matches())
                .isTrue();
        assertThat(READS_BUS_REPLIES
                        .matcher("local/src/main/java/io/sigment/local/ApiKeyCommand.java")
                        .matches())
                .isTrue();
        assertThat(READS_BUS_REPLIES
                        .matcher("gateway/src/main/java/io/sigment/gateway/mcp/JobTasks.java")
                        .matches())
                .isFalse();
        assertThat(mainSources())
                .anyMatch(path -> path.startsWith("jobs-service/"))
                .anyMatch(path -> path.startsWith("analytics-service/"))
                .anyMatch(path -> path.startsWith("gateway/"))
                .anyMatch(path -> path.startsWith("common/"))
                .anyMatch(path -> path.matches("[a-z]+-service/.*"));
    }
}
