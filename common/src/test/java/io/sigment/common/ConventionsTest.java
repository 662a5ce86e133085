package io.sigment.common;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
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
  void each_rule_finds_what_it_forbids() {
    assertThat(NEW_TOOL_ERROR.matcher("throw new ToolError(Kind.BUSY, \"x\");").find()).isTrue();
    assertThat(RANDOM_UUID.matcher("var id = UUID.randomUUID().toString();").find()).isTrue();
    assertThat(ACTION_LITERAL.matcher("client.request(ServiceAddress.SCRAPER,\n    \"scrape\", caller, args)").find())
        .isTrue();
    assertThat(ACTION_LITERAL.matcher("client.request(ScraperAction.SCRAPE, caller, args)").find()).isFalse();
    assertThat(mainSources()).anyMatch(path -> path.startsWith("jobs-service/"))
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
