package io.sigment.local;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class UpOptionsTest {
    @Test
    void replicas_come_after_processes_in_either_spelling() {
        assertThat(UpOptions.parse(List.of("--processes", "--replicas", "jobs=2,gateway=2")))
                .isEqualTo(new UpOptions(false, true, "jobs=2,gateway=2"));
        assertThat(UpOptions.parse(List.of("--fresh", "--replicas=jobs=2", "--processes")))
                .isEqualTo(new UpOptions(true, true, "jobs=2"));
    }

    @Test
    void replicas_without_processes_and_unknown_arguments_are_refused_with_the_usage() {
        assertThatThrownBy(() -> UpOptions.parse(List.of("--replicas", "jobs=2")))
                .hasMessage(UpOptions.USAGE + "   (--replicas needs --processes)");
        assertThatThrownBy(() -> UpOptions.parse(List.of("--process")))
                .hasMessage(UpOptions.USAGE + "   (unknown: --process)");
    }
}
