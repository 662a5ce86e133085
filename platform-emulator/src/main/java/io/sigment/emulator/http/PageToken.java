package io.sigment.emulator.http;

import java.nio.charset.StandardCharsets;
import java.util.Base64;

/** Opaque page tokens that carry an offset and the list they belong to, as Google's and Apify's do. */
final class PageToken {
    private PageToken() {}

    static String of(String list, int offset) {
        var text = "p" + offset + ":" + Integer.toHexString(list.hashCode());
        return Base64.getUrlEncoder().withoutPadding().encodeToString(text.getBytes(StandardCharsets.UTF_8));
    }

    /** The offset the token points at; -1 if the token is malformed or belongs to another list. */
    static int offset(String list, String token) {
        if (token == null || token.isEmpty()) return 0;
        try {
            var text = new String(Base64.getUrlDecoder().decode(token), StandardCharsets.UTF_8);
            var parts = text.substring(1).split(":", 2);
            if (!parts[1].equals(Integer.toHexString(list.hashCode()))) return -1;
            return Integer.parseInt(parts[0]);
        } catch (RuntimeException e) {
            return -1;
        }
    }
}
