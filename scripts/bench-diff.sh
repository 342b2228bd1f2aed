#!/usr/bin/env bash
# Times `fairsched diff --format json` on a generated 10,000-queue pair
# against `fairsched shares --format json` run on both files, and prints
# the best and median times and the diff/shares ratios (the target is under
# 2). The new file changes one department's weight and adds
# queueMaxAMShareDefault, which moves many shares and a setting of every
# leaf. The two take turns within each round, so a slow spell of a shared
# machine hits both alike. Besides wall-clock time it reports CPU time
# (user + sys, GNU time), which a loaded shared machine disturbs less. RUNS
# sets the number of rounds (default 7).
set -euo pipefail
# shellcheck source=bench-lib.sh
. "$(dirname "$0")/bench-lib.sh"
bench_start 7 time
go run ./internal/gen -queues "$n" >"$dir/old.xml"
sed -e '0,/<weight>1<\/weight>/s//<weight>5<\/weight>/' \
  -e 's#<allocations>#<allocations>\n  <queueMaxAMShareDefault>0.3</queueMaxAMShareDefault>#' \
  "$dir/old.xml" >"$dir/new.xml"

shares_both() {
  ./bin/fairsched shares "$dir/old.xml" --cluster "$cluster" --format json >/dev/null
  ./bin/fairsched shares "$dir/new.xml" --cluster "$cluster" --format json >/dev/null
}

export -f shares_both
export dir cluster
for _ in $(seq "$runs"); do
  measure shares bash -c shares_both
  measure diff ./bin/fairsched diff "$dir/old.xml" "$dir/new.xml" --cluster "$cluster" --format json
done

report_vs_shares diff "shares x2"
