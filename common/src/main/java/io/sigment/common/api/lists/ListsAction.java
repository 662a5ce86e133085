package io.sigment.common.api.lists;

import io.sigment.common.bus.ServiceAction;
import io.sigment.common.bus.ServiceAddress;
import java.util.Locale;

/** The actions of {@code sigment.lists}: creator lists and share links. */
public enum ListsAction implements ServiceAction {
    LIST_CREATOR_LISTS,
    GET_CREATOR_LIST,
    CREATE_CREATOR_LIST,
    ADD_TO_CREATOR_LIST,
    SET_CREATOR_LIST,
    SHARE_CREATOR_LIST,
    REVOKE_SHARE_LINK,
    /** Internal: the active links of one list or analysis, for the app. */
    LIST_SHARE_LINKS,
    SHARE_ANALYSIS_LINK,
    RESOLVE_SHARE_LINK,
    /** Internal: the caller's list names and the handles on them, for MCP's completion/complete. */
    COMPLETION_VALUES;

    private final String wire = name().toLowerCase(Locale.ROOT);

    @Override
    public ServiceAddress service() {
        return ServiceAddress.LISTS;
    }

    @Override
    public String wire() {
        return wire;
    }
}
