package io.sigment.common.api;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * On a contract record's {@code JsonObject} component: {@link WireCodec} reads into it the whole object the record is
 * read from, and writes that object as it is (its fields, their order, its nulls) in place of the record's other
 * components when it is not null. For a stored document of varying age that a reply passes on: the record's other
 * components read it (absent fields as null), and the reply keeps the bytes that were stored, whatever the version
 * that wrote them. A record built in code leaves it null and writes its components.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.FIELD, ElementType.METHOD, ElementType.PARAMETER, ElementType.RECORD_COMPONENT})
public @interface AsRead {}
