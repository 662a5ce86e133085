package io.sigment.common.api;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * On a reply record's {@code Object} component written as one of several JSON types (an object, say, or a sentence
 * saying why there is none): those types, which its Java type cannot say; its output schema ({@link RecordShapes})
 * lists them as the field's {@code type}.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.RECORD_COMPONENT)
public @interface JsonTypes {
    /** JSON Schema type names: {@code "object"}, {@code "string"}, ... */
    String[] value();
}
