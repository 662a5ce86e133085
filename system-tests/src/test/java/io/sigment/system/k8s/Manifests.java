package io.sigment.system.k8s;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.fabric8.kubernetes.api.model.ConfigMap;
import io.fabric8.kubernetes.api.model.Container;
import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.api.model.IntOrString;
import io.fabric8.kubernetes.api.model.Namespace;
import io.fabric8.kubernetes.api.model.PodTemplateSpec;
import io.fabric8.kubernetes.api.model.Secret;
import io.fabric8.kubernetes.api.model.Service;
import io.fabric8.kubernetes.api.model.ServiceAccount;
import io.fabric8.kubernetes.api.model.apps.Deployment;
import io.fabric8.kubernetes.api.model.autoscaling.v2.HorizontalPodAutoscaler;
import io.fabric8.kubernetes.api.model.batch.v1.Job;
import io.fabric8.kubernetes.api.model.networking.v1.Ingress;
import io.fabric8.kubernetes.api.model.networking.v1.NetworkPolicy;
import io.fabric8.kubernetes.api.model.policy.v1.PodDisruptionBudget;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.Assumptions;
import org.snakeyaml.engine.v2.api.Load;
import org.snakeyaml.engine.v2.api.LoadSettings;

/** The manifests under {@code k8s/}, read strictly into fabric8's typed model, and what tests ask of them. */
final class Manifests {
    static final Path ROOT = Path.of("..", "k8s").normalize();
    static final StrictModel MODEL = new StrictModel();
    /** The kinds Sigment deploys, each with the typed class (hence API version) it must parse into. */
    static final Map<String, Class<? extends HasMetadata>> KINDS = Map.ofEntries(
            Map.entry("Namespace", Namespace.class),
            Map.entry("ServiceAccount", ServiceAccount.class),
            Map.entry("ConfigMap", ConfigMap.class),
            Map.entry("Secret", Secret.class),
            Map.entry("Service", Service.class),
            Map.entry("Deployment", Deployment.class),
            Map.entry("Job", Job.class),
            Map.entry("PodDisruptionBudget", PodDisruptionBudget.class),
            Map.entry("HorizontalPodAutoscaler", HorizontalPodAutoscaler.class),
            Map.entry("NetworkPolicy", NetworkPolicy.class),
            Map.entry("Ingress", Ingress.class),
            Map.entry("ServiceMonitor", GenericKubernetesResource.class),
            Map.entry("PrometheusRule", GenericKubernetesResource.class));
    /** Prometheus' own files (rules and their unit tests), read by Prometheus and promtool rather than kustomize. */
    static final Path MONITORING = ROOT.resolve("monitoring");
    /** Secrets an operator creates by hand (examples/ shows their keys); everything else must be in the build. */
    static final Path EXAMPLE_SECRET = ROOT.resolve("examples/sigment-secrets.yaml");

    static final String KUSTOMIZATION = "kustomization.yaml";
    private static final Optional<Path> KUBECTL = findKubectl();
    private static final ObjectMapper JSON = new ObjectMapper();

    /** Builds are read-only once made; the tests share them. */
    private static final Map<String, List<HasMetadata>> BUILDS = new ConcurrentHashMap<>();

    private Manifests() {}

    /**
     * What {@code kubectl kustomize} renders for a kustomization, as typed objects; fails on a wrongly typed value, an
     * unknown kind or field. Skips the calling test, saying why, where kubectl is not installed.
     */
    static List<HasMetadata> build(String dir) {
        Assumptions.assumeTrue(
                KUBECTL.isPresent(),
                "kubectl is not on the PATH, so the overlays cannot be rendered (Debian: apt-get install kubectl; .ci/run installs it)");
        return BUILDS.computeIfAbsent(
                dir,
                key -> readYaml(kustomize(ROOT.resolve(key)), key).stream()
                        .map(node -> typed(
                                node.toString(),
                                key + ": " + node.path("kind").asText() + " "
                                        + node.path("metadata").path("name").asText()))
                        .toList());
    }

