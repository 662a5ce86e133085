#!/usr/bin/env bash
# Issue 23's check as an agent makes it (analytics-service/README.md "Audience estimates"): random selections on the
# three platforms analyzed through POST /mcp, their audience core % against the emulator's /_truth. Not a test.
#   local/audience-through-mcp.sh [selections per platform, default 5]
set -euo pipefail
cd "$(dirname "$0")/.."
./mvnw -B -q -pl local -am test-compile dependency:build-classpath \
  -Dmdep.outputFile=target/test-classpath.txt -Dmdep.includeScope=test
cp="local/target/test-classes:local/target/classes:$(cat local/target/test-classpath.txt)"
exec java -Xmx4g -cp "$cp" io.sigment.local.analytics.AudienceThroughMcpBenchmark "$@"
