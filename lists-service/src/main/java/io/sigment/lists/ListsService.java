package io.sigment.lists;

import io.sigment.common.runtime.ServiceModule;

/** How a process runs lists-service: the `lists` schema and {@link ListsVerticle}. */
public final class ListsService {
    public static final String SCHEMA = "lists";

    private ListsService() {}

    public static ServiceModule module() {
        return ServiceModule.withSchema("lists", SCHEMA, ListsVerticle::new);
    }
}
