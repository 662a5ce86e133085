package io.sigment.local.k8s;

import com.fasterxml.jackson.core.JsonPointer;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.StreamSupport;
import org.snakeyaml.engine.v2.api.Load;
import org.snakeyaml.engine.v2.api.LoadSettings;

/**
 * The part of {@code kustomize build} that Sigment's kustomizations use, so a test can check what an overlay
 * really deploys (no kustomize binary on these machines): resources (files and kustomization directories),
 * configMapGenerator (envs, literals, files; create or merge), strategic-merge patches (maps merge, lists of
 * named items merge by name, other lists are replaced), JSON 6902 patches with a kind/labelSelector target,
 * images, replicas and namespace. Any other kustomization field fails the build rather than being ignored;
 * names get no hash suffix. A patch, image or replica entry that matches nothing fails, as it would be a typo.
 */
final class Kustomize {
  static final String FILE = "kustomization.yaml";
  private static final Set<String> FIELDS = Set.of("apiVersion", "kind", "namespace", "resources",
      "configMapGenerator", "patches", "images", "replicas");
  private static final ObjectMapper JSON = new ObjectMapper();

  /** What a kustomization deploys, and every file it read to get there. */
  record Build(Path root, List<ObjectNode> resources, Set<Path> files) {
  }

  private Kustomize() {
  }

