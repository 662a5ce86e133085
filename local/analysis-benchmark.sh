#!/usr/bin/env bash
# Prints the analysis tools' figures through POST /mcp (analytics-service/README.md "Benchmarks").
# Not part of the build's tests. Uses SIGMENT_PG_URL when set, else an embedded PostgreSQL.
set -euo pipefail
cd "$(dirname "$0")/.."
./mvnw -B -q -pl local -am test-compile dependency:build-classpath \
  -Dmdep.outputFile=target/test-classpath.txt -Dmdep.includeScope=test
cp="local/target/test-classes:local/target/classes:$(cat local/target/test-classpath.txt)"
exec java -Xmx3g ${BENCH_JAVA_OPTS:-} -cp "$cp" io.sigment.local.analytics.AnalysisToolsBenchmark
