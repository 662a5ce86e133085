#!/usr/bin/env bash
# Prints the analysis tools' figures through POST /mcp (bench/README.md; results in bench/results/).
# Not part of the build's tests. Uses SIGMENT_PG_URL when set, else an embedded PostgreSQL.
exec "$(dirname "$0")/test-main.sh" 3g io.sigment.system.analytics.AnalysisToolsBenchmark "$@"