  static List<JsonNode> readYaml(Path file) {
    try (var in = Files.newInputStream(file)) {
      var documents = new Load(LoadSettings.builder().build()).loadAllFromInputStream(in);
      return StreamSupport.stream(documents.spliterator(), false)
          .filter(document -> document != null).map(document -> (JsonNode) JSON.valueToTree(document)).toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static Build build(Path dir) {
    var file = dir.resolve(FILE);
    if (!Files.isRegularFile(file)) throw new IllegalStateException("no " + FILE + " in " + dir);
    var kustomization = (ObjectNode) readYaml(file).get(0);
    kustomization.fieldNames().forEachRemaining(field -> {
      if (!FIELDS.contains(field)) throw new IllegalStateException(file + ": field '" + field + "' is not supported here");
    });
    require(kustomization.path("apiVersion").asText().equals("kustomize.config.k8s.io/v1beta1")
        && kustomization.path("kind").asText().equals("Kustomization"), file + ": not a kustomize.config.k8s.io/v1beta1 Kustomization");
    var resources = new ArrayList<ObjectNode>();
    var files = new LinkedHashSet<Path>(List.of(file));
    for (var entry : kustomization.path("resources")) {
      var path = dir.resolve(entry.asText()).normalize();
      if (Files.isDirectory(path)) {
        var inner = build(path);
        resources.addAll(inner.resources());
        files.addAll(inner.files());
      } else {
        require(Files.isRegularFile(path), file + ": resource " + entry.asText() + " does not exist");
        readYaml(path).forEach(document -> resources.add((ObjectNode) document));
        files.add(path);
      }
    }
    for (var generator : kustomization.path("configMapGenerator")) generateConfigMap(dir, generator, resources, files);
    for (var patch : kustomization.path("patches")) patch(dir, patch, resources, files);
    for (var image : kustomization.path("images")) setImage(file, image, resources);
    for (var replicas : kustomization.path("replicas")) {
      var target = only(resources, "Deployment", replicas.path("name").asText(), file + ": replicas");
      ((ObjectNode) target.path("spec")).set("replicas", replicas.path("count"));
    }
    if (kustomization.has("namespace")) {
      resources.stream().filter(resource -> !resource.path("kind").asText().equals("Namespace"))
          .forEach(resource -> metadata(resource).put("namespace", kustomization.path("namespace").asText()));
    }
    return new Build(dir, resources, files);
  }

  private static void generateConfigMap(Path dir, JsonNode generator, List<ObjectNode> resources, Set<Path> files) {
    var name = generator.path("name").asText();
    var data = JSON.createObjectNode();
    for (var env : generator.path("envs")) {
      var path = dir.resolve(env.asText()).normalize();
      files.add(path);
      for (var line : lines(path)) {
        if (!line.isBlank() && !line.startsWith("#")) putKeyValue(data, line, path.toString());
      }
    }
    for (var literal : generator.path("literals")) putKeyValue(data, literal.asText(), name);
    for (var entry : generator.path("files")) {
      var spec = entry.asText();
      var path = dir.resolve(spec.contains("=") ? spec.substring(spec.indexOf('=') + 1) : spec).normalize();
      files.add(path);
      data.put(spec.contains("=") ? spec.substring(0, spec.indexOf('=')) : path.getFileName().toString(), String.join("\n", lines(path)) + "\n");
    }
    var behavior = generator.path("behavior").asText("create");
    if (behavior.equals("merge")) {
      var existing = only(resources, "ConfigMap", name, "configMapGenerator merge");
      ((ObjectNode) existing.path("data")).setAll(data);
      return;
    }
    require(behavior.equals("create"), "configMapGenerator behavior '" + behavior + "' is not supported here");
    var configMap = JSON.createObjectNode().put("apiVersion", "v1").put("kind", "ConfigMap");
    configMap.putObject("metadata").put("name", name);
    if (generator.path("options").has("labels")) metadata(configMap).set("labels", generator.path("options").path("labels"));
    configMap.set("data", data);
    resources.add(configMap);
  }

  private static void putKeyValue(ObjectNode data, String line, String source) {
    var equals = line.indexOf('=');
    require(equals > 0, source + ": '" + line + "' is not KEY=VALUE");
    data.put(line.substring(0, equals).trim(), line.substring(equals + 1));
  }

  private static void patch(Path dir, JsonNode patch, List<ObjectNode> resources, Set<Path> files) {
    require(patch.has("path"), dir + ": only patches from a file (path:) are supported here");
    var path = dir.resolve(patch.path("path").asText()).normalize();
    require(Files.isRegularFile(path), dir + ": patch " + path + " does not exist");
    files.add(path);
    var documents = readYaml(path);
    var target = patch.path("target");
    if (documents.size() == 1 && documents.get(0).isArray()) {
      var targets = resources.stream().filter(resource -> matches(resource, target)).toList();
      require(!target.isMissingNode() && !targets.isEmpty(), path + ": the JSON patch's target matches no resource");
      targets.forEach(resource -> documents.get(0).forEach(operation -> applyOperation(resource, operation, path)));
      return;
    }
    for (var document : documents) {
      var resource = only(resources, document.path("kind").asText(), document.path("metadata").path("name").asText(), path.toString());
      require(resource.path("apiVersion").equals(document.path("apiVersion")), path + ": apiVersion differs from the target's");
      mergeInto(resource, (ObjectNode) document, path);
    }
  }

  private static boolean matches(ObjectNode resource, JsonNode target) {
    if (target.has("kind") && !resource.path("kind").asText().equals(target.path("kind").asText())) return false;
    if (target.has("name") && !resource.path("metadata").path("name").asText().equals(target.path("name").asText())) return false;
    for (var pair : target.path("labelSelector").asText("").split(",")) {
      if (pair.isBlank()) continue;
      var keyValue = pair.split("=", 2);
      if (!resource.path("metadata").path("labels").path(keyValue[0].trim()).asText().equals(keyValue[1].trim())) return false;
    }
    return true;
  }

  private static void applyOperation(ObjectNode resource, JsonNode operation, Path source) {
    var pointer = JsonPointer.compile(operation.path("path").asText());
    var parent = resource.at(pointer.head());
    var last = pointer.last().getMatchingProperty();
    var op = operation.path("op").asText();
    require(parent.isContainerNode(), source + ": no " + pointer.head() + " in " + name(resource));
    var exists = !resource.at(pointer).isMissingNode();
    switch (op) {
      case "replace", "remove" -> require(exists, source + ": " + op + " of a missing " + pointer + " in " + name(resource));
      case "add" -> { }
      default -> throw new IllegalStateException(source + ": JSON patch op '" + op + "' is not supported here");
    }
    if (parent instanceof ObjectNode object) {
      if (op.equals("remove")) object.remove(last); else object.set(last, operation.path("value").deepCopy());
    } else {
      var array = (ArrayNode) parent;
      var index = last.equals("-") ? array.size() : Integer.parseInt(last);
      if (op.equals("remove")) array.remove(index);
      else if (op.equals("replace")) array.set(index, operation.path("value").deepCopy());
      else array.insert(index, operation.path("value").deepCopy());
    }
  }

  private static void mergeInto(ObjectNode target, ObjectNode patch, Path source) {
    for (var field : iterable(patch.fields())) {
      var key = field.getKey();
      var value = field.getValue();
      require(!key.startsWith("$"), source + ": patch directive " + key + " is not supported here");
      var current = target.get(key);
      if (value.isObject() && current != null && current.isObject()) {
        mergeInto((ObjectNode) current, (ObjectNode) value, source);
      } else if (value.isArray() && current != null && current.isArray() && named(value) && named(current)) {
        for (var item : value) {
          var same = StreamSupport.stream(current.spliterator(), false)
              .filter(existing -> existing.path("name").equals(item.path("name"))).findFirst();
          if (same.isPresent()) mergeInto((ObjectNode) same.get(), (ObjectNode) item, source);
          else ((ArrayNode) current).add(item.deepCopy());
        }
      } else {
        target.set(key, value.deepCopy());
      }
    }
  }

  private static boolean named(JsonNode array) {
    return StreamSupport.stream(array.spliterator(), false).allMatch(item -> item.isObject() && item.has("name"));
  }

  private static void setImage(Path file, JsonNode image, List<ObjectNode> resources) {
    var name = image.path("name").asText();
    require(image.path("newTag").isMissingNode() || image.path("newTag").isTextual(),
        file + ": newTag of " + name + " must be a string (quote it)");
    var used = new HashSet<JsonNode>();
    for (var resource : resources) {
      for (var list : List.of("containers", "initContainers")) {
        for (var container : resource.path("spec").path("template").path("spec").path(list)) {
          var current = container.path("image").asText();
          var bare = current.replaceFirst("@.*$", "").replaceFirst(":[^:/]*$", "");
          if (!bare.equals(name)) continue;
          var tag = image.has("digest") ? "@" + image.path("digest").asText()
              : image.has("newTag") ? ":" + image.path("newTag").asText() : current.substring(bare.length());
          ((ObjectNode) container).put("image", image.path("newName").asText(bare) + tag);
          used.add(container);
        }
      }
    }
    require(!used.isEmpty(), file + ": images entry " + name + " matches no container");
  }

  private static ObjectNode only(List<ObjectNode> resources, String kind, String name, String context) {
    var found = resources.stream().filter(resource -> resource.path("kind").asText().equals(kind)
        && resource.path("metadata").path("name").asText().equals(name)).toList();
    require(found.size() == 1, context + ": " + found.size() + " resources are " + kind + " " + name + ", not one");
    return found.get(0);
  }

  private static ObjectNode metadata(ObjectNode resource) {
    return resource.has("metadata") ? (ObjectNode) resource.get("metadata") : resource.putObject("metadata");
  }

  private static String name(JsonNode resource) {
    return resource.path("kind").asText() + " " + resource.path("metadata").path("name").asText();
  }

  private static List<String> lines(Path file) {
    try {
      return Files.readAllLines(file);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static <T> Iterable<T> iterable(Iterator<T> iterator) {
    return () -> iterator;
  }

  private static void require(boolean condition, String message) {
    if (!condition) throw new IllegalStateException(message);
  }
}
