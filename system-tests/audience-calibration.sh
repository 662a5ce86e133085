#!/usr/bin/env bash
# The audience estimates' calibration benchmark (bench/README.md; the method in analytics-service/README.md "Audience estimates"): random
# selections of the emulator's world against its ground truth. Not part of the build's tests.
#   [BENCH_JAVA_OPTS=-Dcalibration.stress=NAME] (a stress world: heavytail, bots2, order, nocomments, posts-half, posts-twice, superfans; WorldOptions)
#   [BENCH_JAVA_OPTS=-Dcalibration.sizes=2-10] (selections of 2-10 creators only; 2-50 by default, the draws of every earlier run)
#   system-tests/audience-calibration.sh [world seeds, default 4] [selections per seed and platform, default 25] [first seed, default 2000] [creators per platform, default 1200]
#   system-tests/audience-calibration.sh --table FILE...   (one table from the rows of runs made with -Dcalibration.rows=FILE)
exec "$(dirname "$0")/test-main.sh" 6g io.sigment.system.analytics.AudienceCalibrationBenchmark "$@"
