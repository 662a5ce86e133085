package io.sigment.system.jobs;

import io.sigment.common.Platform;
import io.sigment.emulator.world.Creator;
import io.sigment.local.LocalStack;
import java.util.List;

/** Real creators of the stack's emulated world, picked by position so each test scrapes its own. */
final class EmulatedCreators {
    private EmulatedCreators() {}

    static List<String> instagram(LocalStack stack, int from, int count) {
        return of(stack, Platform.INSTAGRAM, from, count);
    }

    static List<String> of(LocalStack stack, Platform platform, int from, int count) {
        return stack.emulator().orElseThrow().world().platform(platform).creators().subList(from, from + count).stream()
                .map(Creator::handle)
                .toList();
    }
}
