package io.sigment.system.k8s;

import static io.sigment.system.k8s.KubernetesManifestsTest.COMPONENTS;
import static io.sigment.system.k8s.KubernetesManifestsTest.name;
import static io.sigment.system.k8s.Manifests.all;
import static io.sigment.system.k8s.Manifests.containerPort;
import static io.sigment.system.k8s.Manifests.podTemplates;
import static io.sigment.system.k8s.Manifests.selects;
import static org.assertj.core.api.Assertions.assertThat;

import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import io.fabric8.kubernetes.api.model.Quantity;
import io.fabric8.kubernetes.api.model.Service;
import io.fabric8.kubernetes.api.model.apps.Deployment;
import io.fabric8.kubernetes.api.model.autoscaling.v2.HorizontalPodAutoscaler;
import io.fabric8.kubernetes.api.model.networking.v1.NetworkPolicy;
import io.fabric8.kubernetes.api.model.policy.v1.PodDisruptionBudget;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Disruption budgets, autoscalers, network policies, pod security and monitoring, in every build. */
@Tag("kubernetes")
class PoliciesTest {
    private static final String QUANTITY = "[0-9]+(\\.[0-9]+)?(Ki|Mi|Gi|Ti|Pi|Ei|n|u|m|k|M|G|T|P|E|[eE][+-]?[0-9]+)?";
    private static final Set<String> SERVICE_MONITOR_SPEC = Set.of(
            "selector", "endpoints", "namespaceSelector", "jobLabel", "podTargetLabels", "targetLabels", "sampleLimit");
    private static final Set<String> SERVICE_MONITOR_ENDPOINT = Set.of(
            "port", "path", "interval", "scrapeTimeout", "scheme", "honorLabels", "relabelings", "metricRelabelings");
    private static final Set<String> RELABELING =
            Set.of("sourceLabels", "targetLabel", "action", "regex", "replacement", "separator", "modulus");

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"base", "overlays/dev", "overlays/prod"})
    void every_deployment_has_a_disruption_budget_that_still_lets_a_node_drain(String dir) {
        var resources = Manifests.build(dir);
        var budgets = all(resources, PodDisruptionBudget.class);
        for (var deployment : all(resources, Deployment.class)) {
            var own = budgets.stream()
                    .filter(b -> selects(
                            b.getSpec().getSelector().getMatchLabels(),
                            deployment.getSpec().getTemplate()))
                    .toList();
            assertThat(own)
                    .as(name(deployment) + " PodDisruptionBudgets")
                    .singleElement()
                    .satisfies(b -> assertThat(b.getSpec().getMaxUnavailable().getIntVal())
                            .as("maxUnavailable")
                            .isEqualTo(1));
        }
        for (var scaler : all(resources, HorizontalPodAutoscaler.class)) {
            assertThat(Manifests.named(
                            resources,
                            Deployment.class,
                            scaler.getSpec().getScaleTargetRef().getName()))
                    .as(name(scaler) + " target")
                    .isPresent();
            assertThat(scaler.getSpec().getMetrics())
                    .as(name(scaler))
                    .anySatisfy(m -> assertThat(m.getResource().getName()).isEqualTo("cpu"));
        }
        assertThat(all(resources, HorizontalPodAutoscaler.class))
                .extracting(Manifests::component)
                .contains("gateway");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"base", "base/migration", "overlays/dev", "overlays/prod"})
    void every_pod_runs_unprivileged_with_a_read_only_root_and_bounded_resources(String dir) {
        for (var template : podTemplates(Manifests.build(dir)).entrySet()) {
            var spec = template.getValue().getSpec();
            var what = template.getKey();
            assertThat(spec.getSecurityContext().getRunAsNonRoot())
                    .as(what + " runAsNonRoot")
                    .isTrue();
            assertThat(spec.getSecurityContext().getSeccompProfile().getType())
                    .as(what + " seccomp")
                    .isEqualTo("RuntimeDefault");
            assertThat(spec.getAutomountServiceAccountToken())
                    .as(what + " mounts no API token")
                    .isFalse();
            for (var container : spec.getContainers()) {
                var security = container.getSecurityContext();
                assertThat(security.getAllowPrivilegeEscalation())
                        .as(what + " allowPrivilegeEscalation")
                        .isFalse();
                assertThat(security.getReadOnlyRootFilesystem())
                        .as(what + " readOnlyRootFilesystem")
                        .isTrue();
                assertThat(security.getCapabilities().getDrop())
                        .as(what + " drops")
                        .containsExactly("ALL");
                assertThat(container.getVolumeMounts())
                        .as(what + " writable /tmp")
                        .anySatisfy(m -> assertThat(m.getMountPath()).isEqualTo("/tmp"));
                for (var resource : List.of("cpu", "memory")) {
                    var request = container.getResources().getRequests().get(resource);
                    var limit = container.getResources().getLimits().get(resource);
                    assertThat(List.of(request, limit))
                            .as(what + " " + resource + " request and limit")
                            .doesNotContainNull()
                            .allSatisfy(q -> assertThat(q.toString()).matches(QUANTITY));
                    assertThat(Quantity.getAmountInBytes(request))
                            .as(what + " " + resource + " request <= limit")
                            .isLessThanOrEqualTo(Quantity.getAmountInBytes(limit));
                }
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"base", "overlays/prod"})
    void replicas_of_a_service_prefer_different_nodes_and_get_time_to_stop(String dir) {
        for (var deployment : all(Manifests.build(dir), Deployment.class)) {
            var spec = deployment.getSpec().getTemplate().getSpec();
            assertThat(spec.getTerminationGracePeriodSeconds())
                    .as(name(deployment) + ": the process needs up to 20 s to stop")
                    .isGreaterThanOrEqualTo(30L);
            var terms = spec.getAffinity().getPodAntiAffinity().getPreferredDuringSchedulingIgnoredDuringExecution();
            assertThat(terms).as(name(deployment)).anySatisfy(term -> {
                assertThat(term.getPodAffinityTerm().getTopologyKey()).isEqualTo("kubernetes.io/hostname");
                assertThat(term.getPodAffinityTerm().getLabelSelector().getMatchLabels())
                        .isEqualTo(deployment.getSpec().getSelector().getMatchLabels());
            });
        }
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"base", "overlays/dev", "overlays/prod"})
    void network_policies_deny_by_default_and_open_only_ports_the_pods_have(String dir) {
        var resources = Manifests.build(dir);
        var policies = all(resources, NetworkPolicy.class);
        assertThat(policies).as("a default-deny policy").anySatisfy(p -> {
            assertThat(p.getSpec().getPodSelector().getMatchLabels()).isNullOrEmpty();
            assertThat(p.getSpec().getPolicyTypes()).contains("Ingress");
            assertThat(p.getSpec().getIngress()).isEmpty();
        });
        var opened = new HashMap<String, Set<String>>();
        for (var policy : policies) {
            var selected = podTemplates(resources).values().stream()
                    .filter(t -> selects(policy.getSpec().getPodSelector().getMatchLabels(), t))
                    .toList();
            for (var rule : policy.getSpec().getIngress()) {
                for (var port : rule.getPorts()) {
                    assertThat(selected).as(name(policy) + " selects pods").isNotEmpty();
                    assertThat(selected)
                            .allSatisfy(t -> assertThat(containerPort(
                                            t.getSpec().getContainers().get(0), port.getPort()))
                                    .as(name(policy) + " port " + port.getPort())
                                    .isPresent());
                    selected.forEach(t -> opened.computeIfAbsent(
                                    t.getMetadata().getLabels().get("app.kubernetes.io/component"),
                                    c -> new HashSet<>())
                            .add(port.getPort().getStrVal()));
                }
            }
        }
        for (var component : COMPONENTS) {
            assertThat(opened.get(component))
                    .as(component + " reachable ports")
                    .contains("hazelcast", "eventbus", "management");
        }
        assertThat(opened.get("gateway")).contains("http");
        assertThat(opened.entrySet())
                .filteredOn(e -> !e.getKey().equals("gateway"))
                .allSatisfy(e -> assertThat(e.getValue())
                        .as(e.getKey() + ": only the gateway takes HTTP")
                        .doesNotContain("http"));
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"base", "overlays/prod"})
    void prometheus_scrapes_metrics_on_the_management_port_of_every_member(String dir) {
        var resources = Manifests.build(dir);
        var monitors = all(resources, GenericKubernetesResource.class).stream()
                .filter(r -> r.getKind().equals("ServiceMonitor"))
                .toList();
        assertThat(monitors)
                .singleElement()
                .satisfies(m -> assertThat(m.getApiVersion()).isEqualTo("monitoring.coreos.com/v1"));
        var spec = map(monitors.get(0).getAdditionalProperties().get("spec"));
        assertThat(spec.keySet()).as("ServiceMonitor spec fields").isSubsetOf(SERVICE_MONITOR_SPEC);
        var selector = map(map(spec.get("selector")).get("matchLabels"));
        var services = all(resources, Service.class).stream()
                .filter(s -> s.getMetadata().getLabels().entrySet().containsAll(selector.entrySet()))
                .toList();
        assertThat(services)
                .as("Services the ServiceMonitor selects")
                .singleElement()
                .satisfies(s -> assertThat(s.getSpec().getClusterIP()).isEqualTo("None"));
        var endpoints = (List<?>) spec.get("endpoints");
        assertThat(endpoints).isNotEmpty();
        for (var endpoint : endpoints) {
            var fields = map(endpoint);
            assertThat(fields.keySet()).as("ServiceMonitor endpoint fields").isSubsetOf(SERVICE_MONITOR_ENDPOINT);
            assertThat(fields).containsEntry("path", "/metrics").containsEntry("port", "management");
            var port = services.get(0).getSpec().getPorts().stream()
                    .filter(p -> p.getName().equals(fields.get("port")))
                    .findFirst();
            assertThat(port).as("the Service port the ServiceMonitor names").isPresent();
            for (var deployment : all(resources, Deployment.class)) {
                assertThat(containerPort(
                                deployment
                                        .getSpec()
                                        .getTemplate()
                                        .getSpec()
                                        .getContainers()
                                        .get(0),
                                port.get().getTargetPort()))
                        .as(name(deployment) + " management port")
                        .isPresent();
            }
            for (var relabeling : (List<?>) fields.getOrDefault("relabelings", List.of())) {
                assertThat(map(relabeling).keySet()).as("relabeling fields").isSubsetOf(RELABELING);
            }
        }
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> map(Object value) {
        assertThat(value).isInstanceOf(Map.class);
        return (Map<String, Object>) value;
    }
}
