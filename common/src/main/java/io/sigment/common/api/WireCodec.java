package io.sigment.common.api;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.BeanDescription;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.SerializationConfig;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.BeanPropertyWriter;
import com.fasterxml.jackson.databind.ser.BeanSerializerModifier;
import io.vertx.core.json.DecodeException;
import io.vertx.core.json.JsonObject;
import io.vertx.core.json.jackson.VertxModule;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A contract record's JSON derived from the record itself (Jackson databind), instead of a hand-written
 * {@code toJson}/{@code fromJson}: each component under its name in snake_case, in the record's order, a null
 * component left out ({@link WireJson#compact}'s rule), an absent or null field read as null (0 or false for a
 * primitive, or the component's {@link WhenAbsent} value, or empty for {@link EmptyWhenAbsent}), unknown fields
 * ignored (a newer sender may add some). A JSON object or array component is Vert.x's {@code JsonObject} or
 * {@code JsonArray} as it is, nulls inside it kept. What a component's reader throws ({@link ArgumentDeserializer}, e.g.
 * the agent's error) is thrown as it is. A {@link Flattened} component's fields are written in its place and it reads
 * the fields the record does not declare.
 */
public final class WireCodec {
    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
            .defaultPropertyInclusion(
                    JsonInclude.Value.construct(JsonInclude.Include.NON_NULL, JsonInclude.Include.ALWAYS))
            .disable(MapperFeature.SORT_PROPERTIES_ALPHABETICALLY)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .addModule(new VertxModule())
            .addModule(new SimpleModule().setSerializerModifier(new FlattenedFields()))
            .build();

    /** Each record's {@link Flattened} component, if it has one. */
    private static final ClassValue<Flattening> FLATTENED = new ClassValue<>() {
        @Override
        protected Flattening computeValue(Class<?> type) {
            String flattened = null;
            var declared = new HashSet<String>();
            for (var component : type.getRecordComponents()) {
                var name = PropertyNamingStrategies.SnakeCaseStrategy.INSTANCE.translate(component.getName());
                if (component.isAnnotationPresent(Flattened.class)) flattened = name;
                else declared.add(name);
            }
            return flattened == null ? null : new Flattening(flattened, Set.copyOf(declared));
        }
    };

    /** Each record's {@link WhenAbsent} values, by JSON field name. */
    private static final ClassValue<Map<String, Object>> DEFAULTS = new ClassValue<>() {
        @Override
        protected Map<String, Object> computeValue(Class<?> type) {
            var defaults = new LinkedHashMap<String, Object>();
            for (var component : type.getRecordComponents()) {
                var absent = component.getAnnotation(WhenAbsent.class);
                if (absent == null) continue;
                var kind = component.getType();
                var numeric = kind == int.class || kind == Integer.class || kind == long.class || kind == Long.class;
                var bool = kind == boolean.class || kind == Boolean.class;
                defaults.put(
                        PropertyNamingStrategies.SnakeCaseStrategy.INSTANCE.translate(component.getName()),
                        numeric
                                ? (Object) Long.parseLong(absent.value())
                                : bool ? (Object) "true".equals(absent.value()) : absent.value());
            }
            return Map.copyOf(defaults);
        }
    };

    private WireCodec() {}

    public static JsonObject toJson(Record record) {
        try {
            return new JsonObject(MAPPER.writeValueAsString(record));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write " + record.getClass().getSimpleName(), e);
        }
    }

    public static <T extends Record> T fromJson(JsonObject json, Class<T> type) {
        var flattening = FLATTENED.get(type);
        if (flattening != null) json = flattening.gathered(json);
        var defaults = DEFAULTS.get(type);
        if (!defaults.isEmpty()) {
            json = json.copy();
            for (var entry : defaults.entrySet()) {
                if (json.getValue(entry.getKey()) == null) json.put(entry.getKey(), entry.getValue());
            }
        }
        try {
            return MAPPER.readValue(json.encode(), type);
        } catch (JsonProcessingException e) {
            for (Throwable cause = e.getCause(); cause != null; cause = cause.getCause()) {
                if (cause instanceof ArgumentDeserializer.Refused refused) throw refused.refusal();
            }
            throw new DecodeException("not a " + type.getSimpleName() + ": " + e.getOriginalMessage());
        }
    }

    /** The {@link Flattened} component's name, and the names of the record's other components. */
    private record Flattening(String name, Set<String> declared) {
        /** {@code json} with every field the record does not declare moved, in order, into the flattened one. */
        JsonObject gathered(JsonObject json) {
            var gathered = new JsonObject();
            var rest = new JsonObject();
            json.forEach(field ->
                    (declared.contains(field.getKey()) ? gathered : rest).put(field.getKey(), field.getValue()));
            return gathered.put(name, rest);
        }
    }

    /** Writes a {@link Flattened} component's fields in its place. */
    private static final class FlattenedFields extends BeanSerializerModifier {
        @Override
        public List<BeanPropertyWriter> changeProperties(
                SerializationConfig config, BeanDescription description, List<BeanPropertyWriter> properties) {
            var changed = new ArrayList<BeanPropertyWriter>(properties.size());
            for (var property : properties) {
                changed.add(property.getAnnotation(Flattened.class) == null ? property : new FlattenedWriter(property));
            }
            return changed;
        }
    }

    private static final class FlattenedWriter extends BeanPropertyWriter {
        FlattenedWriter(BeanPropertyWriter base) {
            super(base);
        }

        @Override
        public void serializeAsField(Object bean, JsonGenerator generator, SerializerProvider provider)
                throws Exception {
            if (!(get(bean) instanceof JsonObject fields)) return;
            for (var field : fields) {
                generator.writeFieldName(field.getKey());
                provider.defaultSerializeValue(field.getValue(), generator);
            }
        }
    }
}
