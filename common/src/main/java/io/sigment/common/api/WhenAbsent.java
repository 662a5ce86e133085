package io.sigment.common.api;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * On a contract record's component: {@link WireCodec} reads {@code value} when the JSON leaves the field out or
 * says null (a string as it is, a number for a numeric component, {@code true} or {@code false} for a boolean
 * one).
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.RECORD_COMPONENT)
public @interface WhenAbsent {
    String value();
}
