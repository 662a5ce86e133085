#!/usr/bin/env bash
# Prints what a 50-creator analysis and a discovery cost on each platform (runs, results, units, time): bench/README.md
# ("Platform cost"; results in bench/results/). Not part of the build's tests. Options: --latency-ms=500 (each emulated request),
# --run-latency-ms=0 (each actor run's start, e.g. 2000 for a real provider), --platforms=instagram,tiktok,youtube.
# Uses SIGMENT_PG_URL when set (a fresh database on that server), else an embedded PostgreSQL.
set -euo pipefail
cd "$(dirname "$0")/.."
./mvnw -B -q -pl platform-emulator,scraper-service -am test-compile dependency:build-classpath \
  -Dmdep.outputFile=target/test-classpath.txt -Dmdep.includeScope=test
cp="scraper-service/target/test-classes:scraper-service/target/classes:$(cat scraper-service/target/test-classpath.txt)"
exec java -Xmx2g -cp "$cp" io.sigment.scraper.bench.PlatformCostBenchmark "$@"
