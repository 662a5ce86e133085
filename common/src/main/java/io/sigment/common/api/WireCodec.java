package io.sigment.common.api;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.vertx.core.json.DecodeException;
import io.vertx.core.json.JsonObject;
import io.vertx.core.json.jackson.VertxModule;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A contract record's JSON derived from the record itself (Jackson databind), instead of a hand-written
 * {@code toJson}/{@code fromJson}: each component under its name in snake_case, in the record's order, a null
 * component left out ({@link WireJson#compact}'s rule), an absent or null field read as null (0 or false for a
 * primitive, or the component's {@link WhenAbsent} value, or empty for {@link EmptyWhenAbsent}), unknown fields
 * ignored (a newer sender may add some). A JSON object or array component is Vert.x's {@code JsonObject} or
 * {@code JsonArray} as it is, nulls inside it kept. What a component's reader throws ({@link ArgumentDeserializer}, e.g. the agent's error) is
 * thrown as it is.
 */
public final class WireCodec {
    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
            .defaultPropertyInclusion(
                    JsonInclude.Value.construct(JsonInclude.Include.NON_NULL, JsonInclude.Include.ALWAYS))
            .disable(MapperFeature.SORT_PROPERTIES_ALPHABETICALLY)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .addModule(new VertxModule())
            .build();

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
}
