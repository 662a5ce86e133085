package io.sigment.system.k8s;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.module.SimpleModule;
import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.api.model.IntOrString;
import io.fabric8.kubernetes.api.model.KubernetesResource;
import io.fabric8.kubernetes.api.model.Quantity;
import io.fabric8.kubernetes.client.utils.KubernetesSerialization;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;

/**
 * fabric8's Kubernetes model, made as strict as the API server: a scalar must have the JSON type its field
 * declares (fabric8 alone reads {@code containerPort: "8080"} as 8080 and {@code value: 8080} as "8080", which
 * kubectl rejects), and a field the model does not know is reported (fabric8 keeps it in
 * {@code additionalProperties}, which the API server would refuse or silently drop).
 */
final class StrictModel {
    private static final String MODEL_PACKAGE = "io.fabric8.kubernetes.api.model";

    private final ObjectMapper mapper = new ObjectMapper();
    private final KubernetesSerialization serialization = new KubernetesSerialization(mapper, true) {
        @Override
        protected void configureMapper(ObjectMapper target) {
            super.configureMapper(target);
            // Registered last, so these take precedence over fabric8's lenient Integer deserializer.
            target.registerModule(strictScalars());
        }
    };

    StrictModel() {
        // Custom resources without a model class: registered, so fabric8 need not search the class path for one.
        serialization.registerKubernetesResource(
                "monitoring.coreos.com/v1", "ServiceMonitor", GenericKubernetesResource.class);
        serialization.registerKubernetesResource(
                "monitoring.coreos.com/v1", "PrometheusRule", GenericKubernetesResource.class);
    }

    /** Parses one resource (JSON or YAML) into its registered model class; throws on a wrongly typed value. */
    HasMetadata parse(String text) {
        KubernetesResource resource = serialization.unmarshal(text);
        if (!(resource instanceof HasMetadata typed)) {
            throw new IllegalArgumentException("not a Kubernetes object: " + text);
        }
        return typed;
    }

    /** Paths of every field the typed model did not recognise; a generic (CRD) resource has no model, so none. */
    List<String> unknownFields(HasMetadata resource) {
        var found = new ArrayList<String>();
        if (!(resource instanceof GenericKubernetesResource)) walk(resource, resource.getKind(), found);
        return found;
    }

    private void walk(Object value, String path, List<String> found) {
        if (value instanceof Collection<?> items) {
            var i = 0;
            for (var item : items) walk(item, path + "[" + i++ + "]", found);
            return;
        }
        if (value instanceof Map<?, ?> map) {
            map.forEach((key, item) -> walk(item, path + "." + key, found));
            return;
        }
        if (value == null || !value.getClass().getName().startsWith(MODEL_PACKAGE)) return;
        additionalProperties(value).keySet().forEach(key -> found.add(path + "." + key));
        if (value instanceof Quantity || value instanceof IntOrString) return;
        var description = mapper.getSerializationConfig().introspect(mapper.constructType(value.getClass()));
        for (var property : description.findProperties()) {
            if (property.getGetter() == null || property.getName().equals("additionalProperties")) continue;
            walk(property.getGetter().getValue(value), path + "." + property.getName(), found);
        }
    }

    private static Map<?, ?> additionalProperties(Object value) {
        try {
            var extra = (Map<?, ?>)
                    value.getClass().getMethod("getAdditionalProperties").invoke(value);
            return extra == null ? Map.of() : extra;
        } catch (NoSuchMethodException e) {
            return Map.of();
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    private static SimpleModule strictScalars() {
        var module = new SimpleModule("sigment-strict-scalars");
        module.addDeserializer(String.class, scalar(String.class, JsonParser::getText, JsonToken.VALUE_STRING));
        module.addDeserializer(
                Integer.class, scalar(Integer.class, JsonParser::getIntValue, JsonToken.VALUE_NUMBER_INT));
        module.addDeserializer(Long.class, scalar(Long.class, JsonParser::getLongValue, JsonToken.VALUE_NUMBER_INT));
        module.addDeserializer(
                Boolean.class,
                scalar(Boolean.class, JsonParser::getBooleanValue, JsonToken.VALUE_TRUE, JsonToken.VALUE_FALSE));
        return module;
    }

    private interface Reader<T> {
        T read(JsonParser parser) throws IOException;
    }

    private static <T> JsonDeserializer<T> scalar(Class<T> type, Reader<T> reader, JsonToken... accepted) {
        return new JsonDeserializer<>() {
            @Override
            public T deserialize(JsonParser parser, DeserializationContext context) throws IOException {
                for (var token : accepted) {
                    if (parser.hasToken(token)) return reader.read(parser);
                }
                return type.cast(context.handleUnexpectedToken(type, parser));
            }
        };
    }
}
