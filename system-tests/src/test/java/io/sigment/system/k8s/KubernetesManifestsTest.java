package io.sigment.system.k8s;

import static io.sigment.system.k8s.Manifests.all;
import static io.sigment.system.k8s.Manifests.component;
import static io.sigment.system.k8s.Manifests.containerPort;
import static io.sigment.system.k8s.Manifests.environment;
import static io.sigment.system.k8s.Manifests.podTemplates;
import static io.sigment.system.k8s.Manifests.selects;
import static org.assertj.core.api.Assertions.assertThat;

import io.fabric8.kubernetes.api.model.ConfigMap;
import io.fabric8.kubernetes.api.model.Container;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.api.model.IntOrString;
import io.fabric8.kubernetes.api.model.Probe;
import io.fabric8.kubernetes.api.model.Service;
import io.fabric8.kubernetes.api.model.apps.Deployment;
import io.sigment.common.Setting;
import java.util.Arrays;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * What every install of Sigment (the base, and each overlay as kustomize would build it) must get right for the
 * processes to start, find each other and be probed: ports and probes agree with the settings the processes read,
 * every member resolves the one headless Service, every variable is a real setting.
 */
@Tag("kubernetes")
class KubernetesManifestsTest {
    static final Set<String> COMPONENTS = Set.of("gateway", "accounts", "jobs", "scraper", "analytics", "lists");
    /** Each named container port and the setting that makes the process listen on it. */
    static final Map<String, Setting> PORTS = Map.of(
            "http",
            Setting.HTTP_PORT,
            "management",
            Setting.MANAGEMENT_PORT,
            "hazelcast",
            Setting.CLUSTER_PORT,
            "eventbus",
            Setting.EVENT_BUS_PORT);

