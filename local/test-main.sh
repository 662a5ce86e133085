#!/usr/bin/env bash
# Runs a main class of local's test sources (the benchmarks beside this script) on local's test classpath:
#   local/test-main.sh <heap, e.g. 4g> <class> [arguments...]   (BENCH_JAVA_OPTS adds JVM options)
set -euo pipefail
cd "$(dirname "$0")/.."
heap=$1 main=$2
shift 2
./mvnw -B -q -pl local -am test-compile dependency:build-classpath \
  -Dmdep.outputFile=target/test-classpath.txt -Dmdep.includeScope=test
cp="local/target/test-classes:local/target/classes:$(cat local/target/test-classpath.txt)"
exec java -Xmx"$heap" @jdk-opens.args ${BENCH_JAVA_OPTS:-} -cp "$cp" "$main" "$@"
