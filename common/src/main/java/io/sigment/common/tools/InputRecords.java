package io.sigment.common.tools;

import io.sigment.common.Platform;
import io.vertx.core.json.JsonObject;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.lang.reflect.WildcardType;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * A tool's input record read from its arguments: each component, in order, by the {@link Param} of the same name
 * (snake_case on the wire) with the reader its type picks: {@code String} {@link Param#text}, {@code int} or
 * {@code Integer} {@link Param#integer}, {@code double} or {@code Double} {@link Param#number}, {@code long} or
 * {@code Long} {@link Param#wholeNumber}, {@link Platform} {@link Param#platform}, {@code List<String>}
 * {@link Param#strings} and {@code List<?>} {@link Param#items}.
 */
final class InputRecords {
    private InputRecords() {}

    static <I extends Record> I read(Class<I> type, List<Param> params, JsonObject args) {
        var components = type.getRecordComponents();
        var values = new Object[components.length];
        var types = new Class<?>[components.length];
        for (int i = 0; i < components.length; i++) {
            var component = components[i];
            var param = params.stream()
                    .filter(p -> p.name().equals(wireName(component)))
                    .findFirst()
                    .orElseThrow(() -> new IllegalStateException(
                            type.getSimpleName() + "." + component.getName() + " is no parameter"));
            values[i] = reader(component).read(param, args);
            types[i] = component.getType();
        }
        try {
            return type.getDeclaredConstructor(types).newInstance(values);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot make " + type.getSimpleName(), e);
        }
    }

    /**
     * What is wrong with {@code type} as the input record of a tool with {@code params}: a component per parameter, in
     * their order, named as it in camelCase, of a type with a reader, and able to leave an optional one out (not a
     * primitive: {@code WireCodec} leaves out only nulls). Empty when nothing is.
     */
    static List<String> mismatches(Class<? extends Record> type, List<Param> params) {
        var wrong = new ArrayList<String>();
        var components = type.getRecordComponents();
        var names = Arrays.stream(components).map(InputRecords::wireName).toList();
        var paramNames = params.stream().map(Param::name).toList();
        if (!names.equals(paramNames)) wrong.add("components " + names + " are not the parameters " + paramNames);
        for (var component : components) {
            try {
                reader(component);
            } catch (IllegalStateException e) {
                wrong.add(e.getMessage());
            }
            params.stream()
                    .filter(p -> p.name().equals(wireName(component)) && !p.required())
                    .filter(p -> component.getType().isPrimitive())
                    .forEach(p -> wrong.add(component.getName() + " is optional, so it cannot be a primitive"));
        }
        return wrong;
    }

    /** The component's field name on the wire: its name in snake_case. */
    static String wireName(RecordComponent component) {
        return component.getName().replaceAll("([A-Z])", "_$1").toLowerCase(Locale.ROOT);
    }

    private interface Reader {
        Object read(Param param, JsonObject args);
    }

    private static Reader reader(RecordComponent component) {
        var type = component.getType();
        if (type == String.class) return Param::text;
        if (type == int.class || type == Integer.class) return Param::integer;
        if (type == double.class || type == Double.class) return Param::number;
        if (type == long.class || type == Long.class) return Param::wholeNumber;
        if (type == Platform.class) return Param::platform;
        if (type == List.class) {
            var item = itemType(component.getGenericType());
            if (item == String.class) return Param::strings;
            if (item instanceof WildcardType) return Param::items;
        }
        throw new IllegalStateException(
                component.getName() + " has a type no parameter reads: " + component.getGenericType());
    }

    private static Type itemType(Type list) {
        return list instanceof ParameterizedType parameterized ? parameterized.getActualTypeArguments()[0] : null;
    }
}
