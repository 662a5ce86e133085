package io.sigment.system.pages;

import io.sigment.common.Platform;
import io.sigment.emulator.world.Creator;
import io.sigment.local.LocalStack;
import java.util.List;

/** The emulated world's last Instagram creators, which no other test of the stack analyzes. */
final class LastCreators {
    private LastCreators() {}

    /** The handles of the creators from {@code from} to {@code to} places before the world's end. */
    static List<String> instagram(LocalStack stack, int from, int to) {
        var creators = stack.emulator()
                .orElseThrow()
                .world()
                .platform(Platform.INSTAGRAM)
                .creators();
        return creators.subList(creators.size() - from, creators.size() - to).stream()
                .map(Creator::handle)
                .toList();
    }
}
