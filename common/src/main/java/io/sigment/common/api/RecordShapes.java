package io.sigment.common.api;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import com.fasterxml.jackson.annotation.JsonValue;
import io.sigment.common.tools.Shape;
import io.sigment.common.tools.Shape.Property;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.lang.reflect.Method;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;

/**
 * A reply record's output schema, derived from the record as {@link WireCodec} writes it, so that a tool's reply is
 * said once: an object with a property per field, in the codec's order and under its names; a string, an integer
 * ({@code int}, {@code long}), a number ({@code double}), a boolean, an array of a list's items, an object of a
 * nested record, an enum's (or a {@code @JsonValue} type's) wire values. What the Java type cannot say the component
 * says: {@link OneOf} (the strings it can be), {@link JsonTypes} (the JSON types an {@code Object} is written as),
 * {@link MayBeNull} (written as null: its type or {@code "null"}),
 * {@link InEveryReply} (listed under {@code required}), {@link Describe} (its {@code description}; on the record, the
 * object's, written before its properties), {@link ShapedAs} (a {@code JsonObject} passed on as stored, described by
 * a record's schema, or a {@code JsonArray} of such objects; on an {@link AsRead} component, the record that
 * describes what its record passes on); a {@code @JsonUnwrapped} record's fields are listed in its place, as the codec
 * writes them. A reply that is one of several records is any of their schemas ({@link #anyOf}); a record whose
 * flattened details depend on one of its fields (a job's on its kind) lists them per value
 * ({@link #of(Class, String, Variant...)}).
 */
public final class RecordShapes {
    private RecordShapes() {}

    /** The schema of {@code type}'s JSON. */
    public static Shape of(Class<? extends Record> type) {
        return of(type, null);
    }

    /**
     * The schema of {@code type}'s JSON when its {@link Flattened} component holds a {@code details} record: the
     * details' fields in its place (without {@code details}, a flattened component adds no property).
     */
    public static Shape of(Class<? extends Record> type, Class<? extends Record> details) {
        type = asStored(type);
        var shape = Shape.of("object");
        var description = type.getAnnotation(Describe.class);
        if (description != null) shape = shape.describe(description.value());
        var fields = new Fields();
        fields.add(type, details);
        return fields.on(shape);
    }

    /**
     * The schema of a reply that is one of several records, the records {@code oneOf} (a sealed interface) permits: an
     * object, described by the interface's {@link Describe}, that is any of the records' schemas, in the order the
     * interface names them.
     */
    @SuppressWarnings("unchecked")
    public static Shape anyOf(Class<?> oneOf) {
        if (!oneOf.isInterface() || !oneOf.isSealed())
            throw new IllegalArgumentException(oneOf.getSimpleName() + " is not a sealed interface");
        var shape = Shape.of("object");
        var description = oneOf.getAnnotation(Describe.class);
        if (description != null) shape = shape.describe(description.value());
        var branches = new ArrayList<Shape>();
        for (var type : oneOf.getPermittedSubclasses()) {
            if (!type.isRecord())
                throw new IllegalArgumentException(type.getSimpleName() + " is not a record: " + oneOf.getSimpleName()
                        + " may only permit records");
            branches.add(of((Class<? extends Record>) type));
        }
        return shape.anyOf(branches.toArray(Shape[]::new));
    }

    /**
     * One value of the field that says what a record's {@link Flattened} component holds, and the records whose fields
     * it then holds, in order (a job's kind, and what its start answered and its steps reported).
     */
    public record Variant(String value, List<Class<? extends Record>> details) {
        public Variant {
            details = List.copyOf(details);
        }
    }

    /** {@code value}, with details of the fields of {@code details}. */
    @SafeVarargs
    public static Variant when(String value, Class<? extends Record>... details) {
        return new Variant(value, List.of(details));
    }

    /**
     * The schema of {@code type}'s JSON when what its {@link Flattened} component holds depends on the value of its
     * field {@code field}: {@code type}'s own fields (as {@link #of(Class)}), then any of the {@code variants}, each
     * saying {@code field} is exactly its value and listing its details' fields (those in every reply required).
     */
    public static Shape of(Class<? extends Record> type, String field, Variant... variants) {
        if (WireCodec.writtenFields(type).stream().noneMatch(f -> f.name().equals(field) && !f.flattened()))
            throw new IllegalArgumentException(type.getSimpleName() + " writes no field " + field);
        if (variants.length == 0) throw new IllegalArgumentException("no variants of " + type.getSimpleName());
        var branches = new ArrayList<Shape>();
        for (var variant : variants) {
            var fields = new Fields();
            fields.properties.add(Shape.property(field, Shape.constant(variant.value())));
            for (var details : variant.details()) fields.add(details, null);
            branches.add(fields.on(null));
        }
        return of(type).anyOf(branches.toArray(Shape[]::new));
    }

    private static Shape object(Class<? extends Record> type, boolean orNull) {
        type = asStored(type);
        var shape = orNull ? Shape.of("object", "null") : Shape.of("object");
        var description = type.getAnnotation(Describe.class);
        if (description != null) shape = shape.describe(description.value());
        var fields = new Fields();
        fields.add(type, null);
        return fields.on(shape);
    }

    /**
     * The record that describes {@code type}'s JSON: for a record written as the object it was read from
     * ({@link AsRead}), the record its {@code @AsRead} component is {@link ShapedAs}; else {@code type} itself.
     */
    private static Class<? extends Record> asStored(Class<? extends Record> type) {
        for (var component : type.getRecordComponents()) {
            if (!component.isAnnotationPresent(AsRead.class)) continue;
            var shapedAs = component.getAnnotation(ShapedAs.class);
            return shapedAs == null ? type : shapedAs.value();
        }
        return type;
    }

