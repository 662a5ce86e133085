package io.sigment.local.k8s;

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
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;

/** The manifests under {@code k8s/}, read strictly into fabric8's typed model, and what tests ask of them. */
final class Manifests {
  static final Path ROOT = Path.of("..", "k8s").normalize();
  static final StrictModel MODEL = new StrictModel();
  /** The kinds Sigment deploys, each with the typed class (hence API version) it must parse into. */
  static final Map<String, Class<? extends HasMetadata>> KINDS = Map.ofEntries(
      Map.entry("Namespace", Namespace.class), Map.entry("ServiceAccount", ServiceAccount.class),
      Map.entry("ConfigMap", ConfigMap.class), Map.entry("Secret", Secret.class), Map.entry("Service", Service.class),
      Map.entry("Deployment", Deployment.class), Map.entry("Job", Job.class),
      Map.entry("PodDisruptionBudget", PodDisruptionBudget.class),
      Map.entry("HorizontalPodAutoscaler", HorizontalPodAutoscaler.class),
      Map.entry("NetworkPolicy", NetworkPolicy.class), Map.entry("Ingress", Ingress.class),
      Map.entry("ServiceMonitor", GenericKubernetesResource.class));
  /** Secrets an operator creates by hand (examples/ shows their keys); everything else must be in the build. */
  static final Path EXAMPLE_SECRET = ROOT.resolve("examples/sigment-secrets.yaml");

  /** Builds are read-only once made; the tests share them. */
  private static final Map<String, List<HasMetadata>> BUILDS = new ConcurrentHashMap<>();

  private Manifests() {
  }

  /** A kustomization's output as typed objects; fails on a wrongly typed value, an unknown kind or field. */
  static List<HasMetadata> build(String dir) {
    return BUILDS.computeIfAbsent(dir, key -> Kustomize.build(ROOT.resolve(key)).resources().stream()
        .map(node -> typed(node.toString(), key + ": " + node.path("kind").asText() + " " + node.path("metadata").path("name").asText()))
        .toList());
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
      throw new AssertionError(source + ": " + resource.getApiVersion() + " " + resource.getKind()
          + " parses as " + resource.getClass().getSimpleName() + ", expected " + expected);
    }
    var unknown = MODEL.unknownFields(resource);
    if (!unknown.isEmpty()) throw new AssertionError(source + ": fields the Kubernetes API does not have: " + unknown);
    return resource;
  }

  static List<Path> yamlFiles() {
    try (Stream<Path> files = Files.walk(ROOT)) {
      return files.filter(file -> file.toString().endsWith(".yaml") || file.toString().endsWith(".yml")).sorted().toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static List<String> kustomizations() {
    return yamlFiles().stream().filter(file -> file.getFileName().toString().equals(Kustomize.FILE))
        .map(file -> ROOT.relativize(file.getParent()).toString()).toList();
  }

  static <T extends HasMetadata> List<T> all(List<HasMetadata> resources, Class<T> type) {
    return resources.stream().filter(type::isInstance).map(type::cast).toList();
  }

  static <T extends HasMetadata> Optional<T> named(List<HasMetadata> resources, Class<T> type, String name) {
    return all(resources, type).stream().filter(resource -> resource.getMetadata().getName().equals(name)).findFirst();
  }

  /** Every pod template the build runs, by the name of its Deployment or Job. */
  static Map<String, PodTemplateSpec> podTemplates(List<HasMetadata> resources) {
    var templates = new LinkedHashMap<String, PodTemplateSpec>();
    all(resources, Deployment.class).forEach(d -> templates.put(d.getMetadata().getName(), d.getSpec().getTemplate()));
    all(resources, Job.class).forEach(j -> templates.put(j.getMetadata().getName(), j.getSpec().getTemplate()));
    return templates;
  }

  static boolean selects(Map<String, String> selector, PodTemplateSpec template) {
    return selector != null && !selector.isEmpty()
        && template.getMetadata().getLabels().entrySet().containsAll(selector.entrySet());
  }

  /** The container port a probe, Service or policy names (by name or number), if the container has it. */
  static Optional<Integer> containerPort(Container container, IntOrString port) {
    if (port.getIntVal() != null) {
      return container.getPorts().stream().map(p -> p.getContainerPort()).filter(port.getIntVal()::equals).findFirst();
    }
    return container.getPorts().stream().filter(p -> port.getStrVal().equals(p.getName()))
        .map(p -> p.getContainerPort()).findFirst();
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
            .orElseThrow(() -> new AssertionError("ConfigMap " + name + " is not in the build")).getData());
      }
      if (source.getSecretRef() != null) {
        var name = source.getSecretRef().getName();
        var secret = named(resources, Secret.class, name).or(() -> exampleSecret(name))
            .orElseThrow(() -> new AssertionError("Secret " + name + " is neither in the build nor in examples/"));
        secret.getStringData().keySet().forEach(key -> env.put(key, "secret:" + name));
      }
    }
    for (var variable : container.getEnv()) {
      var from = variable.getValueFrom();
      env.put(variable.getName(), from == null ? variable.getValue()
          : from.getFieldRef() != null ? "fieldRef:" + from.getFieldRef().getFieldPath() : "valueFrom");
    }
    return env;
  }

  static Optional<Secret> exampleSecret(String name) {
    return Kustomize.readYaml(EXAMPLE_SECRET).stream()
        .map(document -> (Secret) typed(document.toString(), EXAMPLE_SECRET.toString()))
        .filter(secret -> secret.getMetadata().getName().equals(name)).findFirst();
  }

  static String component(HasMetadata resource) {
    return resource.getMetadata().getLabels().get("app.kubernetes.io/component");
  }
}
