#!/usr/bin/env bash
# The audience estimates' calibration benchmark (analytics-service/README.md "Audience estimates"): random
# selections of the emulator's world against its ground truth. Not part of the build's tests.
#   local/audience-calibration.sh [world seeds, default 4] [selections per seed and platform, default 25] [first seed, default 2000]
set -euo pipefail
cd "$(dirname "$0")/.."
./mvnw -B -q -pl local -am test-compile dependency:build-classpath \
  -Dmdep.outputFile=target/test-classpath.txt -Dmdep.includeScope=test
cp="local/target/test-classes:local/target/classes:$(cat local/target/test-classpath.txt)"
exec java -Xmx6g -cp "$cp" io.sigment.local.analytics.AudienceCalibrationBenchmark "$@"
