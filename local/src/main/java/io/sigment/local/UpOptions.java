package io.sigment.local;

import java.util.List;

/** The arguments of {@code ./sigment up [--fresh] [--processes [--replicas SERVICE=N,...]]}. */
record UpOptions(boolean fresh, boolean processes, String replicas) {
    static final String USAGE = "usage: ./sigment up [--fresh] [--processes [--replicas SERVICE=N,...]]";

    /** Fails with the usage when an argument is unknown or {@code --replicas} comes without {@code --processes}. */
    static UpOptions parse(List<String> args) {
        boolean fresh = false;
        boolean processes = false;
        String replicas = null;
        for (int i = 0; i < args.size(); i++) {
            var arg = args.get(i);
            if (arg.equals("--fresh")) {
                fresh = true;
            } else if (arg.equals("--processes")) {
                processes = true;
            } else if (arg.equals("--replicas") && i + 1 < args.size()) {
                replicas = args.get(++i);
            } else if (arg.startsWith("--replicas=")) {
                replicas = arg.substring("--replicas=".length());
            } else {
                throw new IllegalArgumentException(USAGE + "   (unknown: " + arg + ")");
            }
        }
        if (replicas != null && !processes)
            throw new IllegalArgumentException(USAGE + "   (--replicas needs --processes)");
        return new UpOptions(fresh, processes, replicas);
    }
}
