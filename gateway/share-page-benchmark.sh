#!/usr/bin/env bash
# Prints the server-side render time of a 50-creator shared analysis page (bench/README.md; results in bench/results/).
# Not part of the build's tests.
set -euo pipefail
cd "$(dirname "$0")/.."
./mvnw -B -q -o -pl gateway -am test-compile dependency:build-classpath \
  -Dmdep.outputFile=target/test-classpath.txt -Dmdep.includeScope=test
cp="gateway/target/test-classes:gateway/target/classes:$(cat gateway/target/test-classpath.txt)"
exec java -cp "$cp" io.sigment.gateway.sharepages.SharePageBenchmark
