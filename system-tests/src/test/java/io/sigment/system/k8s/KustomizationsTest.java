package io.sigment.system.k8s;

import static io.sigment.system.k8s.KubernetesManifestsTest.COMPONENTS;
import static io.sigment.system.k8s.KubernetesManifestsTest.container;
import static io.sigment.system.k8s.KubernetesManifestsTest.name;
import static io.sigment.system.k8s.Manifests.all;
import static io.sigment.system.k8s.Manifests.environment;
import static io.sigment.system.k8s.Manifests.podTemplates;
import static org.assertj.core.api.Assertions.assertThat;

import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.api.model.Namespace;
import io.fabric8.kubernetes.api.model.Service;
import io.fabric8.kubernetes.api.model.apps.Deployment;
import io.fabric8.kubernetes.api.model.autoscaling.v2.HorizontalPodAutoscaler;
import io.fabric8.kubernetes.api.model.batch.v1.Job;
import io.fabric8.kubernetes.api.model.networking.v1.Ingress;
import io.sigment.common.Setting;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

/** Every file under k8s/ is valid and used; each overlay deploys what it promises, in its own namespace. */
@Tag("kubernetes")
class KustomizationsTest {
    static List<String> kustomizations() {
        return Manifests.kustomizations();
    }

    @Test
    void the_base_overlays_and_migrations_are_all_there() {
        assertThat(kustomizations())
                .contains(
                        "base",
                        "base/migration",
                        "overlays/dev",
                        "overlays/dev/migration",
                        "overlays/prod",
                        "overlays/prod/migration");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("kustomizations")
    void every_kustomization_builds_into_typed_resources_with_no_unknown_field(String dir) {
        var resources = Manifests.build(dir);
        assertThat(resources).as(dir).isNotEmpty();
        var identities = resources.stream()
                .map(r -> r.getKind() + "/" + r.getMetadata().getName())
                .toList();
        assertThat(identities).as(dir + ": kind/name pairs").doesNotHaveDuplicates();
    }

    @Test
    void every_yaml_file_is_a_valid_resource_or_patch_and_is_used_by_a_kustomization() {
        var used = new HashSet<Path>();
        kustomizations().forEach(dir -> {
            Manifests.build(dir);
            used.addAll(filesReadBy(Manifests.ROOT.resolve(dir)));
        });
        for (var file : Manifests.yamlFiles()) {
            var documents = Manifests.readYaml(file);
            assertThat(documents).as(file.toString()).isNotEmpty();
            if (file.startsWith(Manifests.MONITORING)) continue;
            if (!file.startsWith(Manifests.ROOT.resolve("examples"))) {
                assertThat(used).as(file + " is referenced by a kustomization").contains(file);
            }
            if (file.getFileName().toString().equals(Manifests.KUSTOMIZATION)) continue;
            if (documents.size() == 1 && documents.get(0).isArray()) {
                assertThat(documents.get(0))
                        .as(file + ": JSON patch operations")
                        .allSatisfy(op -> assertThat(op.path("op").asText()).isIn("add", "replace", "remove"));
                continue;
            }
            documents.forEach(document -> Manifests.typed(document.toString(), file.toString()));
        }
    }

    /** The files a kustomization names (resources, patches, generators' sources), through the kustomizations it includes. */
    private static Set<Path> filesReadBy(Path dir) {
        var kustomization = dir.resolve(Manifests.KUSTOMIZATION);
        var files = new HashSet<Path>(Set.of(kustomization));
        var fields = Manifests.readYaml(kustomization).get(0);
        for (var resource : fields.path("resources")) {
            var path = dir.resolve(resource.asText()).normalize();
            if (Files.isDirectory(path)) files.addAll(filesReadBy(path));
            else files.add(path);
        }
        fields.path("patches")
                .forEach(patch ->
                        files.add(dir.resolve(patch.path("path").asText()).normalize()));
        for (var generator : fields.path("configMapGenerator")) {
            generator
                    .path("envs")
                    .forEach(env -> files.add(dir.resolve(env.asText()).normalize()));
            generator
                    .path("files")
                    .forEach(file -> files.add(dir.resolve(file.asText().replaceFirst("^[^=]*=", ""))
                            .normalize()));
        }
        return files;
    }

    @Test
    void the_base_names_no_namespace_and_no_image_tag() {
        var resources = Manifests.build("base");
        assertThat(resources)
                .allSatisfy(r ->
                        assertThat(r.getMetadata().getNamespace()).as(name(r)).isNull());
        assertThat(all(resources, Deployment.class))
                .allSatisfy(d -> assertThat(container(d).getImage()).isEqualTo("sigment/" + Manifests.component(d)));
        assertThat(all(Manifests.build("base/migration"), Job.class))
                .singleElement()
                .satisfies(job -> assertThat(job.getSpec()
                                .getTemplate()
                                .getSpec()
                                .getContainers()
                                .get(0)
                                .getImage())
                        .isEqualTo("sigment/migrate"));
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource({
        "overlays/dev, sigment-dev",
        "overlays/dev/migration, sigment-dev",
        "overlays/prod, sigment",
        "overlays/prod/migration, sigment"
    })
    void an_overlay_puts_everything_in_its_namespace_and_pins_every_image(String dir, String namespace) {
        var resources = Manifests.build(dir);
        assertThat(all(resources, Namespace.class))
                .extracting(n -> n.getMetadata().getName())
                .containsExactly(namespace);
        assertThat(resources)
                .filteredOn(r -> !(r instanceof Namespace))
                .allSatisfy(r ->
                        assertThat(r.getMetadata().getNamespace()).as(name(r)).isEqualTo(namespace));
        var tag = namespace.equals("sigment-dev") ? "dev" : "0.1.0";
        assertThat(podTemplates(resources).values())
                .flatExtracting(t -> t.getSpec().getContainers())
                .allSatisfy(c -> assertThat(c.getImage()).as(c.getName()).endsWith(":" + tag));
    }

    @Test
    void dev_runs_one_replica_of_everything() {
        var resources = Manifests.build("overlays/dev");
        for (var deployment : all(resources, Deployment.class)) {
            assertThat(replicaRange(deployment, resources)).as(name(deployment)).isEqualTo(List.of(1, 1));
        }
    }

    @Test
    void prod_keeps_at_least_two_replicas_of_everything_and_lets_the_gateway_grow() {
        var resources = Manifests.build("overlays/prod");
        for (var deployment : all(resources, Deployment.class)) {
            assertThat(replicaRange(deployment, resources).get(0))
                    .as(name(deployment) + " minimum")
                    .isGreaterThanOrEqualTo(2);
        }
        var gateway =
                Manifests.named(resources, Deployment.class, "sigment-gateway").orElseThrow();
        assertThat(replicaRange(gateway, resources).get(1))
                .as("gateway maximum")
                .isGreaterThan(replicaRange(gateway, resources).get(0));
    }

    /** [min, max] replicas: the HPA's bounds if one scales it (then the Deployment must not fight it), else spec.replicas. */
    private static List<Integer> replicaRange(Deployment deployment, List<HasMetadata> resources) {
        var scalers = all(resources, HorizontalPodAutoscaler.class).stream()
                .filter(h -> h.getSpec()
                                .getScaleTargetRef()
                                .getName()
                                .equals(deployment.getMetadata().getName())
                        && h.getSpec().getScaleTargetRef().getKind().equals("Deployment"))
                .toList();
        if (scalers.isEmpty()) {
            var replicas = deployment.getSpec().getReplicas() == null
                    ? 1
                    : deployment.getSpec().getReplicas();
            return List.of(replicas, replicas);
        }
        assertThat(scalers).as(name(deployment) + " HPAs").hasSize(1);
        assertThat(deployment.getSpec().getReplicas())
                .as(name(deployment) + ": replicas belong to its HPA")
                .isNull();
        var spec = scalers.get(0).getSpec();
        assertThat(spec.getMinReplicas())
                .as(name(deployment) + " HPA min <= max")
                .isLessThanOrEqualTo(spec.getMaxReplicas());
        return List.of(spec.getMinReplicas(), spec.getMaxReplicas());
    }

    @Test
    void prod_publishes_the_gateway_at_the_public_base_url() {
        var resources = Manifests.build("overlays/prod");
        var gateway =
                Manifests.named(resources, Deployment.class, "sigment-gateway").orElseThrow();
        var baseUrl = URI.create(environment(container(gateway), resources).get(Setting.PUBLIC_BASE_URL.env()));
        var ingress = all(resources, Ingress.class);
        assertThat(ingress).singleElement().satisfies(i -> {
            assertThat(i.getSpec().getRules()).extracting(r -> r.getHost()).containsExactly(baseUrl.getHost());
            var backend = i.getSpec()
                    .getRules()
                    .get(0)
                    .getHttp()
                    .getPaths()
                    .get(0)
                    .getBackend()
                    .getService();
            var service =
                    Manifests.named(resources, Service.class, backend.getName()).orElseThrow();
            assertThat(service.getSpec().getPorts())
                    .extracting(p -> p.getName())
                    .contains(backend.getPort().getName());
            if (baseUrl.getScheme().equals("https")) {
                assertThat(i.getSpec().getTls())
                        .flatExtracting(t -> t.getHosts())
                        .contains(baseUrl.getHost());
            }
        });
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"base/migration", "overlays/dev/migration", "overlays/prod/migration"})
    void the_migration_job_runs_migrate_main_from_the_image_the_dockerfile_builds(String dir) throws Exception {
        var job = all(Manifests.build(dir), Job.class);
        assertThat(job).singleElement().satisfies(j -> {
            assertThat(j.getSpec().getTemplate().getSpec().getRestartPolicy()).isEqualTo("Never");
            assertThat(j.getSpec().getBackoffLimit()).isNotNull();
        });
        var command = job.get(0)
                .getSpec()
                .getTemplate()
                .getSpec()
                .getContainers()
                .get(0)
                .getCommand();
        var mainClass = command.get(command.size() - 1);
        assertThat(Class.forName(mainClass).getMethod("main", String[].class)).isNotNull();
        assertThat(mainClass).isEqualTo(io.sigment.local.MigrateMain.class.getName());
        var classPath = command.get(command.indexOf("-cp") + 1);
        assertThat(Files.readString(Manifests.ROOT.resolve("images/Dockerfile")))
                .contains("COPY ${MODULE}/target/${MODULE}.jar " + classPath + "\n");
    }

    @Test
    void the_readme_builds_each_image_from_the_module_whose_jar_runs_it() throws Exception {
        var readme = Files.readString(Manifests.ROOT.resolve("README.md"));
        for (var component : COMPONENTS) {
            var module = component.equals("gateway") ? "gateway" : component + "-service";
            assertThat(Manifests.ROOT.resolve("../" + module + "/pom.xml"))
                    .as(module)
                    .exists();
            assertThat(readme).contains("--build-arg MODULE=" + module + " -t sigment/" + component + ":");
        }
        assertThat(readme).contains("--build-arg MODULE=local -t sigment/migrate:");
    }
}
