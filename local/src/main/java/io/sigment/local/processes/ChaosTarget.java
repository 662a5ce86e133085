package io.sigment.local.processes;

import java.time.Duration;
import java.util.List;
import java.util.Optional;

/** What {@link Chaos} kills: the processes of a running stack ({@link RunningStack}), or a fake in tests. */
public interface ChaosTarget {
    List<String> names();

    ProcessesFile.Entry kill(String name);

    Optional<ProcessesFile.Entry> awaitBack(ProcessesFile.Entry killed, Duration timeout) throws InterruptedException;
}
