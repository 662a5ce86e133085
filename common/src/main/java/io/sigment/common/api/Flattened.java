package io.sigment.common.api;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * On a contract record's {@code JsonObject} component: {@link WireCodec} writes its fields in the component's place,
 * each as a field of the record's own object (none when null), and reads into it every field of the object the record
 * does not declare, in their order. For a reply that passes on fields its owner does not know one by one (a job's
 * details, which each kind writes).
 */
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.FIELD, ElementType.METHOD, ElementType.PARAMETER, ElementType.RECORD_COMPONENT})
public @interface Flattened {}
