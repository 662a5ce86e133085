package io.sigment.system.k8s;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The alert rules: the plain file and the PrometheusRule the base ships say the same, promtool accepts the file
 * and its unit tests (every alert fires on series breaking its objective and stays quiet otherwise), and every
 * alert has its runbook in k8s/README.md.
 */
@Tag("kubernetes")
@Tag("prometheus")
class AlertRulesTest {
    static final Path RULES = Manifests.MONITORING.resolve("sigment-rules.yaml");
    static final Path RULE_TESTS = Manifests.MONITORING.resolve("sigment-rules.test.yaml");
    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void the_prometheus_rule_in_the_base_carries_exactly_the_rules_file() {
        var rule = Manifests.all(Manifests.build("base"), GenericKubernetesResource.class).stream()
                .filter(r -> r.getKind().equals("PrometheusRule"))
                .toList();
        assertThat(rule).singleElement();
        var spec = JSON.valueToTree(rule.get(0).getAdditionalProperties().get("spec"));
        assertThat(spec.path("groups"))
                .isEqualTo(Manifests.readYaml(RULES).get(0).path("groups"));
    }

    @Test
    void every_alert_has_a_severity_a_summary_and_a_runbook_section_in_the_readme() throws Exception {
        var readme = Files.readString(Manifests.ROOT.resolve("README.md"));
        var alerts = alerts();
        assertThat(alerts).hasSizeGreaterThanOrEqualTo(8);
        for (var alert : alerts) {
            var name = alert.path("alert").asText();
            assertThat(alert.path("labels").path("severity").asText()).as(name).isIn("page", "ticket");
            assertThat(alert.path("annotations").path("summary").asText())
                    .as(name)
                    .isNotBlank();
            assertThat(alert.path("annotations").path("runbook").asText())
                    .as(name)
                    .isEqualTo("k8s/README.md#" + name.toLowerCase());
            assertThat(readme).as("runbook of " + name).contains("\n### " + name + "\n");
        }
    }

    @Test
    void promtool_accepts_the_rules_and_every_alert_fires_and_stays_quiet_as_its_unit_tests_say() throws Exception {
        var promtool = onPath("promtool");
        Assumptions.assumeTrue(
                promtool != null,
                "promtool is not on the PATH (Debian: apt-get install prometheus; .ci/run installs it)");
        assertThat(run(promtool, "check", "rules", RULES.getFileName().toString()))
                .contains("SUCCESS");
        assertThat(run(promtool, "test", "rules", RULE_TESTS.getFileName().toString()))
                .contains("SUCCESS");
        var tested = Files.readString(RULE_TESTS);
        for (var alert : alerts()) {
            assertThat(tested)
                    .as("a unit test of " + alert.path("alert").asText())
                    .contains("alertname: " + alert.path("alert").asText() + "\n");
        }
    }

    static List<com.fasterxml.jackson.databind.JsonNode> alerts() {
        var alerts = new ArrayList<com.fasterxml.jackson.databind.JsonNode>();
        for (var group : Manifests.readYaml(RULES).get(0).path("groups")) {
            group.path("rules").forEach(rule -> {
                if (rule.has("alert")) alerts.add(rule);
            });
        }
        return alerts;
    }

    static String onPath(String command) {
        return Stream.of(System.getenv().getOrDefault("PATH", "").split(File.pathSeparator))
                .filter(e -> !e.isEmpty())
                .map(e -> Path.of(e, command))
                .filter(Files::isExecutable)
                .map(Path::toString)
                .findFirst()
                .orElse(null);
    }

    private static String run(String... command) throws Exception {
        var process = new ProcessBuilder(command)
                .directory(Manifests.MONITORING.toFile())
                .redirectErrorStream(true)
                .start();
        var output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(120, TimeUnit.SECONDS)).isTrue();
        assertThat(process.exitValue())
                .as(String.join(" ", command) + ":\n" + output)
                .isZero();
        return output;
    }
}
