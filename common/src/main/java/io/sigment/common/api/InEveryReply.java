package io.sigment.common.api;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * On a reply record's component: the field is in every reply, which clients may rely on; its output schema
 * ({@link RecordShapes}) lists it under {@code required}. A field the codec leaves out when null and that
 * {@link MayBeNull} cannot be.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.RECORD_COMPONENT)
public @interface InEveryReply {}
