package io.sigment.system;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.Config;
import io.sigment.common.Setting;
import io.sigment.local.ChaosCommand;
import io.sigment.local.KillCommand;
import io.sigment.local.processes.Chaos;
import io.sigment.local.processes.ProcessesFile;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code ./sigment kill} and {@code ./sigment chaos} when there is no stack to act on, or a file that lies. */
@Tag("stack")
class StackCommandsTest {
    @TempDir
    Path dataDir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();
    private Process bystander;

    @AfterEach
    void stopBystander() {
        if (bystander != null) bystander.destroyForcibly();
    }

    @Test
    void kill_without_a_running_stack_says_so_and_fails() {
        assertThat(kill("jobs")).isEqualTo(1);
        assertThat(err.toString())
                .contains("sigment: no ./sigment up --processes is running (" + dataDir.resolve("processes")
                        + " does not exist)");
    }

    @Test
    void a_file_left_over_by_a_dead_launcher_kills_nothing() throws Exception {
        var deadLauncher = new ProcessBuilder("true").start();
        deadLauncher.waitFor();
        bystander = new ProcessBuilder("sleep", "120").start();
        new ProcessesFile(dataDir)
                .write(deadLauncher.pid(), List.of(new ProcessesFile.Entry("jobs", bystander.pid(), 1)));

        assertThat(kill("jobs")).isEqualTo(1);
        assertThat(err.toString()).contains("its launcher, pid " + deadLauncher.pid() + ", is gone");
        assertThat(bystander.isAlive()).isTrue();
    }

    @Test
    void a_pid_that_is_not_the_launchers_child_is_not_killed() throws Exception {
        var shell = new ProcessBuilder("sh", "-c", "sleep 120 & echo $!; wait").start();
        var grandchild = Long.parseLong(new BufferedReader(new InputStreamReader(shell.getInputStream()))
                .readLine()
                .trim());
        bystander = shell;
        new ProcessesFile(dataDir)
                .write(ProcessHandle.current().pid(), List.of(new ProcessesFile.Entry("jobs", grandchild, 1)));

        assertThat(kill("jobs")).isEqualTo(1);
        assertThat(err.toString())
                .contains("jobs (pid " + grandchild + ") is not running; the launcher is restarting it");
        assertThat(ProcessHandle.of(grandchild).map(ProcessHandle::isAlive)).contains(true);
        ProcessHandle.of(grandchild).ifPresent(ProcessHandle::destroyForcibly);
    }

    @Test
    void an_unknown_process_name_lists_the_stacks_processes() {
        new ProcessesFile(dataDir)
                .write(
                        ProcessHandle.current().pid(),
                        List.of(new ProcessesFile.Entry("jobs", 1, 1), new ProcessesFile.Entry("jobs-2", 2, 2)));

        assertThat(kill("job")).isEqualTo(1);
        assertThat(err.toString()).contains("no process job in this stack; its processes: jobs, jobs-2");
    }

    @Test
    void kill_takes_exactly_one_process_name() {
        assertThat(KillCommand.run(List.of(), config(), new PrintStream(out), new PrintStream(err)))
                .isEqualTo(2);
        assertThat(err.toString()).startsWith("usage: ./sigment kill PROCESS");
    }

    @Test
    void chaos_reads_its_bounds_and_refuses_a_count_below_one() {
        assertThat(ChaosCommand.schedule(
                        List.of("--every", "20", "--kills", "3", "--for", "300", "--only", "jobs,scraper")))
                .isEqualTo(new Chaos.Schedule(
                        Duration.ofSeconds(20), 3, Duration.ofSeconds(300), List.of("jobs", "scraper")));
        assertThat(ChaosCommand.schedule(List.of()))
                .isEqualTo(new Chaos.Schedule(Duration.ofSeconds(30), 5, Duration.ofMinutes(10), List.of()));
        assertThat(ChaosCommand.run(List.of("--kills", "0"), config(), new PrintStream(out), new PrintStream(err)))
                .isEqualTo(2);
        assertThat(err.toString()).startsWith("usage: ./sigment chaos");
    }

    private int kill(String name) {
        return KillCommand.run(List.of(name), config(), new PrintStream(out), new PrintStream(err));
    }

    private Config config() {
        return Config.of(Map.of(Setting.DATA_DIR.env(), dataDir.toString()));
    }
}
