package io.sigment.analytics.analyses;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.util.Collection;
import java.util.Map;

/**
 * The engine's result records as JSON: each component under its name in snake_case (the README's "component
 * names map to the spec's snake_case JSON fields"), lists as arrays; a non-finite number as null.
 */
public final class RecordJson {
    private RecordJson() {}

    public static JsonObject of(Record record) {
        var json = new JsonObject();
        for (RecordComponent component : record.getClass().getRecordComponents()) {
            json.put(snakeCase(component.getName()), value(read(component, record)));
        }
        return json;
    }

    public static JsonArray array(Collection<?> values) {
        var array = new JsonArray();
        values.forEach(v -> array.add(value(v)));
        return array;
    }

    private static Object value(Object value) {
        if (value instanceof Record record) return of(record);
        if (value instanceof Collection<?> collection) return array(collection);
        if (value instanceof Map<?, ?> map) {
            var json = new JsonObject();
            map.forEach((k, v) -> json.put(String.valueOf(k), value(v)));
            return json;
        }
        if (value instanceof Double d) return Double.isFinite(d) ? d : null;
        if (value instanceof Enum<?> e) return e.name().toLowerCase();
        return value;
    }

    static String snakeCase(String camel) {
        var snake = new StringBuilder(camel.length() + 8);
        for (char c : camel.toCharArray()) {
            if (Character.isUpperCase(c)) {
                snake.append('_').append(Character.toLowerCase(c));
            } else {
                snake.append(c);
            }
        }
        return snake.toString();
    }

    private static Object read(RecordComponent component, Record record) {
        try {
            return component.getAccessor().invoke(record);
        } catch (IllegalAccessException | InvocationTargetException e) {
            throw new IllegalStateException("cannot read " + component.getName(), e);
        }
    }
}
