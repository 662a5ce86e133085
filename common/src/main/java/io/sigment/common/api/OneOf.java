package io.sigment.common.api;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * On a reply record's string component (or list of strings): the values it can be, which its Java type cannot say;
 * its output schema ({@link RecordShapes}) lists them as the string's {@code enum}.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.RECORD_COMPONENT)
public @interface OneOf {
    String[] value();
}
