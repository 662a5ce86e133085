package io.sigment.common.api;

import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import io.sigment.common.ToolArgs;
import io.vertx.core.json.JsonObject;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.List;

/**
 * An action's request record checked before {@link WireCodec} maps it: its {@link Characters}, {@link Whole} and
 * {@link NonNegative} fields, and in such a record those its {@link ArgumentDeserializer}s read, all in the record's
 * order with {@link ToolArgs}' rules and wording, so the agent is refused for the first bad field in that order, not
 * in the JSON's. A {@link Flag} reads as true only when it is JSON true.
 */
final class RequestChecks {
    /**
     * Each record's checked components, in the record's order: its {@link Characters}, {@link Flag}, {@link Whole} and
     * {@link NonNegative} ones and, in a record that has one of those, those read by an {@link ArgumentDeserializer}
     * (the component's or its type's).
     */
    private static final ClassValue<List<Argument>> ARGUMENTS = new ClassValue<>() {
        @Override
        protected List<Argument> computeValue(Class<?> type) {
            if (!type.isRecord()) return List.of();
            var arguments = new ArrayList<Argument>();
            var annotated = false;
            for (var component : type.getRecordComponents()) {
                var name = PropertyNamingStrategies.SnakeCaseStrategy.INSTANCE.translate(component.getName());
                var limits = component.getAnnotation(Characters.class);
                var whole = component.getAnnotation(Whole.class);
                var nonNegative = component.getAnnotation(NonNegative.class);
                var flag = component.isAnnotationPresent(Flag.class);
                annotated |= limits != null || whole != null || nonNegative != null || flag;
                var reader = reader(type, component);
                if (limits != null || whole != null || nonNegative != null || flag || reader != null) {
                    var absent = component.getAnnotation(WhenAbsent.class);
                    arguments.add(new Argument(
                            name, limits, whole, nonNegative, reader, absent == null ? null : absent.value()));
                }
            }
            return annotated ? List.copyOf(arguments) : List.of();
        }
    };

    private RequestChecks() {}

    /**
     * {@code json} whose checked fields passed their checks, in {@code type}'s order, whose {@link Flag}s are booleans
     * and whose {@link Whole} and {@link NonNegative} numbers are {@code long}s; {@code json} itself for a record with
     * nothing to check.
     */
    static JsonObject checked(JsonObject json, Class<?> type) {
        var read = json;
        for (var argument : ARGUMENTS.get(type)) {
            var name = argument.name();
            var limits = argument.limits();
            if (argument.reader() != null) {
                var value = json.getValue(name);
                argument.reader().check(value == null ? argument.whenAbsent() : value);
            } else if (argument.whole() != null) {
                var whole = argument.whole();
                if (json.getValue(name) != null) {
                    if (read == json) read = json.copy();
                    read.put(name, (long) ToolArgs.integer(json, name, whole.min(), whole.max(), 0));
                }
            } else if (argument.nonNegative() != null) {
                var value = argument.nonNegative().optional()
                        ? ToolArgs.optionalNonNegative(json, name)
                        : (Long) ToolArgs.nonNegative(json, name);
                if (value != null) {
                    if (read == json) read = json.copy();
                    read.put(name, value);
                }
            } else if (limits == null) {
                if (read == json) read = json.copy();
                read.put(name, Boolean.TRUE.equals(json.getValue(name)));
            } else if (limits.optional()) {
                ToolArgs.optionalString(json, name, limits.min(), limits.max());
            } else {
                ToolArgs.string(json, name, limits.min(), limits.max());
            }
        }
        return read;
    }

    /** The {@link ArgumentDeserializer} that reads {@code component}: its own, or its type's; null if none. */
    private static ArgumentDeserializer<?> reader(Class<?> type, RecordComponent component) {
        Class<?> using = null;
        try {
            var own = type.getDeclaredField(component.getName()).getAnnotation(JsonDeserialize.class);
            if (own != null) using = own.using();
        } catch (NoSuchFieldException e) {
            throw new IllegalStateException(e);
        }
        if (using == null || using == JsonDeserializer.None.class) {
            var ofType = component.getType().getAnnotation(JsonDeserialize.class);
            using = ofType == null ? null : ofType.using();
        }
        if (using == null || !ArgumentDeserializer.class.isAssignableFrom(using)) return null;
        try {
            var constructor = using.getDeclaredConstructor();
            constructor.setAccessible(true);
            return (ArgumentDeserializer<?>) constructor.newInstance();
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot make " + using.getName(), e);
        }
    }

    /**
     * A checked component: its field's name and its {@link Characters}, {@link Whole}, {@link NonNegative} or reader
     * (all null for a {@link Flag}), and its {@link WhenAbsent} value.
     */
    private record Argument(
            String name,
            Characters limits,
            Whole whole,
            NonNegative nonNegative,
            ArgumentDeserializer<?> reader,
            String whenAbsent) {}
}