    static final Set<String> SETTINGS =
            Arrays.stream(Setting.values()).map(Setting::env).collect(Collectors.toSet());

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"base", "overlays/dev", "overlays/prod"})
    void each_service_runs_as_one_deployment_of_its_own_image(String dir) {
        var deployments = all(Manifests.build(dir), Deployment.class);
        assertThat(deployments).extracting(Manifests::component).containsExactlyInAnyOrderElementsOf(COMPONENTS);
        for (var deployment : deployments) {
            var containers = deployment.getSpec().getTemplate().getSpec().getContainers();
            assertThat(containers).as(name(deployment)).hasSize(1);
            assertThat(containers.get(0).getImage())
                    .as(name(deployment))
                    .matches("sigment/" + component(deployment) + "(:.+)?");
            assertThat(deployment.getMetadata().getLabels())
                    .as(name(deployment))
                    .containsEntry("app.kubernetes.io/part-of", "sigment")
                    .containsKey("app.kubernetes.io/name");
            assertThat(deployment.getSpec().getTemplate().getMetadata().getLabels())
                    .as(name(deployment))
                    .containsAllEntriesOf(deployment.getMetadata().getLabels())
                    .containsAllEntriesOf(deployment.getSpec().getSelector().getMatchLabels());
        }
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"base", "overlays/dev", "overlays/prod"})
    void named_ports_are_the_ports_the_settings_make_the_process_listen_on(String dir) {
        var resources = Manifests.build(dir);
        for (var deployment : all(resources, Deployment.class)) {
            var container = container(deployment);
            var env = environment(container, resources);
            var expected = component(deployment).equals("gateway")
                    ? PORTS.keySet()
                    : Set.of("management", "hazelcast", "eventbus");
            assertThat(container.getPorts())
                    .as(name(deployment))
                    .extracting(p -> p.getName())
                    .containsExactlyInAnyOrderElementsOf(expected);
            for (var port : container.getPorts()) {
                var setting = PORTS.get(port.getName());
                assertThat(port.getContainerPort())
                        .as(name(deployment) + " port " + port.getName() + " vs " + setting.env())
                        .isEqualTo(Integer.parseInt(env.getOrDefault(setting.env(), setting.defaultValue())));
            }
            assertThat(env.get(Setting.EVENT_BUS_PORT.env()))
                    .as(name(deployment) + ": a NetworkPolicy needs a fixed event-bus port")
                    .isNotNull()
                    .isNotEqualTo("0");
        }
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"base", "overlays/dev", "overlays/prod"})
    void probes_ask_the_management_port_for_liveness_and_readiness(String dir) {
        var resources = Manifests.build(dir);
        for (var deployment : all(resources, Deployment.class)) {
            var container = container(deployment);
            var env = environment(container, resources);
            var management = Integer.parseInt(
                    env.getOrDefault(Setting.MANAGEMENT_PORT.env(), Setting.MANAGEMENT_PORT.defaultValue()));
            assertProbe(
                    name(deployment) + " liveness",
                    container,
                    container.getLivenessProbe(),
                    "/health/live",
                    management);
            assertProbe(
                    name(deployment) + " readiness",
                    container,
                    container.getReadinessProbe(),
                    "/health/ready",
                    management);
            assertProbe(
                    name(deployment) + " startup", container, container.getStartupProbe(), "/health/live", management);
            var startup = container.getStartupProbe();
            assertThat(startup.getPeriodSeconds() * startup.getFailureThreshold())
                    .as(name(deployment) + ": seconds allowed to start")
                    .isGreaterThanOrEqualTo(60);
        }
    }

    private static void assertProbe(String what, Container container, Probe probe, String path, int managementPort) {
        assertThat(probe).as(what).isNotNull();
        assertThat(probe.getHttpGet()).as(what + " is an HTTP GET").isNotNull();
        assertThat(probe.getHttpGet().getPath()).as(what).isEqualTo(path);
        assertThat(containerPort(container, probe.getHttpGet().getPort()))
                .as(what + " port")
                .contains(managementPort);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"base", "overlays/dev", "overlays/prod"})
    void every_member_finds_the_others_through_one_headless_service_and_announces_its_pod_ip(String dir) {
        var resources = Manifests.build(dir);
        var headless = all(resources, Service.class).stream()
                .filter(s -> "None".equals(s.getSpec().getClusterIP()))
                .toList();
        assertThat(headless).as("headless Services").hasSize(1);
        var cluster = headless.get(0);
        assertThat(cluster.getSpec().getPublishNotReadyAddresses())
                .as("a starting member must be discoverable")
                .isTrue();
        var members = podTemplates(resources).entrySet().stream()
                .filter(entry -> selects(cluster.getSpec().getSelector(), entry.getValue()))
                .map(entry -> entry.getValue().getMetadata().getLabels().get("app.kubernetes.io/component"))
                .toList();
        assertThat(members).as("pods the headless Service selects").containsExactlyInAnyOrderElementsOf(COMPONENTS);

        var namespace = cluster.getMetadata().getNamespace();
        var dnsNames = namespace == null
                ? Set.of(cluster.getMetadata().getName())
                : Set.of(
                        cluster.getMetadata().getName(),
                        cluster.getMetadata().getName() + "." + namespace + ".svc",
                        cluster.getMetadata().getName() + "." + namespace + ".svc.cluster.local");
        for (var deployment : all(resources, Deployment.class)) {
            var env = environment(container(deployment), resources);
            assertThat(env.get(Setting.CLUSTER_DNS.env()))
                    .as(name(deployment) + " SIGMENT_CLUSTER_DNS")
                    .isIn(dnsNames);
            assertThat(env.get(Setting.CLUSTER_HOST.env()))
                    .as(name(deployment) + " SIGMENT_CLUSTER_HOST")
                    .isEqualTo("fieldRef:status.podIP");
            assertThat(cluster.getSpec().getPorts())
                    .as("headless Service ports")
                    .allSatisfy(port -> assertThat(containerPort(container(deployment), port.getTargetPort()))
                            .as(name(deployment) + " " + port.getName())
                            .isPresent());
        }
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(
            strings = {
                "base",
                "base/migration",
                "overlays/dev",
                "overlays/prod",
                "overlays/dev/migration",
                "overlays/prod/migration",
                "base/privacy",
                "overlays/dev/privacy",
                "overlays/prod/privacy"
            })
    void every_variable_a_pod_gets_is_a_sigment_setting(String dir) {
        var resources = Manifests.build(dir);
        for (var template : podTemplates(resources).entrySet()) {
            for (var container : template.getValue().getSpec().getContainers()) {
                assertThat(environment(container, resources).keySet())
                        .as(template.getKey())
                        .isSubsetOf(SETTINGS);
            }
        }
        for (var configMap : all(resources, ConfigMap.class)) {
            // kustomize names the generated settings sigment-config-<content hash> and rewrites every reference to it
            if (configMap.getMetadata().getName().matches("sigment-config-[a-z0-9]{10}")) {
                assertThat(configMap.getData().keySet())
                        .as("sigment-config")
                        .isSubsetOf(SETTINGS)
                        .doesNotContain(Setting.CLUSTER_HOST.env(), Setting.PG_URL.env(), Setting.PARENT_PID.env());
            }
        }
        assertThat(Manifests.exampleSecret("sigment-secrets")
                        .orElseThrow()
                        .getStringData()
                        .keySet())
                .isSubsetOf(SETTINGS);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"base", "overlays/dev", "overlays/prod"})
    void every_service_port_reaches_a_named_port_on_every_pod_it_selects(String dir) {
        var resources = Manifests.build(dir);
        for (var service : all(resources, Service.class)) {
            var selected = podTemplates(resources).values().stream()
                    .filter(t -> selects(service.getSpec().getSelector(), t))
                    .toList();
            assertThat(selected).as(name(service) + " selects pods").isNotEmpty();
            for (var port : service.getSpec().getPorts()) {
                assertThat(port.getTargetPort().getStrVal())
                        .as(name(service) + " targets a port by name")
                        .isNotNull();
                assertThat(selected)
                        .allSatisfy(template -> assertThat(template.getSpec().getContainers())
                                .anySatisfy(c -> assertThat(containerPort(c, port.getTargetPort()))
                                        .as(name(service) + " " + port.getName())
                                        .isPresent()));
            }
        }
        assertThat(Manifests.named(resources, Service.class, "sigment-gateway")
                        .orElseThrow()
                        .getSpec()
                        .getPorts())
                .extracting(p -> p.getTargetPort())
                .containsExactly(new IntOrString("http"));
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"overlays/dev/privacy", "overlays/prod/privacy"})
    void the_privacy_job_runs_the_privacy_command_of_the_migration_image_with_the_person_from_a_secret(String dir) {
        var jobs = all(Manifests.build(dir), io.fabric8.kubernetes.api.model.batch.v1.Job.class);
        assertThat(jobs).hasSize(1);
        var pod = jobs.get(0).getSpec().getTemplate().getSpec();
        var container = pod.getContainers().get(0);
        assertThat(container.getImage()).matches("sigment/migrate:.+");
        assertThat(container.getCommand()).contains("io.sigment.local.PrivacyCommand");
        assertThat(container.getArgs().get(0)).isIn("erase", "show");
        var file = container.getArgs().get(container.getArgs().indexOf("--person-file") + 1);
        var mount = container.getVolumeMounts().stream()
                .filter(m -> file.startsWith(m.getMountPath() + "/"))
                .findFirst();
        assertThat(mount).as("the person's file is mounted").isPresent();
        var volume = pod.getVolumes().stream()
                .filter(v -> v.getName().equals(mount.get().getName()))
                .findFirst()
                .orElseThrow();
        assertThat(volume.getSecret().getSecretName()).isEqualTo("sigment-privacy-request");
        assertThat(container.getEnvFrom())
                .anySatisfy(from -> assertThat(from.getSecretRef().getName()).isEqualTo("sigment-secrets"));
        assertThat(Manifests.exampleSecret("sigment-secrets").orElseThrow().getStringData())
                .containsKeys(Setting.PERSON_KEY_SECRET.env(), Setting.PERSON_DENY_SECRET.env());
    }

    static Container container(Deployment deployment) {
        return deployment.getSpec().getTemplate().getSpec().getContainers().get(0);
    }

    static String name(HasMetadata resource) {
        return resource.getKind() + " " + resource.getMetadata().getName();
    }
}
