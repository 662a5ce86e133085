package io.sigment.common.api;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * On a reply record's {@code JsonObject} component passed on as stored: the record whose fields the object has, so its
 * output schema ({@link RecordShapes}) spells them out as that record's schema instead of a bare object. The object is
 * still written as stored; the named record only describes it. On a {@code JsonArray} component, the record each of
 * its objects is described by. On a record's {@link AsRead} component, the record
 * that describes the stored objects the record passes on, so a list of such records has that record's schema.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.RECORD_COMPONENT)
public @interface ShapedAs {
    Class<? extends Record> value();
}
