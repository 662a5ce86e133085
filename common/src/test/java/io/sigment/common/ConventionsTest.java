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
  private static final Pattern ACTION_LITERAL = Pattern.compile(
      "\\.(request|requestWatched|exchange)\\(\\s*ServiceAddress\\.[A-Z]+\\s*,\\s*\"");
  /** Platform work a service other than jobs-service asks scraper-service for (analytics only reads samples). */
  private static final Pattern PLATFORM_WORK = Pattern.compile(
      "ScraperAction\\.(SCRAPE|SEARCH_TOPIC)\\b|\\.(scrape|searchTopic)\\(\\s*\\w+\\s*,");
  /** A JsonObject getter on arguments: services read them with ToolArgs or decode a contract record. */
  private static final Pattern RAW_ARGUMENT_READ = Pattern.compile(
      "\\b(args|params)\\.get(String|Integer|Long|Boolean|Double|Float|Number|Value|JsonObject|JsonArray|Instant|Binary)\\(");
  /**
   * What still reads arguments raw, and why. Only the services' own modules are held to the rule: {@code common}
   * holds the readers themselves (ToolArgs, the records' codecs); the gateway's {@code params} are MCP JSON-RPC
   * messages read at the protocol's edge, and {@code local} is the command line.
   */
  private static final Set<String> READS_ARGUMENTS_RAW_FOR_NOW = Set.of(
      // Discovery's own arguments (open/rank/complete_discovery, the job's params) have no records yet (issue 24);
      // the scraper work it asks for reads and answers with common's scraper records.
      "analytics-service/src/main/java/io/sigment/analytics/discovery/Discoveries.java",
      "analytics-service/src/main/java/io/sigment/analytics/discovery/DiscoveryTools.java",
      "jobs-service/src/main/java/io/sigment/jobs/discovery/DiscoveryKind.java",
      // The reuse flag of a job's stored plan, set and read by discovery's planning and steps (rewritten as above).
      "jobs-service/src/main/java/io/sigment/jobs/engine/JobPlan.java");

  @Test
  void agent_facing_errors_are_made_by_common_factories_only() {
    assertThat(offenders(NEW_TOOL_ERROR, path -> !path.startsWith("common/"))).isEmpty();
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
    assertThat(offenders(RAW_ARGUMENT_READ, path -> path.matches("[a-z]+-service/.*")
        && !READS_ARGUMENTS_RAW_FOR_NOW.contains(path))).isEmpty();
    assertThat(READS_ARGUMENTS_RAW_FOR_NOW).allMatch(path -> Files.exists(ROOT.resolve(path)),
        "an allowed file that is gone leaves the list");
  }

  @Test
  void analytics_asks_no_platform_work_jobs_service_orchestrates_it() {
    assertThat(offenders(PLATFORM_WORK, path -> path.startsWith("analytics-service/"))).isEmpty();
  }

  @Test
  void each_rule_finds_what_it_forbids() {
    assertThat(NEW_TOOL_ERROR.matcher("throw new ToolError(Kind.BUSY, \"x\");").find()).isTrue();
    assertThat(RANDOM_UUID.matcher("var id = UUID.randomUUID().toString();").find()).isTrue();
    assertThat(ACTION_LITERAL.matcher("client.request(ServiceAddress.SCRAPER,\n    \"scrape\", caller, args)").find())
        .isTrue();
    assertThat(ACTION_LITERAL.matcher("client.request(ScraperAction.SCRAPE, caller, args)").find()).isFalse();
    assertThat(PLATFORM_WORK.matcher("bus.requestWatched(ScraperAction.SEARCH_TOPIC, caller, args, t)").find()).isTrue();
    assertThat(PLATFORM_WORK.matcher("bus.request(ScraperAction.SCRAPE, caller, args)").find()).isTrue();
    assertThat(PLATFORM_WORK.matcher("scraper.scrape(caller, request, TIMEOUT)").find()).isTrue();
    assertThat(PLATFORM_WORK.matcher("scraper.searchTopic(caller, request, TIMEOUT)").find()).isTrue();
    assertThat(PLATFORM_WORK.matcher("scraper.samples(caller, platform, scrapeId, handles, 9)").find()).isFalse();
    assertThat(PLATFORM_WORK.matcher("ScraperAction.SAMPLES").find()).isFalse();
    assertThat(RAW_ARGUMENT_READ.matcher("var id = args.getString(\"list_id\", \"\");").find()).isTrue();
    assertThat(RAW_ARGUMENT_READ.matcher("if (args.getValue(\"usernames\") instanceof JsonArray a)").find()).isTrue();
    assertThat(RAW_ARGUMENT_READ.matcher("var handles = params.getJsonArray(\"handles\");").find()).isTrue();
    assertThat(RAW_ARGUMENT_READ.matcher("var id = ToolArgs.string(args, \"list_id\", 1, 100);").find()).isFalse();
    assertThat(RAW_ARGUMENT_READ.matcher("var grant = TokenGrant.fromJson(args);").find()).isFalse();
    assertThat(mainSources()).anyMatch(path -> path.startsWith("jobs-service/"))
        .anyMatch(path -> path.startsWith("analytics-service/"))
        .anyMatch(path -> path.startsWith("gateway/")).anyMatch(path -> path.startsWith("common/"))
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
      for (var module : modules.filter(m -> Files.isDirectory(m.resolve("src/main/java"))).toList()) {
        try (Stream<Path> files = Files.walk(module.resolve("src/main/java"))) {
          files.filter(f -> f.toString().endsWith(".java"))
              .forEach(f -> sources.add(ROOT.relativize(f).toString().replace('\\', '/')));
        }
      }
      return sources;
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
