package io.sigment.local.processes;

import java.io.InputStream;
import java.io.OutputStream;
import java.util.concurrent.CompletableFuture;

/** A process that exits when the test says so. */
final class FakeProcess extends Process {
    private final long pid;
    private final CompletableFuture<Process> exit = new CompletableFuture<>();
    private volatile int status = -1;
    volatile boolean askedToStop;

    FakeProcess(long pid) {
        this.pid = pid;
    }

    void exit(int code) {
        status = code;
        exit.complete(this);
    }

    @Override
    public long pid() {
        return pid;
    }

    @Override
    public CompletableFuture<Process> onExit() {
        return exit;
    }

    @Override
    public boolean isAlive() {
        return !exit.isDone();
    }

    @Override
    public int exitValue() {
        if (!exit.isDone()) throw new IllegalThreadStateException("running");
        return status;
    }

    @Override
    public int waitFor() {
        return exit.join().exitValue();
    }

    @Override
    public void destroy() {
        askedToStop = true;
        exit(143);
    }

    @Override
    public OutputStream getOutputStream() {
        return OutputStream.nullOutputStream();
    }

    @Override
    public InputStream getInputStream() {
        return InputStream.nullInputStream();
    }

    @Override
    public InputStream getErrorStream() {
        return InputStream.nullInputStream();
    }
}
