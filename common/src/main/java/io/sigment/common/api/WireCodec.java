package io.sigment.common.api;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.BeanDescription;
import com.fasterxml.jackson.databind.BeanProperty;
import com.fasterxml.jackson.databind.DeserializationConfig;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.SerializationConfig;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.deser.BeanDeserializerModifier;
import com.fasterxml.jackson.databind.deser.std.DelegatingDeserializer;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.BeanPropertyWriter;
import com.fasterxml.jackson.databind.ser.BeanSerializerModifier;
import com.fasterxml.jackson.databind.ser.ContextualSerializer;
import com.fasterxml.jackson.databind.ser.ResolvableSerializer;
import com.fasterxml.jackson.databind.ser.std.BeanSerializerBase;
import com.fasterxml.jackson.databind.util.TokenBuffer;
import io.vertx.core.json.DecodeException;
import io.vertx.core.json.JsonObject;
import io.vertx.core.json.jackson.VertxModule;
import java.io.IOException;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A contract record's JSON derived from the record itself (Jackson databind), instead of a hand-written
 * {@code toJson}/{@code fromJson}: each component under its name in snake_case, in the record's order, a null
 * component left out ({@link WireJson#compact}'s rule), an absent or null field read as null (0 or false for a
 * primitive, or the component's {@link WhenAbsent} value, or empty for {@link EmptyWhenAbsent}), unknown fields
 * ignored (a newer sender may add some). A JSON object or array component is Vert.x's {@code JsonObject} or
 * {@code JsonArray} as it is, nulls inside it kept. What a component's reader throws ({@link ArgumentDeserializer},
 * e.g.
 * the agent's error) is thrown as it is. A {@link Flattened} component's fields are written in its place and it reads
 * the fields the record does not declare. An {@link AsRead} component holds the object its record was read from, and
 * is written in the record's place. An action's request record is checked first, in its order, with the action's
 * refusals ({@link RequestChecks}). Records go to and
 * from the {@code JsonObject} through Jackson's tokens, not text ({@link WireTree}): the values are those the text
 * would have given, and the ~1 MB samples reply costs about what its hand-written codec did
 * ({@code SamplesCodecBenchmark}).
 */
public final class WireCodec {
    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
            .defaultPropertyInclusion(
                    JsonInclude.Value.construct(JsonInclude.Include.NON_NULL, JsonInclude.Include.ALWAYS))
            .disable(MapperFeature.SORT_PROPERTIES_ALPHABETICALLY)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .addModule(new VertxModule())
            .addModule(new SimpleModule()
                    .setSerializerModifier(new FlattenedFields())
                    .setDeserializerModifier(new KeepsWhatItRead()))
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

    /** Each record's {@link AsRead} component, if it has one. */
    private static final ClassValue<Optional<RecordComponent>> AS_READ = new ClassValue<>() {
        @Override
        protected Optional<RecordComponent> computeValue(Class<?> type) {
            if (!type.isRecord()) return Optional.empty();
            return Arrays.stream(type.getRecordComponents())
                    .filter(component -> component.isAnnotationPresent(AsRead.class))
                    .findFirst();
        }
    };

    private WireCodec() {}

    @SuppressWarnings("unchecked")
    public static JsonObject toJson(Record record) {
        try {
            var tokens = new TokenBuffer(MAPPER, false);
            MAPPER.writeValue(tokens, record);
            try (var parser = tokens.asParserOnFirstToken()) {
                return new JsonObject((Map<String, Object>) WireTree.read(parser));
            }
        } catch (IOException e) {
            throw new IllegalStateException("cannot write " + record.getClass().getSimpleName(), e);
        }
    }

    public static <T extends Record> T fromJson(JsonObject json, Class<T> type) {
        json = RequestChecks.checked(json, type);
        var flattening = FLATTENED.get(type);
        if (flattening != null) json = flattening.gathered(json);
        var defaults = DEFAULTS.get(type);
        if (!defaults.isEmpty()) {
            json = json.copy();
            for (var entry : defaults.entrySet()) {
                if (json.getValue(entry.getKey()) == null) json.put(entry.getKey(), entry.getValue());
            }
        }
        var tokens = new TokenBuffer(MAPPER, false);
        try {
            WireTree.write(json, tokens);
            try (var parser = tokens.asParser()) {
                return MAPPER.readValue(parser, type);
            }
        } catch (JsonProcessingException e) {
            for (Throwable cause = e.getCause(); cause != null; cause = cause.getCause()) {
                if (cause instanceof ArgumentDeserializer.Refused refused) throw refused.refusal();
            }
            throw new DecodeException("not a " + type.getSimpleName() + ": " + e.getOriginalMessage());
        } catch (IOException e) {
            throw new DecodeException("not a " + type.getSimpleName() + ": " + e.getMessage());
        }
    }

    /**
     * The fields {@code type}'s JSON has, as this codec writes them: in order, each under its wire name, with its
     * component, whether a null is written (else left out) and whether it is {@link Flattened} (its fields written in
     * its place); a record written as something else ({@code @JsonValue}, {@link AsRead}) is refused.
     */
    static List<WrittenField> writtenFields(Class<? extends Record> type) {
        try {
            var serializer = MAPPER.getSerializerProviderInstance().findValueSerializer(type);
            if (!(serializer instanceof BeanSerializerBase bean))
                throw new IllegalArgumentException(type.getSimpleName() + " is not written component by component");
            var fields = new ArrayList<WrittenField>();
            bean.properties().forEachRemaining(property -> {
                var writer = (BeanPropertyWriter) property;
                var component = Arrays.stream(type.getRecordComponents())
                        .filter(c -> c.getName().equals(writer.getMember().getName()))
                        .findFirst()
                        .orElseThrow();
                fields.add(new WrittenField(
                        writer.getName(), component, !writer.willSuppressNulls(), writer instanceof FlattenedWriter));
            });
            return List.copyOf(fields);
        } catch (JsonMappingException e) {
            throw new IllegalArgumentException("cannot write " + type.getSimpleName(), e);
        }
    }

    /** What {@code value} (an enum constant, say) is on the wire. */
    static Object wireValue(Object value) {
        return MAPPER.convertValue(value, Object.class);
    }

    /**
     * One field of a record's JSON: its name, its component, whether a null is written rather than left out, and
     * whether the component's own fields are written in its place instead.
     */
    record WrittenField(String name, RecordComponent component, boolean nullWritten, boolean flattened) {}

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
                if (property.getAnnotation(AsRead.class) != null) continue;
                changed.add(property.getAnnotation(Flattened.class) == null ? property : new FlattenedWriter(property));
            }
            return changed;
        }

        @Override
        @SuppressWarnings("unchecked")
        public JsonSerializer<?> modifySerializer(
                SerializationConfig config, BeanDescription description, JsonSerializer<?> serializer) {
            return AS_READ.get(description.getBeanClass())
                    .<JsonSerializer<?>>map(
                            component -> new AsReadWriter((JsonSerializer<Object>) serializer, component))
                    .orElse(serializer);
        }
    }

    /** Reads an {@link AsRead} record from the object with the object itself in that component. */
    private static final class KeepsWhatItRead extends BeanDeserializerModifier {
        @Override
        public JsonDeserializer<?> modifyDeserializer(
                DeserializationConfig config, BeanDescription description, JsonDeserializer<?> deserializer) {
            return AS_READ.get(description.getBeanClass())
                    .<JsonDeserializer<?>>map(component -> new AsReadReader(deserializer, component))
                    .orElse(deserializer);
        }
    }

    private static final class AsReadReader extends DelegatingDeserializer {
        private final RecordComponent component;

        AsReadReader(JsonDeserializer<?> delegate, RecordComponent component) {
            super(delegate);
            this.component = component;
        }

        @Override
        protected JsonDeserializer<?> newDelegatingInstance(JsonDeserializer<?> delegate) {
            return new AsReadReader(delegate, component);
        }

        @Override
        public Object deserialize(JsonParser parser, DeserializationContext context) throws IOException {
            var read = context.readValue(parser, JsonObject.class);
            var name = PropertyNamingStrategies.SnakeCaseStrategy.INSTANCE.translate(component.getName());
            var withItself = read.copy().put(name, read);
            try (var again = MAPPER.createParser(withItself.encode())) {
                again.nextToken();
                return _delegatee.deserialize(again, context);
            }
        }
    }

    /** Writes an {@link AsRead} record as the object it was read from, when it was; else its other components. */
    private static final class AsReadWriter extends JsonSerializer<Object>
            implements ResolvableSerializer, ContextualSerializer {
        private final JsonSerializer<Object> delegate;
        private final RecordComponent component;

        AsReadWriter(JsonSerializer<Object> delegate, RecordComponent component) {
            this.delegate = delegate;
            this.component = component;
        }

        @Override
        public void resolve(SerializerProvider provider) throws JsonMappingException {
            if (delegate instanceof ResolvableSerializer resolvable) resolvable.resolve(provider);
        }

        @Override
        @SuppressWarnings("unchecked")
        public JsonSerializer<?> createContextual(SerializerProvider provider, BeanProperty property)
                throws JsonMappingException {
            return delegate instanceof ContextualSerializer contextual
                    ? new AsReadWriter(
                            (JsonSerializer<Object>) contextual.createContextual(provider, property), component)
                    : this;
        }

        @Override
        public void serialize(Object value, JsonGenerator generator, SerializerProvider provider) throws IOException {
            Object read;
            try {
                read = component.getAccessor().invoke(value);
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException(e);
            }
            if (read != null) provider.defaultSerializeValue(read, generator);
            else delegate.serialize(value, generator, provider);
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
