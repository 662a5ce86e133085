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
  /** Still sends actions by name: gateway/app moves onto the contracts with the app's own work (issue 24). */
  private static final Set<String> SENDS_BY_NAME_FOR_NOW = Set.of(
      "gateway/src/main/java/io/sigment/gateway/app/AppSessions.java");

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
    assertThat(offenders(ACTION_LITERAL, path -> !SENDS_BY_NAME_FOR_NOW.contains(path))).isEmpty();
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
    assertThat(mainSources()).anyMatch(path -> path.startsWith("jobs-service/"))
        .anyMatch(path -> path.startsWith("analytics-service/"))
        .anyMatch(path -> path.startsWith("gateway/")).anyMatch(path -> path.startsWith("common/"));
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
