#!/usr/bin/env bash
# Prints the server-side render time of a 50-creator shared analysis page (bench/README.md; results in bench/results/).
# Not part of the build's tests.
set -euo pipefail
cd "$(dirname "$0")/.."
./mvnw -B -q -o -pl web -am test-compile dependency:build-classpath \
  -Dmdep.outputFile=target/test-classpath.txt -Dmdep.includeScope=test
cp="web/target/test-classes:web/target/classes:$(cat web/target/test-classpath.txt)"
exec java -cp "$cp" io.sigment.web.share.SharePageBenchmark
