#!/usr/bin/env bash
# Prints scraper-service's benchmark figures (bench/README.md; results in bench/results/). Not part of the build's tests.
# Uses SIGMENT_PG_URL when set (a fresh database on that server), or --database=postgresql://... (its scraper
# schema dropped and made anew), else an embedded PostgreSQL (fsync off). --ingest-only skips the scrapes;
# --warmup runs the ingest once before the measured run.
set -euo pipefail
cd "$(dirname "$0")/.."
./mvnw -B -q -pl platform-emulator,scraper-service -am test-compile dependency:build-classpath \
  -Dmdep.outputFile=target/test-classpath.txt -Dmdep.includeScope=test
cp="scraper-service/target/test-classes:scraper-service/target/classes:$(cat scraper-service/target/test-classpath.txt)"
exec java -Xmx2g -cp "$cp" io.sigment.scraper.bench.ScraperBenchmark "$@"