    private static String kustomize(Path dir) {
        try {
            var errors = Files.createTempFile("kustomize", ".err");
            try {
                var process = new ProcessBuilder(KUBECTL.get().toString(), "kustomize", dir.toString())
                        .redirectError(errors.toFile())
                        .start();
                var output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
                if (!process.waitFor(60, TimeUnit.SECONDS) || process.exitValue() != 0) {
                    throw new AssertionError("kubectl kustomize " + dir + " failed: " + Files.readString(errors));
                }
                return output;
            } finally {
                Files.deleteIfExists(errors);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted rendering " + dir, e);
        }
    }

    private static Optional<Path> findKubectl() {
        return Stream.of(System.getenv().getOrDefault("PATH", "").split(File.pathSeparator))
                .filter(entry -> !entry.isEmpty())
                .map(entry -> Path.of(entry, "kubectl"))
                .filter(Files::isExecutable)
                .findFirst();
    }

    /** Every YAML document in a text; {@code source} names it in errors. */
    static List<JsonNode> readYaml(String text, String source) {
        try {
            var documents = new Load(LoadSettings.builder().build()).loadAllFromString(text);
            return StreamSupport.stream(documents.spliterator(), false)
                    .filter(document -> document != null)
                    .map(document -> (JsonNode) JSON.valueToTree(document))
                    .toList();
        } catch (RuntimeException e) {
            throw new AssertionError(source + ": " + e.getMessage(), e);
        }
    }

    static List<JsonNode> readYaml(Path file) {
        try {
            return readYaml(Files.readString(file), file.toString());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static HasMetadata typed(String text, String source) {
        HasMetadata resource;
        try {
            resource = MODEL.parse(text);
        } catch (RuntimeException e) {
            Throwable cause = e;
            while (cause.getCause() != null) cause = cause.getCause();
            throw new AssertionError(source + ": " + cause.getMessage(), e);
        }
        var expected = KINDS.get(resource.getKind());
        if (expected == null || expected != resource.getClass()) {
            throw new AssertionError(source + ": " + resource.getApiVersion() + " " + resource.getKind() + " parses as "
                    + resource.getClass().getSimpleName() + ", expected " + expected);
        }
        var unknown = MODEL.unknownFields(resource);
        if (!unknown.isEmpty())
            throw new AssertionError(source + ": fields the Kubernetes API does not have: " + unknown);
        return resource;
    }

    static List<Path> yamlFiles() {
        try (Stream<Path> files = Files.walk(ROOT)) {
            return files.filter(file ->
                            file.toString().endsWith(".yaml") || file.toString().endsWith(".yml"))
                    .sorted()
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static List<String> kustomizations() {
        return yamlFiles().stream()
                .filter(file -> file.getFileName().toString().equals(KUSTOMIZATION))
                .map(file -> ROOT.relativize(file.getParent()).toString())
                .toList();
    }

    static <T extends HasMetadata> List<T> all(List<HasMetadata> resources, Class<T> type) {
        return resources.stream().filter(type::isInstance).map(type::cast).toList();
    }

    static <T extends HasMetadata> Optional<T> named(List<HasMetadata> resources, Class<T> type, String name) {
        return all(resources, type).stream()
                .filter(resource -> resource.getMetadata().getName().equals(name))
                .findFirst();
    }

    /** Every pod template the build runs, by the name of its Deployment or Job. */
    static Map<String, PodTemplateSpec> podTemplates(List<HasMetadata> resources) {
        var templates = new LinkedHashMap<String, PodTemplateSpec>();
        all(resources, Deployment.class)
                .forEach(d ->
                        templates.put(d.getMetadata().getName(), d.getSpec().getTemplate()));
        all(resources, Job.class)
                .forEach(j ->
                        templates.put(j.getMetadata().getName(), j.getSpec().getTemplate()));
        return templates;
    }

    static boolean selects(Map<String, String> selector, PodTemplateSpec template) {
        return selector != null
                && !selector.isEmpty()
                && template.getMetadata().getLabels().entrySet().containsAll(selector.entrySet());
    }

    /** The container port a probe, Service or policy names (by name or number), if the container has it. */
    static Optional<Integer> containerPort(Container container, IntOrString port) {
        if (port.getIntVal() != null) {
            return container.getPorts().stream()
                    .map(p -> p.getContainerPort())
                    .filter(port.getIntVal()::equals)
                    .findFirst();
        }
        return container.getPorts().stream()
                .filter(p -> port.getStrVal().equals(p.getName()))
                .map(p -> p.getContainerPort())
                .findFirst();
    }

    /**
     * The environment a container starts with: its ConfigMaps and Secrets (from the build, or for secrets created
     * by hand, the example's keys) overlaid by its own {@code env}; a downward-API value reads as {@code fieldRef:PATH}.
     */
    static Map<String, String> environment(Container container, List<HasMetadata> resources) {
        var env = new LinkedHashMap<String, String>();
        for (var source : container.getEnvFrom()) {
            if (source.getConfigMapRef() != null) {
                var name = source.getConfigMapRef().getName();
                env.putAll(named(resources, ConfigMap.class, name)
                        .orElseThrow(() -> new AssertionError("ConfigMap " + name + " is not in the build"))
                        .getData());
            }
            if (source.getSecretRef() != null) {
                var name = source.getSecretRef().getName();
                var secret = named(resources, Secret.class, name)
                        .or(() -> exampleSecret(name))
                        .orElseThrow(() ->
                                new AssertionError("Secret " + name + " is neither in the build nor in examples/"));
                secret.getStringData().keySet().forEach(key -> env.put(key, "secret:" + name));
            }
        }
        for (var variable : container.getEnv()) {
            var from = variable.getValueFrom();
            env.put(
                    variable.getName(),
                    from == null
                            ? variable.getValue()
                            : from.getFieldRef() != null
                                    ? "fieldRef:" + from.getFieldRef().getFieldPath()
                                    : "valueFrom");
        }
        return env;
    }

    static Optional<Secret> exampleSecret(String name) {
        return readYaml(EXAMPLE_SECRET).stream()
                .map(document -> (Secret) typed(document.toString(), EXAMPLE_SECRET.toString()))
                .filter(secret -> secret.getMetadata().getName().equals(name))
                .findFirst();
    }

    static String component(HasMetadata resource) {
        return resource.getMetadata().getLabels().get("app.kubernetes.io/component");
    }
}
