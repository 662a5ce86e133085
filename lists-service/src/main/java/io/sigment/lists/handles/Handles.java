package io.sigment.lists.handles;

import io.sigment.common.Platform;
import io.sigment.common.ToolError;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;

/** Turns the {@code usernames} of one call into stored members, or refuses the whole call naming every bad one. */
public final class Handles {
    public static final int MAX_PER_CALL = 100;

    private Handles() {}

    /**
     * The normalized members of {@code usernames}, in the order given, each once. Any invalid entry refuses
     * the call (so nothing of it is applied) with every invalid entry named by position and value.
     */
    public static List<String> parse(Platform platform, List<?> usernames) {
        if (usernames == null || usernames.isEmpty() || usernames.size() > MAX_PER_CALL) {
            throw ToolError.invalidArguments("usernames: 1-" + MAX_PER_CALL + " handles per call");
        }
        var members = new LinkedHashSet<String>();
        var invalid = new ArrayList<String>();
        for (int i = 0; i < usernames.size(); i++) {
            var raw = usernames.get(i);
            var member = raw instanceof String s ? PlatformHandles.normalize(platform, s) : Optional.<String>empty();
            if (member.isPresent()) {
                members.add(member.get());
            } else {
                invalid.add("usernames[" + i + "] \"" + raw + "\"");
            }
        }
        if (!invalid.isEmpty()) {
            var verb = invalid.size() == 1
                    ? " is not a valid " + platform.title() + " handle"
                    : " are not valid " + platform.title() + " handles";
            throw ToolError.invalidArguments(String.join(", ", invalid) + verb + " (" + PlatformHandles.rule(platform)
                    + "); nothing was changed");
        }
        return List.copyOf(members);
    }
}
