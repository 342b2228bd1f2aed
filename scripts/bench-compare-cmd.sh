#!/usr/bin/env bash
# Times `fairsched compare --format json` on a generated 10,000-queue
# allocation file and its capacity-scheduler.xml (internal/gen -capacity; this script is scripts/bench-compare-cmd.sh, bench-compare.sh compares revisions)
# against `fairsched shares --format json` on the same allocation file, and
# prints the best and median wall-clock and CPU times and the compare/shares
# ratios (the target is under 2). Both run as Hadoop 3.4, which accepts the
# generated same-named leaves. The two take turns within each round, so a
# slow spell of a shared machine hits both alike. RUNS sets the number of
# rounds (default 7), QUEUES the file size.
set -euo pipefail
# shellcheck source=bench-lib.sh
. "$(dirname "$0")/bench-lib.sh"
bench_start 7 time
go run ./internal/gen -queues "$n" >"$dir/fair.xml"
go run ./internal/gen -queues "$n" -capacity >"$dir/cs.xml"

for _ in $(seq "$runs"); do
  measure shares ./bin/fairsched shares "$dir/fair.xml" --cluster "$cluster" --format json --hadoop-version 3.4
  measure compare ./bin/fairsched compare "$dir/fair.xml" "$dir/cs.xml" --cluster "$cluster" --format json --hadoop-version 3.4
done

report_vs_shares compare
