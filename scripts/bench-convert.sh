#!/usr/bin/env bash
# Times `fairsched convert --to capacity --format json` on a generated 10,000-queue
# allocation file
# against `fairsched shares --format json` on the same allocation file, and
# prints the best and median wall-clock and CPU times and the convert/shares
# ratios (the target is under 2). Both run as Hadoop 3.4; convert with
# --fail-on never, since /usr/bin/time puts a failing exit status before the times.
# The two take turns within each round, so a
# slow spell of a shared machine hits both alike. RUNS sets the number of
# rounds (default 7), QUEUES the file size.
set -euo pipefail
# shellcheck source=bench-lib.sh
. "$(dirname "$0")/bench-lib.sh"
bench_start 7 time
go run ./internal/gen -queues "$n" >"$dir/fair.xml"

for _ in $(seq "$runs"); do
  measure shares ./bin/fairsched shares "$dir/fair.xml" --cluster "$cluster" --format json --hadoop-version 3.4
  measure convert ./bin/fairsched convert "$dir/fair.xml" --to capacity --cluster "$cluster" --format json --hadoop-version 3.4 --fail-on never
done

report_vs_shares convert
