package io.sigment.common.api;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * On an integer component of an action's request record: {@link WireCodec#fromJson} checks the field before it reads
 * the record, with the record's other checked components in the record's order, with {@code ToolArgs.integer}'s rule
 * and wording (a whole number from {@code min} to {@code max}: {@code "<name>: an integer from <min> to <max>"}).
 * Absent or null passes, and reads as the component's {@link WhenAbsent} value (or 0).
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.RECORD_COMPONENT)
public @interface Whole {
    int min();

    int max();
}
