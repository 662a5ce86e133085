package io.sigment.common.tools;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A JSON Schema written in Java: a tool's input parameters and its {@code outputSchema}. Immutable; each method
 * answers a new shape with one more keyword, and the keywords are written in the order they were given, so the
 * JSON a {@link ToolSpec} lists is the same, byte for byte, as the catalog it replaced.
 */
public final class Shape {
    private final List<Map.Entry<String, Object>> keywords;

    private Shape(List<Map.Entry<String, Object>> keywords) {
        this.keywords = List.copyOf(keywords);
    }

    /** A value of {@code types} ({@code "string"}, or {@code "string", "null"} for a string that may be null). */
    public static Shape of(String... types) {
        return new Shape(List.of()).type(types);
    }

    public static Shape string() {
        return of("string");
    }

    public static Shape integer() {
        return of("integer");
    }

    public static Shape number() {
        return of("number");
    }

    public static Shape bool() {
        return of("boolean");
    }

    /** A string or JSON null. */
    public static Shape stringOrNull() {
        return of("string", "null");
    }

    /** A number or JSON null. */
    public static Shape numberOrNull() {
        return of("number", "null");
    }

    /** A string, one of {@code values}. */
    public static Shape oneOf(String... values) {
        return string().enumOf(values);
    }

    /** An object with {@code properties} (open: results may gain fields). */
    public static Shape object(Property... properties) {
        return of("object").properties(properties);
    }

    /** An array of {@code items}. */
    public static Shape array(Shape items) {
        return of("array").items(items);
    }

    /** A shape that says only its {@code properties} (a branch of an {@code anyOf}). */
    public static Shape withProperties(Property... properties) {
        return new Shape(List.of()).properties(properties);
    }

    /** Exactly {@code value}. */
    public static Shape constant(String value) {
        return new Shape(List.of()).with("const", value);
    }

    /** A shape described first, its type after: {@code {"description": ..., "type": ...}}. */
    public static Shape described(String description, String... types) {
        return new Shape(List.of()).describe(description).type(types);
    }

    public static Property property(String name, Shape shape) {
        return new Property(name, shape);
    }

    /** One named property of an object. */
    public record Property(String name, Shape shape) {}

    public Shape type(String... types) {
        return with("type", types.length == 1 ? types[0] : List.of(types));
    }

    public Shape describe(String description) {
        return with("description", description);
    }

    public Shape properties(Property... properties) {
        var map = new LinkedHashMap<String, Shape>();
        for (var property : properties) map.put(property.name(), property.shape());
        return with("properties", map);
    }

    public Shape required(String... names) {
        return with("required", List.of(names));
    }

    public Shape anyOf(Shape... branches) {
        return with("anyOf", List.of(branches));
    }

    public Shape items(Shape items) {
        return with("items", items);
    }

    public Shape enumOf(String... values) {
        return with("enum", List.of(values));
    }

    public Shape minLength(int characters) {
        return with("minLength", characters);
    }

    public Shape maxLength(int characters) {
        return with("maxLength", characters);
    }

    /** {@code minLength} and {@code maxLength}. */
    public Shape length(int min, int max) {
        return minLength(min).maxLength(max);
    }

    public Shape minimum(Number value) {
        return with("minimum", value);
    }

    public Shape maximum(Number value) {
        return with("maximum", value);
    }

    /** {@code minimum} and {@code maximum}. */
    public Shape range(Number min, Number max) {
        return minimum(min).maximum(max);
    }

    public Shape minItems(int items) {
        return with("minItems", items);
    }

    public Shape maxItems(int items) {
        return with("maxItems", items);
    }

    /** The value a tool uses when the argument is absent (a number, a string, or a list of strings). */
    public Shape defaultValue(Object value) {
        return with("default", value);
    }

    /**
     * This shape's outline: its type, description and required names, and each of its properties with its type only
     * (what the properties hold is left to this shape itself, listed elsewhere).
     */
    public Shape outline() {
        var outline = new Shape(List.of());
        for (var keyword : keywords) {
            switch (keyword.getKey()) {
                case "type", "description", "required" -> outline = outline.with(keyword.getKey(), keyword.getValue());
                case "properties" -> {
                    var types = new LinkedHashMap<String, Shape>();
                    ((Map<?, ?>) keyword.getValue()).forEach((name, shape) -> {
                        var type = ((Shape) shape).keyword("type");
                        types.put(
                                (String) name,
                                type == null ? new Shape(List.of()) : new Shape(List.of(Map.entry("type", type))));
                    });
                    outline = outline.with("properties", types);
                }
                default -> {}
            }
        }
        return outline;
    }

    /** The value of {@code keyword}, or null. */
    public Object keyword(String keyword) {
        return keywords.stream()
                .filter(e -> e.getKey().equals(keyword))
                .map(Map.Entry::getValue)
                .findFirst()
                .orElse(null);
    }

    /** The shape of the items of an array, or null. */
    public Shape itemShape() {
        return (Shape) keyword("items");
    }

    public JsonObject json() {
        var json = new JsonObject();
        for (var keyword : keywords) json.put(keyword.getKey(), write(keyword.getValue()));
        return json;
    }

    private Shape with(String keyword, Object value) {
        var next = new ArrayList<>(keywords);
        next.add(Map.entry(keyword, value));
        return new Shape(next);
    }

    private static Object write(Object value) {
        if (value instanceof Shape shape) return shape.json();
        if (value instanceof Map<?, ?> map) {
            var json = new JsonObject();
            map.forEach((name, shape) -> json.put((String) name, write(shape)));
            return json;
        }
        if (value instanceof List<?> list) {
            var array = new JsonArray();
            list.forEach(item -> array.add(write(item)));
            return array;
        }
        return value;
    }
}