    /** An object's properties and the names of those in every reply, gathered in the codec's order. */
    private static final class Fields {
        private final List<Property> properties = new ArrayList<>();
        private final List<String> required = new ArrayList<>();

        void add(Class<? extends Record> type, Class<? extends Record> details) {
            for (var field : WireCodec.writtenFields(type)) {
                if (field.flattened()) {
                    if (details != null) add(details, null);
                    continue;
                }
                var component = field.component();
                if (component.getAccessor().isAnnotationPresent(JsonUnwrapped.class)) {
                    add(component.getType().asSubclass(Record.class), null);
                    continue;
                }
                var mayBeNull = component.isAnnotationPresent(MayBeNull.class);
                var inEveryReply = component.isAnnotationPresent(InEveryReply.class);
                if (mayBeNull && inEveryReply && !field.nullWritten())
                    throw new IllegalStateException(type.getSimpleName() + "." + component.getName()
                            + " is left out when null, so it is not in every reply");
                properties.add(Shape.property(field.name(), component(component, mayBeNull && field.nullWritten())));
                if (inEveryReply) required.add(field.name());
            }
        }

        /** {@code shape} with these properties, or, for null, a shape of the properties only (an {@code anyOf}'s). */
        Shape on(Shape shape) {
            var listed = properties.toArray(Property[]::new);
            shape = shape == null ? Shape.withProperties(listed) : shape.properties(listed);
            return required.isEmpty() ? shape : shape.required(required.toArray(String[]::new));
        }
    }

    private static Shape component(RecordComponent component, boolean orNull) {
        var oneOf = component.getAnnotation(OneOf.class);
        var shapedAs = component.getAnnotation(ShapedAs.class);
        var types = component.getAnnotation(JsonTypes.class);
        if (types != null) {
            if (component.getType() != Object.class)
                throw new IllegalArgumentException("@JsonTypes is for an Object, not " + component.getGenericType());
            var shape = orNull ? Shape.of(withNull(types.value())) : Shape.of(types.value());
            var description = component.getAnnotation(Describe.class);
            return description == null ? shape : shape.describe(description.value());
        }
        if (shapedAs != null && component.getType() != JsonObject.class && component.getType() != JsonArray.class)
            throw new IllegalArgumentException(
                    "@ShapedAs is for a JsonObject or JsonArray, not " + component.getGenericType());
        var shape = oneOf != null
                ? strings(component.getGenericType(), oneOf.value(), orNull)
                : shapedAs == null
                        ? value(component.getGenericType(), orNull)
                        : component.getType() == JsonArray.class
                                ? array(object(shapedAs.value(), false), orNull)
                                : object(shapedAs.value(), orNull);
        var description = component.getAnnotation(Describe.class);
        return description == null ? shape : shape.describe(description.value());
    }

    /** A string one of {@code values}, or a list of them. */
    private static Shape strings(Type type, String[] values, boolean orNull) {
        if (type == String.class) return orNull ? Shape.of("string", "null").enumOf(values) : Shape.oneOf(values);
        if (type instanceof ParameterizedType list && Collection.class.isAssignableFrom(raw(list)))
            return array(strings(list.getActualTypeArguments()[0], values, false), orNull);
        throw new IllegalArgumentException("@OneOf is for strings, not " + type);
    }

    @SuppressWarnings("unchecked")
    private static Shape value(Type type, boolean orNull) {
        if (type instanceof ParameterizedType parameterized && Collection.class.isAssignableFrom(raw(parameterized)))
            return array(value(parameterized.getActualTypeArguments()[0], false), orNull);
        if (!(type instanceof Class<?> kind)) throw new IllegalArgumentException("no schema for " + type);
        if (kind == String.class) return simple("string", orNull);
        if (kind == int.class || kind == Integer.class || kind == long.class || kind == Long.class)
            return simple("integer", orNull);
        if (kind == double.class || kind == Double.class || kind == BigDecimal.class) return simple("number", orNull);
        if (kind == boolean.class || kind == Boolean.class) return simple("boolean", orNull);
        if (kind == JsonObject.class) return simple("object", orNull);
        if (kind == JsonArray.class) return simple("array", orNull);
        if (kind.isEnum()) {
            if (orNull) throw new IllegalArgumentException("no schema for an enum that may be null: " + kind);
            return Shape.oneOf(Arrays.stream(kind.getEnumConstants())
                    .map(constant -> (String) WireCodec.wireValue(constant))
                    .toArray(String[]::new));
        }
        var wire = wireForm(kind);
        if (wire != null) return value(wire.getGenericReturnType(), orNull);
        if (kind.isRecord()) return object((Class<? extends Record>) kind, orNull);
        throw new IllegalArgumentException("no schema for " + kind);
    }

    private static String[] withNull(String[] types) {
        var all = Arrays.copyOf(types, types.length + 1);
        all[types.length] = "null";
        return all;
    }

    private static Shape array(Shape items, boolean orNull) {
        return simple("array", orNull).items(items);
    }

    private static Shape simple(String type, boolean orNull) {
        return orNull ? Shape.of(type, "null") : Shape.of(type);
    }

    /** The method whose value {@code kind} is written as ({@code @JsonValue}), or null. */
    private static Method wireForm(Class<?> kind) {
        return Arrays.stream(kind.getDeclaredMethods())
                .filter(method -> method.isAnnotationPresent(JsonValue.class) && method.getParameterCount() == 0)
                .findFirst()
                .orElse(null);
    }

    private static Class<?> raw(ParameterizedType type) {
        return (Class<?>) type.getRawType();
    }
}
