#!/usr/bin/env bash
# Issue 23's check as an agent makes it (bench/README.md; the method in analytics-service/README.md "Audience estimates"): random selections on the
# three platforms analyzed through POST /mcp, their audience core % against the emulator's /_truth. Not a test.
#   system-tests/audience-through-mcp.sh [selections per platform, default 5]
exec "$(dirname "$0")/test-main.sh" 4g io.sigment.system.analytics.AudienceThroughMcpBenchmark "$@"
