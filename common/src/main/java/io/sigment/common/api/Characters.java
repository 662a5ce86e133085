package io.sigment.common.api;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * On a string component of an action's request record: {@link WireCodec#fromJson} checks the field before it reads
 * the record, component by component in the record's order, with {@code ToolArgs}' rule and wording (a string of
 * {@code min}-{@code max} characters, {@code min} counted without surrounding spaces: {@code "<name>: required, a
 * string"}, {@code "<name>: <min>-<max> characters"}). An {@code optional} one may be absent or null.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.RECORD_COMPONENT)
public @interface Characters {
    int min();

    int max();

    boolean optional() default false;
}
