#!/usr/bin/env bash
# Runs a main class of the system tests (the benchmarks beside this script) on their test classpath:
#   system-tests/test-main.sh <heap, e.g. 4g> <class> [arguments...]   (BENCH_JAVA_OPTS adds JVM options)
set -euo pipefail
cd "$(dirname "$0")/.."
heap=$1 main=$2
shift 2
./mvnw -B -q -pl system-tests -am test-compile dependency:build-classpath \
  -Dmdep.outputFile=target/test-classpath.txt -Dmdep.includeScope=test
cp="system-tests/target/test-classes:$(cat system-tests/target/test-classpath.txt)"
exec java -Xmx"$heap" @jdk-opens.args ${BENCH_JAVA_OPTS:-} -cp "$cp" "$main" "$@"
