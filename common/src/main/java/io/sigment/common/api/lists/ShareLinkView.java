package io.sigment.common.api.lists;

import static io.sigment.common.api.WireJson.text;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import io.sigment.common.api.ArgumentDeserializer;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/**
 * The question of {@link ListsAction#RESOLVE_SHARE_LINK}: a share link's token as its page's address holds it, and
 * the page of a list link's members asked for (1-based; anything below reads as the first).
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record ShareLinkView(
        @JsonDeserialize(using = Token.class) String token,
        @JsonDeserialize(using = Page.class) int page) {

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static ShareLinkView fromJson(JsonObject json) {
        return WireCodec.fromJson(json, ShareLinkView.class);
    }

    /** The token: empty unless a string. */
    static final class Token extends ArgumentDeserializer<String> {
        Token() {
            super(
                    String.class,
                    "token",
                    json -> json.getValue("token") instanceof String ? text(json, "token", "") : "");
        }
    }

    /** The page: the first unless a number of at least 1. */
    static final class Page extends ArgumentDeserializer<Integer> {
        Page() {
            super(
                    Integer.class,
                    "page",
                    json -> json.getValue("page") instanceof Number n ? Math.max(1, n.intValue()) : 1);
        }
    }
}
